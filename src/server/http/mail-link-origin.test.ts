import { describe, expect, it } from 'vitest';
import { type MailLinkSettings, mailLinkOrigin } from './mail-link-origin';

const unset: MailLinkSettings = { publicUrl: undefined, trustProxy: false, port: 3000, allowedHosts: [] };
const allowing: MailLinkSettings = { ...unset, allowedHosts: ['groceries.home', 'nas.local:8443'] };

function headers(values: Record<string, string>) {
  return (name: string) => values[name];
}

describe('the origin links in mails point at', () => {
  it('is PUBLIC_URL when set, whatever the request says', () => {
    const published = { ...unset, publicUrl: 'https://lists.example.org', trustProxy: true };
    expect(mailLinkOrigin(headers({ host: 'evil.example' }), published)).toBe('https://lists.example.org');
    expect(mailLinkOrigin(headers({ 'x-forwarded-host': 'evil.example' }), published)).toBe(
      'https://lists.example.org',
    );
  });

  it.each([
    ['localhost:3000', 'http://localhost:3000'],
    ['127.0.0.1', 'http://127.0.0.1'],
    ['127.0.0.2:3000', 'http://127.0.0.2:3000'],
    ['[::1]:3000', 'http://[::1]:3000'],
    ['192.168.1.20:3000', 'http://192.168.1.20:3000'],
    ['10.1.2.3', 'http://10.1.2.3'],
    ['172.31.255.1:3000', 'http://172.31.255.1:3000'],
    ['169.254.0.9', 'http://169.254.0.9'],
    ['[fc00::1]:3000', 'http://[fc00::1]:3000'],
    ['[FD00:0::20]:3000', 'http://[fd00::20]:3000'],
    ['[fe80::1]', 'http://[fe80::1]'],
    ['[::ffff:192.168.1.20]:3000', 'http://[::ffff:c0a8:114]:3000'],
    ['groceries.home', 'http://groceries.home'],
    ['Groceries.Home:8080', 'http://groceries.home:8080'],
    ['nas.local:8443', 'http://nas.local:8443'],
  ])('follows a trusted Host %s', (host, origin) => {
    expect(mailLinkOrigin(headers({ host }), allowing)).toBe(origin);
  });

  it.each([
    'evil.example',
    'evil.example:3000',
    'localhost.evil.example',
    'groceries.home.evil.example',
    'nas.local',
    'nas.local:8444',
    '8.8.8.8',
    '172.32.0.1',
    '100.64.0.1',
    '[2001:db8::1]',
    '[::127.0.0.1]',
    'evil.example/path',
    'user@192.168.1.20',
  ])('refuses the Host %s', (host) => {
    expect(mailLinkOrigin(headers({ host }), allowing)).toBeNull();
  });

  it('takes X-Forwarded-Host and -Proto only under TRUST_PROXY, by the same rule', () => {
    const proxied = { ...allowing, trustProxy: true };
    const forwarded = (host: string) =>
      headers({ host: '127.0.0.1:3000', 'x-forwarded-host': host, 'x-forwarded-proto': 'https' });
    expect(mailLinkOrigin(forwarded('groceries.home'), proxied)).toBe('https://groceries.home');
    expect(mailLinkOrigin(forwarded('evil.example'), proxied)).toBeNull();
    // Without TRUST_PROXY the headers are the client's own words: the Host decides.
    expect(mailLinkOrigin(forwarded('evil.example'), allowing)).toBe('http://127.0.0.1:3000');
    expect(mailLinkOrigin(headers({ 'x-forwarded-host': 'evil.example' }), proxied)).toBeNull();
  });

  it('is the server itself for a request that names no host at all', () => {
    expect(mailLinkOrigin(headers({}), unset)).toBe('http://localhost:3000');
  });
});
