import { describe, expect, it } from 'vitest';
import { loginHref, loginModeOf } from './login-modes';

describe('login modes', () => {
  it('reads a known mode and defaults to sign-in', () => {
    expect(loginModeOf('signUp')).toBe('signUp');
    expect(loginModeOf('reset')).toBe('reset');
    expect(loginModeOf(null)).toBe('signIn');
    expect(loginModeOf('admin')).toBe('signIn');
  });

  it('builds the address of a mode and keeps the next path', () => {
    expect(loginHref('signIn', '/')).toBe('/login');
    expect(loginHref('reset', '/')).toBe('/login?mode=reset');
    expect(loginHref('signUp', '/profile')).toBe('/login?mode=signUp&next=%2Fprofile');
  });
});
