import { describe, expect, it } from 'vitest';
import { AuthError } from '@/lib/auth-request';
import { authErrorMessage } from './auth-errors';
import { AUTH_TEXT } from './auth-messages';

const FALLBACK = 'Failed to sign in. Please try again.';

describe('authErrorMessage', () => {
  it.each([
    ['INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password', AUTH_TEXT.wrongCredentials],
    ['USER_ALREADY_EXISTS', 'User already exists.', AUTH_TEXT.accountExists],
    [
      'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
      'User already exists. Use another email.',
      AUTH_TEXT.accountExists,
    ],
    ['PASSWORD_TOO_SHORT', 'Password too short', AUTH_TEXT.passwordTooShort],
    ['INVALID_TOKEN', 'Invalid token', AUTH_TEXT.invalidResetLink],
  ])('turns %s into a plain sentence', (code, message, expected) => {
    expect(authErrorMessage(new AuthError(400, code, message), FALLBACK)).toBe(expected);
  });

  it('shows the rate limiter message as it is', () => {
    const message = 'Too many attempts. Please wait 7 minutes and try again.';
    expect(authErrorMessage(new AuthError(429, 'TOO_MANY_REQUESTS', message), FALLBACK)).toBe(message);
  });

  it('explains a 429 without a message', () => {
    expect(authErrorMessage(new AuthError(429, undefined, ''), FALLBACK)).toBe(AUTH_TEXT.tooManyAttempts);
  });

  it('strips a brand prefix and an (auth/…) code from an unknown message', () => {
    const error = new AuthError(400, undefined, 'Firebase: Something odd happened (auth/odd-thing).');
    expect(authErrorMessage(error, FALLBACK)).toBe('Something odd happened.');
  });

  it.each([
    ['the server was not reached', new AuthError(0, undefined, '')],
    ['a server failure', new AuthError(500, 'INTERNAL', 'TypeError: x is undefined')],
    ['a bare code', new AuthError(400, 'SOMETHING_NEW', 'SOMETHING_NEW')],
    ['an empty answer', new AuthError(400, undefined, '')],
    ['an unrelated error', new TypeError('Failed to fetch')],
  ])('falls back for %s', (_, error) => {
    expect(authErrorMessage(error, FALLBACK)).toBe(FALLBACK);
  });
});
