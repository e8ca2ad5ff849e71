import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { requestEdge } from './request-edge';
import { ADS_CSP, SECURITY_HEADERS, STRICT_CSP } from './security-headers';

function app() {
  const hono = new Hono();
  hono.use('*', requestEdge({ log: createLogger('silent'), proxyHops: 0 }));
  hono.get('/plain', (c) => c.json({ ok: true }));
  hono.get('/own-csp', (c) => {
    c.header('Content-Security-Policy', ADS_CSP);
    return c.text('guest page');
  });
  hono.get('/boom', () => {
    throw new Error('boom');
  });
  hono.onError((_error, c) => c.text('failed', 500));
  return hono;
}

describe('security headers', () => {
  let base = '';
  let close = () => {};

  beforeAll(async () => {
    const server = serve({ fetch: app().fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  // The Node server sets them on its own response; requests made in-process get them on the answer.
  const ways = [
    ['on the Node server', (path: string) => fetch(`${base}${path}`)],
    ['in-process', (path: string) => Promise.resolve(app().request(path))],
  ] as const;

  it.each(ways)('are on every answer %s, errors included', async (_way, get) => {
    for (const path of ['/plain', '/boom']) {
      const response = await get(path);
      for (const [name, value] of SECURITY_HEADERS) {
        expect([path, name, response.headers.get(name)]).toEqual([path, name, value]);
      }
      expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/);
    }
  });

  it.each(ways)('leave a handler its own CSP %s', async (_way, get) => {
    const response = await get('/own-csp');
    expect(response.headers.get('content-security-policy')).toBe(ADS_CSP);
    expect(response.headers.get('content-security-policy')).not.toBe(STRICT_CSP);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});
