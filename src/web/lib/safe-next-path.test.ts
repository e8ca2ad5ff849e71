import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it.each([
    ['/profile', '/profile'],
    ['/meals?week=2#today', '/meals?week=2#today'],
    ['/', '/'],
  ])('keeps the in-app path %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['an empty text', ''],
    ['a full URL', 'https://evil.example/profile'],
    ['a protocol-relative URL', '//evil.example/profile'],
    ['a backslash trick', '/\\evil.example'],
    ['an embedded backslash', '/a\\..\\/evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'profile'],
    ['a tab before the host', '/\t/evil.example'],
    ['the login page itself', '/login?next=/login'],
  ])('sends %s home', (_, raw) => {
    expect(safeNextPath(raw)).toBe('/');
  });
});
