import { describe, expect, it } from 'vitest';
import { loginLinks } from './login-links';
import { safeNextPath } from './safe-next-path';

describe('loginLinks', () => {
  it('sends both ways in back to the page, as the login page reads `next`', () => {
    const links = loginLinks('/household/join/abc');
    expect(links).toEqual({
      signUp: '/login?mode=signUp&next=%2Fhousehold%2Fjoin%2Fabc',
      signIn: '/login?next=%2Fhousehold%2Fjoin%2Fabc',
    });
    const next = new URL(links.signUp, 'https://aislewise.test').searchParams.get('next');
    expect(safeNextPath(next)).toBe('/household/join/abc');
  });
});
