import { createServer, type Server } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { gzipSync } from 'node:zlib';
import { MESSAGES } from '@shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchRecipePage, type RecipeFetchOptions } from './recipe-fetch';

const PAGE = '<html><head><title>Pie</title></head><body><h1>Apple pie</h1></body></html>';

/** A site on loopback that answers each path the way a hostile or broken site might. */
function fakeSite(): Promise<{ server: Server; port: number; seen: Record<string, string | undefined> }> {
  const seen: Record<string, string | undefined> = {};
  const server = createServer((request, response) => {
    seen.accept = request.headers.accept;
    seen.userAgent = request.headers['user-agent'];
    const port = (server.address() as AddressInfo).port;
    switch (request.url) {
      case '/pie':
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
        return;
      case '/gzipped':
        response
          .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
          .end(gzipSync(PAGE));
        return;
      case '/moved':
        response.writeHead(301, { location: '/pie' }).end();
        return;
      case '/to-private':
        response.writeHead(302, { location: 'http://10.0.0.1/pie' }).end();
        return;
      case '/to-loopback-port':
        response.writeHead(302, { location: `http://127.0.0.1:${port + 1}/pie` }).end();
        return;
      case '/loop':
        response.writeHead(302, { location: '/loop' }).end();
        return;
      case '/huge':
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end(Buffer.alloc(6 * 1024 * 1024, 'a'));
        return;
      case '/huge-gzip':
        // 6 MB once inflated, a few kilobytes on the wire: counted after decompression.
        response
          .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
          .end(gzipSync(Buffer.alloc(6 * 1024 * 1024, 'a')));
        return;
      case '/never-ends':
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write('<html><body>');
        return;
      case '/json':
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        return;
      default:
        response.writeHead(404, { 'content-type': 'text/html' }).end('gone');
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as AddressInfo).port, seen }),
    ),
  );
}

describe('fetchRecipePage', () => {
  let site: Awaited<ReturnType<typeof fakeSite>>;
  let options: RecipeFetchOptions;
  let base: string;

  beforeAll(async () => {
    site = await fakeSite();
    base = `http://127.0.0.1:${site.port}`;
    options = {
      allow: [`127.0.0.1:${site.port}`],
      userAgent: 'Aislewise-test (recipe import)',
      timeoutMs: 1500,
    };
  });
  afterAll(() => {
    site.server.closeAllConnections();
    site.server.close();
  });

  const refusal = async (link: string, extra: Partial<RecipeFetchOptions> = {}) => {
    try {
      await fetchRecipePage(link, { ...options, ...extra });
      return 'fetched';
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  };

  it('reads a page of the allowed test site, following a redirect and inflating gzip, and says who asks', async () => {
    expect(await fetchRecipePage(`${base}/pie`, options)).toEqual({ html: PAGE, url: `${base}/pie` });
    expect(await fetchRecipePage(`${base}/moved`, options)).toEqual({ html: PAGE, url: `${base}/pie` });
    expect((await fetchRecipePage(`${base}/gzipped`, options)).html).toBe(PAGE);
    expect(site.seen.accept).toMatch(/^text\/html/);
    expect(site.seen.userAgent).toBe('Aislewise-test (recipe import)');
  });

  it('refuses loopback, private, link-local, metadata and mapped addresses, however they are written', async () => {
    for (const link of [
      'http://127.0.0.1/',
      'http://localhost/recipe',
      'http://10.0.0.1/',
      'http://192.168.1.10/',
      'http://100.64.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
      'http://224.0.0.1/',
      'http://0.0.0.0/',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://017700000001/',
    ]) {
      expect([link, await refusal(link, { allow: [] })]).toEqual([link, MESSAGES.recipeLinkPrivate]);
    }
  });

  it('refuses IPv4 addresses written inside IPv6 (compatible, mapped, NAT64, 6to4, Teredo, SIIT)', async () => {
    for (const link of [
      'http://[::127.0.0.1]/',
      'http://[::7f00:1]/',
      'http://[::10.0.0.1]/',
      'http://[::169.254.169.254]/',
      'http://[::ffff:10.0.0.1]/',
      'http://[0:0:0:0:0:ffff:7f00:1]/',
      'http://[::ffff:0:127.0.0.1]/',
      'http://[64:ff9b::127.0.0.1]/',
      'http://[64:ff9b::a9fe:a9fe]/',
      'http://[2002:7f00:1::1]/',
      'http://[2002:c0a8:101::1]/',
      // Teredo: the client's IPv4 is the last 32 bits inverted (here 127.0.0.1).
      'http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/',
    ]) {
      expect([link, await refusal(link, { allow: [] })]).toEqual([link, MESSAGES.recipeLinkPrivate]);
    }
  });

  it.each([
    ['loopback', '127.0.0.1', 4],
    ['IPv4-compatible loopback', '::127.0.0.1', 6],
    ['IPv4-compatible private', '::10.0.0.1', 6],
    // The same addresses written in hex, as a resolver may give them: ipaddr.js calls these unicast.
    ['IPv4-compatible loopback in hex', '::7f00:1', 6],
    ['IPv4-compatible private in hex', '::a00:1', 6],
  ] as const)(
    'refuses a name that resolves to %s, checked as the connection is made',
    async (_, address, family) => {
      const resolvesTo: LookupFunction = (_host, lookupOptions, callback) => {
        if (lookupOptions.all) {
          callback(null, [{ address, family }]);
        } else {
          callback(null, address, family);
        }
      };
      expect(await refusal('http://recipes.example/pie', { allow: [], lookup: resolvesTo })).toBe(
        MESSAGES.recipeLinkPrivate,
      );
    },
  );

  it('checks every redirect again: one to a private address or to a port off the allow list is refused', async () => {
    expect(await refusal(`${base}/to-private`)).toBe(MESSAGES.recipeLinkPrivate);
    expect(await refusal(`${base}/to-loopback-port`)).toBe(MESSAGES.recipeLinkPort);
    expect(await refusal(`${base}/loop`)).toBe(MESSAGES.recipeTooManyRedirects);
  });

  it('refuses other schemes, other ports, and links that are not links', async () => {
    expect(await refusal('file:///etc/passwd')).toBe(MESSAGES.recipeLinkScheme);
    expect(await refusal('ftp://example.com/pie')).toBe(MESSAGES.recipeLinkScheme);
    expect(await refusal('javascript:alert(1)')).toBe(MESSAGES.recipeLinkScheme);
    expect(await refusal('http://example.com:8080/pie')).toBe(MESSAGES.recipeLinkPort);
    expect(await refusal('http://user:secret@example.com/pie')).toBe(MESSAGES.recipeLinkInvalid);
    expect(await refusal('http://exa mple.com/')).toBe(MESSAGES.recipeLinkInvalid);
  });

  it('stops at 5 MB (after decompression), at the time limit, and at what is not a page', async () => {
    expect(await refusal(`${base}/huge`)).toBe(MESSAGES.recipePageTooLarge);
    expect(await refusal(`${base}/huge-gzip`)).toBe(MESSAGES.recipePageTooLarge);
    expect(await refusal(`${base}/never-ends`)).toBe(MESSAGES.recipePageTooSlow);
    expect(await refusal(`${base}/json`)).toBe(MESSAGES.recipeNotHtml);
    expect(await refusal(`${base}/missing`)).toBe(MESSAGES.recipeSiteError(404));
    expect(
      await refusal(`http://127.0.0.1:${site.port + 1}/pie`, { allow: [`127.0.0.1:${site.port + 1}`] }),
    ).toBe(MESSAGES.recipeSiteUnreachable);
  });
});
