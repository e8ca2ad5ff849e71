import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './absolute-url';

describe('absoluteUrl', () => {
  it('puts a relative link on the page origin', () => {
    expect(absoluteUrl('/household/join/abc', 'https://aislewise.test')).toBe(
      'https://aislewise.test/household/join/abc',
    );
  });

  it('keeps a full link as it is', () => {
    expect(absoluteUrl('https://shop.test/invite/x', 'https://aislewise.test')).toBe(
      'https://shop.test/invite/x',
    );
  });

  it('gives back what it cannot read', () => {
    expect(absoluteUrl('/invite/x', '')).toBe('/invite/x');
  });
});
