import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestHeader } from './request-header';

const NAMES = ['origin', 'content-length', 'x-forwarded-for', 'cookie', 'x-missing'];

function app() {
  const hono = new Hono();
  hono.post('/echo', (c) =>
    c.json(Object.fromEntries(NAMES.map((name) => [name, requestHeader(c, name) ?? null]))),
  );
  return hono;
}

/** Sends raw header lines, repeats included, as a proxy or a browser may. */
function post(base: string, headers: [string, string][]): Promise<Record<string, string | null>> {
  return new Promise((resolve, reject) => {
    const url = new URL('/echo', base);
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: headers.flat() },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        res.on('end', () => {
          try {
            resolve(JSON.parse(body) as Record<string, string | null>);
          } catch {
            reject(new Error(`${res.statusCode} ${body}`));
          }
        });
      },
    );
    req.on('error', reject);
    req.end('{}');
  });
}

describe('request headers read from Node', () => {
  let base = '';
  let close = () => {};
  beforeAll(async () => {
    const server = serve({ fetch: app().fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('answer as Hono would, repeated headers joined and missing ones undefined', async () => {
    const headers: [string, string][] = [
      ['Host', '127.0.0.1'],
      ['Origin', 'http://localhost:3000'],
      ['X-Forwarded-For', '203.0.113.7'],
      ['X-Forwarded-For', '10.0.0.1'],
      ['Cookie', 'a=1'],
      ['Cookie', 'better-auth.session_token=abc'],
      ['Content-Length', '2'],
    ];
    const fromNode = await post(base, headers);
    const inProcess = (await (
      await app().request('/echo', { method: 'POST', headers, body: '{}' })
    ).json()) as Record<string, string | null>;
    expect(fromNode).toEqual({
      origin: 'http://localhost:3000',
      'content-length': '2',
      'x-forwarded-for': '203.0.113.7, 10.0.0.1',
      cookie: 'a=1; better-auth.session_token=abc',
      'x-missing': null,
    });
    expect(inProcess).toEqual(fromNode);
  });
});
