import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishTexts } from '@/i18n/english-texts';
import { AuthError } from '@/lib/auth-request';
import { authErrorMessage } from './auth-errors';

const FALLBACK = 'Failed to sign in. Please try again.';
const ACCOUNT_EXISTS = 'An account with that e-mail already exists. Sign in instead.';

let t: TFunction<'auth'>;
beforeAll(async () => {
  t = await englishTexts('auth');
});

describe('authErrorMessage', () => {
  it.each([
    ['INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password', 'Wrong e-mail or password.'],
    ['USER_ALREADY_EXISTS', 'User already exists.', ACCOUNT_EXISTS],
    ['USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'User already exists. Use another email.', ACCOUNT_EXISTS],
    ['PASSWORD_TOO_SHORT', 'Password too short', 'Your password needs at least 8 characters.'],
    ['INVALID_TOKEN', 'Invalid token', 'This reset link is invalid or has expired. Request a new one.'],
  ])('turns %s into a plain sentence', (code, message, expected) => {
    expect(authErrorMessage(t, new AuthError(400, code, message), FALLBACK)).toBe(expected);
  });

  it('shows the rate limiter message as it is', () => {
    const message = 'Too many attempts. Please wait 7 minutes and try again.';
    expect(authErrorMessage(t, new AuthError(429, 'TOO_MANY_REQUESTS', message), FALLBACK)).toBe(message);
  });

  it('explains a 429 without a message', () => {
    expect(authErrorMessage(t, new AuthError(429, undefined, ''), FALLBACK)).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it('strips a brand prefix and an (auth/…) code from an unknown message', () => {
    const error = new AuthError(400, undefined, 'Firebase: Something odd happened (auth/odd-thing).');
    expect(authErrorMessage(t, error, FALLBACK)).toBe('Something odd happened.');
  });

  it.each([
    ['the server was not reached', new AuthError(0, undefined, '')],
    ['a server failure', new AuthError(500, 'INTERNAL', 'TypeError: x is undefined')],
    ['a bare code', new AuthError(400, 'SOMETHING_NEW', 'SOMETHING_NEW')],
    ['an empty answer', new AuthError(400, undefined, '')],
    ['an unrelated error', new TypeError('Failed to fetch')],
  ])('falls back for %s', (_, error) => {
    expect(authErrorMessage(t, error, FALLBACK)).toBe(FALLBACK);
  });
});
