import type { IncomingMessage } from 'node:http';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { requestHeader } from './request-header';

/** Who is calling: the socket's address, or the first X-Forwarded-For entry only behind a trusted proxy. */
export function clientAddressOf(c: Context, trustProxy: boolean): string {
  return clientAddressFrom(requestHeader(c, 'x-forwarded-for'), socketAddress(c), trustProxy);
}

/** The same for a request Node hands over outside Hono (the live socket's upgrade). */
export function clientAddressOfRequest(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  return clientAddressFrom(
    Array.isArray(forwarded) ? forwarded.join(', ') : forwarded,
    request.socket.remoteAddress,
    trustProxy,
  );
}

function clientAddressFrom(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustProxy: boolean,
): string {
  const forwarded = trustProxy ? forwardedFor?.split(',')[0]?.trim() : undefined;
  return forwarded || socketAddress || 'unknown';
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Requests made in-process (tests) have no socket.
    return undefined;
  }
}
