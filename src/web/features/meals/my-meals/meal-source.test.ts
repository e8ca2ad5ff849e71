import { describe, expect, it } from 'vitest';
import { sourceHost, sourceLabel } from './meal-source';

describe('a meal source link as shown', () => {
  it('names the site by its host, without www', () => {
    expect(sourceHost('https://www.example.com/recipes/soup?x=1')).toBe('example.com');
    expect(sourceHost('http://127.0.0.1:3391/02-cookies')).toBe('127.0.0.1');
  });

  it('shortens a deeper link to the host and an ellipsis', () => {
    expect(sourceLabel('https://example.com/recipes/soup')).toBe('example.com/…');
    expect(sourceLabel('https://example.com/?p=12')).toBe('example.com/…');
    expect(sourceLabel('https://example.com/')).toBe('example.com');
  });

  it('shows nothing for a link that does not parse or is not a web page', () => {
    expect(sourceHost('not a link')).toBeNull();
    expect(sourceHost('javascript:alert(1)')).toBeNull();
    expect(sourceLabel('ftp://example.com/soup')).toBeNull();
    expect(sourceLabel('')).toBeNull();
  });
});
