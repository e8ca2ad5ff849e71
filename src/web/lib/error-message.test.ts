import { describe, expect, it } from 'vitest';
import { isNotFound, messageFor } from './error-message';
import { RpcError } from './rpc-client';

describe('messageFor', () => {
  it('shows what the server explained', () => {
    const limit = new RpcError('PERMISSION_DENIED', 'Free accounts keep up to 3 lists.');
    expect(messageFor(limit, 'Could not create new list.')).toBe('Free accounts keep up to 3 lists.');
    expect(messageFor(new RpcError('NOT_FOUND', 'No such user.'), 'x')).toBe('No such user.');
  });

  it.each([
    ['an outage', new RpcError('UNAVAILABLE', 'Could not reach the server.')],
    ['a server fault', new RpcError('INTERNAL', 'Something went wrong.')],
    ['a timeout', new RpcError('DEADLINE_EXCEEDED', 'Too slow.')],
    ['a plain error', new Error('boom')],
    ['no error object', 'boom'],
  ])('falls back to the screen sentence for %s', (_, error) => {
    expect(messageFor(error, 'Could not delete list.')).toBe('Could not delete list.');
  });
});

describe('isNotFound', () => {
  it('is true only for NOT_FOUND answers', () => {
    expect(isNotFound(new RpcError('NOT_FOUND', 'gone'))).toBe(true);
    expect(isNotFound(new RpcError('PERMISSION_DENIED', 'no'))).toBe(false);
    expect(isNotFound(new Error('x'))).toBe(false);
  });
});
