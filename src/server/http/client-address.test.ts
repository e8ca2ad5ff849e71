import { describe, expect, it } from 'vitest';
import { clientAddressFrom } from './client-address';

const forwardedFor = (value: string | undefined) => (name: string) =>
  name === 'x-forwarded-for' ? value : undefined;

describe('the client address', () => {
  it('is the socket address without TRUST_PROXY, whatever the client sends', () => {
    expect(clientAddressFrom(forwardedFor('203.0.113.7'), '198.51.100.1', 0)).toBe('198.51.100.1');
  });

  it('is the right-most X-Forwarded-For entry behind one proxy, never one the client put before it', () => {
    expect(clientAddressFrom(forwardedFor('10.0.0.5'), '127.0.0.1', 1)).toBe('10.0.0.5');
    expect(clientAddressFrom(forwardedFor('203.0.113.7, 10.0.0.5'), '127.0.0.1', 1)).toBe('10.0.0.5');
    expect(clientAddressFrom(forwardedFor(' 1.1.1.1 ,2.2.2.2,  10.0.0.5 '), '127.0.0.1', 1)).toBe('10.0.0.5');
  });

  it('is the N-th entry from the right behind N proxies', () => {
    const header = forwardedFor('203.0.113.7, 10.0.0.5, 172.16.0.2');
    expect(clientAddressFrom(header, '127.0.0.1', 2)).toBe('10.0.0.5');
    expect(clientAddressFrom(header, '127.0.0.1', 3)).toBe('203.0.113.7');
  });

  it('is the left-most entry when the request passed fewer proxies than configured', () => {
    expect(clientAddressFrom(forwardedFor('10.0.0.5'), '127.0.0.1', 2)).toBe('10.0.0.5');
    expect(clientAddressFrom(forwardedFor('10.0.0.5, 172.16.0.2'), '127.0.0.1', 5)).toBe('10.0.0.5');
  });

  it('reads header lines joined by commas as one list, and skips empty entries', () => {
    expect(clientAddressFrom(forwardedFor('203.0.113.7, 10.0.0.5, '), '127.0.0.1', 1)).toBe('10.0.0.5');
  });

  it('falls back to the socket address, then to "unknown", when the proxy sent no entry', () => {
    expect(clientAddressFrom(forwardedFor(undefined), '127.0.0.1', 1)).toBe('127.0.0.1');
    expect(clientAddressFrom(forwardedFor(' , '), '127.0.0.1', 1)).toBe('127.0.0.1');
    expect(clientAddressFrom(forwardedFor(undefined), undefined, 1)).toBe('unknown');
  });
});
