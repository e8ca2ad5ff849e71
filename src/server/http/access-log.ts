import type { Context } from 'hono';
import type { Logger } from '../log';
import type { AppEnv } from './app-env';

/** One JSON line for a finished request with its id, status and duration; never bodies, which may hold user data. */
export function logRequest(log: Logger, c: Context<AppEnv>, startedAt: number): void {
  log.info('request', {
    reqId: c.get('requestId'),
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    ms: Math.round((performance.now() - startedAt) * 10) / 10,
  });
}
