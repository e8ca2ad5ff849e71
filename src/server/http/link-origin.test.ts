import { describe, expect, it } from 'vitest';
import { isTrustedOrigin, linkOrigin, type OriginSettings, requestOrigin } from './link-origin';

const unset: OriginSettings = { publicUrl: undefined, trustProxy: false, port: 3000 };
const proxied: OriginSettings = { ...unset, trustProxy: true };
const published: OriginSettings = { ...unset, publicUrl: 'https://lists.example.org' };

function headers(values: Record<string, string>) {
  return (name: string) => values[name];
}

describe('the address links point at', () => {
  it('follows the Host header when PUBLIC_URL is unset: a LAN address, a host name, IPv6', () => {
    expect(linkOrigin(headers({ host: '192.168.1.20:3000' }), unset)).toBe('http://192.168.1.20:3000');
    expect(linkOrigin(headers({ host: 'NAS.local:3000' }), unset)).toBe('http://nas.local:3000');
    expect(linkOrigin(headers({ host: '[fd00::20]:3000' }), unset)).toBe('http://[fd00::20]:3000');
  });

  it('believes X-Forwarded-Host and -Proto only under TRUST_PROXY', () => {
    const forwarded = headers({
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'shop.example.org, inner.proxy',
      'x-forwarded-proto': 'https',
    });
    expect(linkOrigin(forwarded, proxied)).toBe('https://shop.example.org');
    expect(linkOrigin(forwarded, unset)).toBe('http://127.0.0.1:3000');
  });

  it('lets a set PUBLIC_URL win over every header', () => {
    const forwarded = headers({ host: '192.168.1.20:3000', 'x-forwarded-host': 'elsewhere.example' });
    expect(linkOrigin(forwarded, { ...published, trustProxy: true })).toBe('https://lists.example.org');
  });

  it('falls back to localhost when the host is missing or not a host at all', () => {
    for (const host of ['', 'evil.example/path', 'a b', 'user@evil.example', '"quoted"', 'x'.repeat(70)]) {
      expect(requestOrigin(headers({ host }), unset)).toBeNull();
      expect(linkOrigin(headers({ host }), unset)).toBe('http://localhost:3000');
    }
  });
});

describe('which pages may call the API', () => {
  it('trusts a page on the address the request came in on, only while PUBLIC_URL is unset', () => {
    const lan = headers({ host: '192.168.1.20:3000' });
    expect(isTrustedOrigin('http://192.168.1.20:3000', lan, unset)).toBe(true);
    expect(isTrustedOrigin('http://192.168.1.20:3000', lan, published)).toBe(false);
    expect(isTrustedOrigin('https://lists.example.org', lan, published)).toBe(true);
  });

  it('refuses a page on another site, whatever the request was sent to', () => {
    const lan = headers({ host: '192.168.1.20:3000' });
    expect(isTrustedOrigin('http://evil.example', lan, unset)).toBe(false);
    expect(isTrustedOrigin('http://192.168.1.20:3001', lan, unset)).toBe(false);
    expect(isTrustedOrigin('https://192.168.1.20:3000', lan, unset)).toBe(false);
  });

  it('always trusts loopback on the server port', () => {
    expect(isTrustedOrigin('http://127.0.0.1:3000', headers({}), published)).toBe(true);
    expect(isTrustedOrigin('http://localhost:3000', headers({}), unset)).toBe(true);
  });
});
