import { describe, expect, it } from 'vitest';
import { adSenseScriptUrl } from './adsense';

describe('adSenseScriptUrl', () => {
  it("names AdSense's loader with the publisher id", () => {
    expect(adSenseScriptUrl('ca-pub-1234567890')).toBe(
      'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1234567890',
    );
  });

  it('cannot be steered elsewhere by a strange id', () => {
    const url = new URL(adSenseScriptUrl('x&client=evil#frag'));
    expect(url.origin).toBe('https://pagead2.googlesyndication.com');
    expect(url.searchParams.getAll('client')).toEqual(['x&client=evil#frag']);
  });
});
