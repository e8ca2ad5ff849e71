import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../shared/limits';
import { MESSAGES } from '../../shared/messages';
import { RpcError } from './rpc-client';
import { isUnreachable, sortOnDevice } from './sort-on-device';

describe('sortOnDevice', () => {
  it('sorts typed lines into aisles in store order, as the server answers a guest', async () => {
    const { items } = await sortOnDevice('  dish soap\nbananas\n\nGreek yogurt\nbananas');
    expect(Object.keys(items)).toEqual(['Produce', 'Dairy & Eggs', 'Household & Cleaning']);
    expect(items.Produce).toEqual([
      { name: 'bananas', checked: false },
      { name: 'bananas', checked: false },
    ]);
    expect(items['Household & Cleaning']).toEqual([{ name: 'dish soap', checked: false }]);
  });

  it('refuses what the server refuses, with the same message', async () => {
    await expect(sortOnDevice(' \n ')).rejects.toThrow(MESSAGES.emptySort);
    const tooMany = Array.from({ length: LIMITS.maxItemsPerRequest + 1 }, (_, n) => `item ${n}`).join('\n');
    await expect(sortOnDevice(tooMany)).rejects.toThrow(MESSAGES.tooManyItems(LIMITS.maxItemsPerRequest));
    await expect(sortOnDevice('x'.repeat(LIMITS.maxItemLength + 1))).rejects.toThrow(
      MESSAGES.itemTooLong(LIMITS.maxItemLength),
    );
  });
});

describe('isUnreachable', () => {
  it('is true only when no server answered', () => {
    expect(isUnreachable(new RpcError('UNAVAILABLE', 'x'))).toBe(true);
    expect(isUnreachable(new RpcError('DEADLINE_EXCEEDED', 'x'))).toBe(true);
    expect(isUnreachable(new RpcError('INVALID_ARGUMENT', 'x'))).toBe(false);
    expect(isUnreachable(new Error('x'))).toBe(false);
  });
});
