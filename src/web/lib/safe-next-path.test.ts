import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it.each([
    ['/profile', '/profile'],
    ['/meals?week=2#today', '/meals?week=2#today'],
    ['/', '/'],
    // Dot segments are resolved as the browser would, and what is left is still on the site.
    ['/./profile', '/profile'],
    ['/lists/../meals', '/meals'],
    ['/lists/%2e%2e/meals', '/meals'],
  ])('keeps the in-app path %s as %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['an empty text', ''],
    ['a full URL', 'https://evil.example/profile'],
    ['a protocol-relative URL', '//evil.example/profile'],
    ['three slashes', '///evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a backslash first', '\\\\evil.example'],
    ['an embedded backslash', '/a\\..\\/evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'profile'],
    ['a tab before the host', '/\t/evil.example'],
    ['a newline before the host', '/\n/evil.example'],
    ['a dot segment before the host', '/.//evil.example'],
    ['a parent segment before the host', '/..//evil.example'],
    ['parent segments deeper in', '/lists/../..//evil.example'],
    ['an encoded dot segment', '/%2e//evil.example'],
    ['encoded parent segments', '/%2E%2E//evil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a NUL character', '/\u0000/evil.example'],
    ['the login page itself', '/login?next=/login'],
    ['the login page through a dot segment', '/./login'],
  ])('sends %s home', (_, raw) => {
    expect(safeNextPath(raw)).toBe('/');
  });
});
