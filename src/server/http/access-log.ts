import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log';
import type { AppEnv } from './app-env';

/** One JSON line per request with its id, status and duration; never bodies, which may hold user data. */
export function accessLog(log: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    log.info('request', {
      reqId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
