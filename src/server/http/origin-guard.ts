import type { MiddlewareHandler } from 'hono';
import { AppError } from '../rpc/app-error';
import type { AppEnv } from './app-env';

/** Refuses state-changing calls a browser made from another site; clients without an Origin (scripts) pass. */
export function originGuard(allowed: readonly string[]): MiddlewareHandler<AppEnv> {
  const origins = new Set(allowed);
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && origin && !origins.has(origin)) {
      throw new AppError('PERMISSION_DENIED', 'Requests from other sites are not allowed.');
    }
    await next();
  };
}
