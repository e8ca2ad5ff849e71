import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { requestHeader } from './request-header';

/** Who is calling: the socket's address, or the first X-Forwarded-For entry only behind a trusted proxy. */
export function clientAddressOf(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? requestHeader(c, 'x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  return forwarded || socketAddress(c) || 'unknown';
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Requests made in-process (tests) have no socket.
    return undefined;
  }
}
