import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishTexts } from '@/i18n/english-texts';
import { emailProblem, passwordProblem } from './validate-credentials';

const EMAIL_REQUIRED = 'Please enter your e-mail address.';
const EMAIL_INVALID = 'Please enter a valid e-mail address.';
const PASSWORD_REQUIRED = 'Please enter your password.';

let t: TFunction<'auth'>;
beforeAll(async () => {
  t = await englishTexts('auth');
});

describe('emailProblem', () => {
  it.each([
    ['', EMAIL_REQUIRED],
    ['   ', EMAIL_REQUIRED],
    ['ann', EMAIL_INVALID],
    ['ann@example', EMAIL_INVALID],
    ['ann @example.com', EMAIL_INVALID],
    ['ann@example.com', null],
    [' Ann.Shopper@Example.co.uk ', null],
  ])('%j → %s', (email, expected) => {
    expect(emailProblem(t, email)).toBe(expected);
  });
});

describe('passwordProblem', () => {
  it('requires a password', () => {
    expect(passwordProblem(t, '', false)).toBe(PASSWORD_REQUIRED);
    expect(passwordProblem(t, '', true)).toBe(PASSWORD_REQUIRED);
  });

  it('takes any existing password as typed', () => {
    expect(passwordProblem(t, 'short', false)).toBeNull();
  });

  it('asks 8 to 128 characters of a new password', () => {
    expect(passwordProblem(t, 'seven77', true)).toBe('Your password needs at least 8 characters.');
    expect(passwordProblem(t, 'eight888', true)).toBeNull();
    expect(passwordProblem(t, 'x'.repeat(128), true)).toBeNull();
    expect(passwordProblem(t, 'x'.repeat(129), true)).toBe(
      'Your password can be at most 128 characters long.',
    );
  });
});
