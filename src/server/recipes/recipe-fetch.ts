import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { MESSAGES } from '@shared/messages';
import ipaddr from 'ipaddr.js';
// Named for what it gives: the library's `useAgent` is no React hook.
import { useAgent as filteringAgentFor } from 'request-filtering-agent';

/** Why a page could not be fetched, in words for the user: each refusal has a message of its own. */
export class RecipeFetchError extends Error {}

/** How the server fetches a recipe page a user linked to. */
export interface RecipeFetchOptions {
  /** `host:port` pairs reachable whatever their address or port (RECIPE_FETCH_ALLOW: for tests only). */
  allow: readonly string[];
  userAgent: string;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** How names are resolved (the system's by default); the tests give one that answers loopback. */
  lookup?: LookupFunction;
}

const TIMEOUT_MS = 10_000;
const MAX_BYTES = 5 * 1024 * 1024;
const MAX_REDIRECTS = 5;
const WEB_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** A fetched page: its HTML and the address it was finally read from (after redirects). */
export interface FetchedPage {
  html: string;
  url: string;
}

/**
 * Fetches a page a user linked to, without letting the link reach inside the host's network: only http and
 * https on ports 80 and 443; loopback, private, link-local, CGNAT, multicast and metadata addresses refused,
 * IPv4 and IPv6 alike (IPv4 inside IPv6 too), for the address typed and for every address the name resolves
 * to, checked as the connection is made (request-filtering-agent), so a name that resolves elsewhere the
 * second time gains nothing; every redirect checked again, at most 5; at most 5 MB of body (after
 * decompression) and 10 s in all.
 */
export async function fetchRecipePage(link: string, options: RecipeFetchOptions): Promise<FetchedPage> {
  const deadline = AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS);
  let url = parseLink(link);
  for (let redirects = 0; ; redirects += 1) {
    const allowed = checkAddress(url, options.allow);
    const answer = await request(url, allowed, options, deadline);
    if (answer.redirect === undefined) {
      return { html: answer.html, url: url.href };
    }
    if (redirects >= (options.maxRedirects ?? MAX_REDIRECTS)) {
      throw new RecipeFetchError(MESSAGES.recipeTooManyRedirects);
    }
    url = parseLink(new URL(answer.redirect, url).href);
  }
}

/** The link as a URL; one typed without a scheme ('example.com/pie') is taken as https. */
function parseLink(link: string): URL {
  const text = link.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    return new URL(withScheme);
  } catch {
    throw new RecipeFetchError(MESSAGES.recipeLinkInvalid);
  }
}

/**
 * Refuses what the URL itself shows to be out of bounds; answers whether it is on the test allow list (then
 * the connection is not filtered). The URL parser has already turned numeric tricks ('2130706433',
 * '0x7f.1') into the dotted address they stand for.
 */
function checkAddress(url: URL, allow: readonly string[]): boolean {
  if (!(url.protocol in WEB_PORTS)) {
    throw new RecipeFetchError(MESSAGES.recipeLinkScheme);
  }
  if (url.username !== '' || url.password !== '') {
    throw new RecipeFetchError(MESSAGES.recipeLinkInvalid);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = url.port || WEB_PORTS[url.protocol];
  if (allow.includes(`${host}:${port}`)) {
    return true;
  }
  if (port !== '80' && port !== '443') {
    throw new RecipeFetchError(MESSAGES.recipeLinkPort);
  }
  if (host === 'localhost' || host.endsWith('.localhost') || host === '' || isPrivateAddress(host)) {
    throw new RecipeFetchError(MESSAGES.recipeLinkPrivate);
  }
  return false;
}

/** IPv4-compatible IPv6 (::a.b.c.d, deprecated by RFC 4291): reaches the IPv4 inside, yet ipaddr.js calls it unicast. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/**
 * True for an IP address that is not a public unicast one. IPv4 mapped into IPv6 is judged as IPv4; every other
 * form that carries an IPv4 address is refused whatever it carries: IPv4-compatible here, and NAT64
 * (64:ff9b::/96), 6to4 (2002::/16), Teredo (2001::/32) and SIIT (::ffff:0:0:0/96) by the ranges ipaddr.js
 * gives them.
 */
export function isPrivateAddress(host: string): boolean {
  if (isIP(host) === 0) {
    return false;
  }
  try {
    const address = ipaddr.process(host);
    return address.range() !== 'unicast' || (address.kind() === 'ipv6' && address.match(IPV4_COMPATIBLE));
  } catch {
    return true;
  }
}

/**
 * The name resolution of a filtered fetch: request-filtering-agent refuses what ipaddr.js calls non-unicast,
 * and this refuses the rest of what isPrivateAddress does (IPv4-compatible addresses) before it.
 */
function refusingPrivate(lookup: LookupFunction): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    lookup(hostname, lookupOptions, (error, address, family) => {
      const addresses =
        typeof address === 'string' ? [address] : (address ?? []).map((entry) => entry.address);
      if (!error && addresses.some(isPrivateAddress)) {
        callback(new RecipeFetchError(MESSAGES.recipeLinkPrivate), address, family);
        return;
      }
      callback(error, address, family);
    });
  };
}

type Answer = { redirect: string; html?: undefined } | { redirect?: undefined; html: string };

function request(url: URL, allowed: boolean, options: RecipeFetchOptions, deadline: AbortSignal) {
  return new Promise<Answer>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const agent = allowed ? undefined : filteringAgentFor(url.href);
    const lookup = allowed
      ? options.lookup
      : refusingPrivate(options.lookup ?? (dns.lookup as LookupFunction));
    const outgoing = client.get(
      url,
      {
        agent,
        signal: deadline,
        ...(lookup ? { lookup } : {}),
        headers: {
          accept: 'text/html,application/xhtml+xml;q=0.9',
          'accept-encoding': 'gzip, deflate, br',
          'user-agent': options.userAgent,
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location) {
          response.resume();
          resolve({ redirect: location });
          return;
        }
        if (status < 200 || status >= 300) {
          response.resume();
          reject(new RecipeFetchError(MESSAGES.recipeSiteError(status)));
          return;
        }
        const type = (response.headers['content-type'] ?? 'text/html').toLowerCase();
        if (!/html/.test(type)) {
          response.resume();
          reject(new RecipeFetchError(MESSAGES.recipeNotHtml));
          return;
        }
        const maxBytes = options.maxBytes ?? MAX_BYTES;
        if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
          response.destroy();
          reject(new RecipeFetchError(MESSAGES.recipePageTooLarge));
          return;
        }
        readBody(decoded(response), maxBytes, charsetOf(type), deadline).then(
          (html) => resolve({ html }),
          (error: unknown) => reject(error),
        );
      },
    );
    outgoing.on('error', (error) => reject(fetchFailure(error, deadline)));
  });
}

/** The body as sent: decompressed when the server compressed it. */
function decoded(response: http.IncomingMessage): Readable {
  switch ((response.headers['content-encoding'] ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(zlib.createGunzip());
    case 'deflate':
      return response.pipe(zlib.createInflate());
    case 'br':
      return response.pipe(zlib.createBrotliDecompress());
    default:
      return response;
  }
}

/** Reads at most `maxBytes` (counted after decompression, so a small bomb cannot grow past it). */
async function readBody(
  body: Readable,
  maxBytes: number,
  charset: string,
  deadline: AbortSignal,
): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
      size += bytes.length;
      if (size > maxBytes) {
        body.destroy();
        throw new RecipeFetchError(MESSAGES.recipePageTooLarge);
      }
      chunks.push(bytes);
    }
  } catch (error) {
    throw fetchFailure(error instanceof Error ? error : new Error(String(error)), deadline);
  }
  try {
    return new TextDecoder(charset).decode(Buffer.concat(chunks));
  } catch {
    return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
  }
}

function charsetOf(contentType: string): string {
  return /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? 'utf-8';
}

/** A failed connection in the user's words: refused by the address filter, out of time, or unreachable. */
function fetchFailure(error: Error, deadline: AbortSignal): RecipeFetchError {
  if (error instanceof RecipeFetchError) {
    return error;
  }
  if (deadline.aborted) {
    return new RecipeFetchError(MESSAGES.recipePageTooSlow);
  }
  if (/is not allowed/.test(error.message)) {
    return new RecipeFetchError(MESSAGES.recipeLinkPrivate);
  }
  return new RecipeFetchError(MESSAGES.recipeSiteUnreachable);
}
