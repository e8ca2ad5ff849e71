import { describe, expect, it } from 'vitest';
import { AUTH_TEXT } from './auth-messages';
import { emailProblem, passwordProblem } from './validate-credentials';

describe('emailProblem', () => {
  it.each([
    ['', AUTH_TEXT.emailRequired],
    ['   ', AUTH_TEXT.emailRequired],
    ['ann', AUTH_TEXT.emailInvalid],
    ['ann@example', AUTH_TEXT.emailInvalid],
    ['ann @example.com', AUTH_TEXT.emailInvalid],
    ['ann@example.com', null],
    [' Ann.Shopper@Example.co.uk ', null],
  ])('%j → %s', (email, expected) => {
    expect(emailProblem(email)).toBe(expected);
  });
});

describe('passwordProblem', () => {
  it('requires a password', () => {
    expect(passwordProblem('', false)).toBe(AUTH_TEXT.passwordRequired);
    expect(passwordProblem('', true)).toBe(AUTH_TEXT.passwordRequired);
  });

  it('takes any existing password as typed', () => {
    expect(passwordProblem('short', false)).toBeNull();
  });

  it('asks 8 to 128 characters of a new password', () => {
    expect(passwordProblem('seven77', true)).toBe(AUTH_TEXT.passwordTooShort);
    expect(passwordProblem('eight888', true)).toBeNull();
    expect(passwordProblem('x'.repeat(128), true)).toBeNull();
    expect(passwordProblem('x'.repeat(129), true)).toBe(AUTH_TEXT.passwordTooLong);
  });
});
