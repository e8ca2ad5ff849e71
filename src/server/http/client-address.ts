import type { IncomingMessage } from 'node:http';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { HeaderReader } from './link-origin';
import { requestHeader } from './request-header';

/**
 * Who is calling, by one rule for the HTTP edge and the live socket: the socket's address; or, behind
 * `proxyHops` proxies of ours (TRUST_PROXY), the X-Forwarded-For entry the outermost of them appended, the
 * `proxyHops`-th from the right. Entries left of it are whatever the client sent, so never the left-most.
 * A request that passed fewer proxies (the header is shorter) gets the left-most entry, which one of ours
 * still appended. Several header lines count as one list, as Node and fetch join them with commas.
 */
export function clientAddressFrom(
  header: HeaderReader,
  socketAddress: string | undefined,
  proxyHops: number,
): string {
  if (proxyHops > 0) {
    const entries = (header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const appended = entries[Math.max(0, entries.length - proxyHops)];
    if (appended) {
      return appended;
    }
  }
  return socketAddress || 'unknown';
}

/** Who is calling this Hono request (see clientAddressFrom). */
export function clientAddressOf(c: Context, proxyHops: number): string {
  return clientAddressFrom((name) => requestHeader(c, name), socketAddress(c), proxyHops);
}

/** The same for a request Node hands over outside Hono (the live socket's upgrade). */
export function clientAddressOfRequest(request: IncomingMessage, proxyHops: number): string {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  return clientAddressFrom(header, request.socket.remoteAddress, proxyHops);
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Requests made in-process (tests) have no socket.
    return undefined;
  }
}
