import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/** Who is calling: the socket's address, or the first X-Forwarded-For entry only behind a trusted proxy. */
export function clientAddress(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
    c.set('clientAddress', forwarded || socketAddress(c) || 'unknown');
    await next();
  };
}

function socketAddress(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Requests made in-process (tests) have no socket.
    return undefined;
  }
}
