import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { LIMITS } from '../shared/limits';
import { MESSAGES } from '../shared/messages';
import type { AiService } from './ai/ai-service';
import type { DatabaseHandle } from './db/client';
import { accessLog } from './http/access-log';
import type { AppEnv } from './http/app-env';
import { healthRoute } from './http/health-route';
import { securityHeaders } from './http/security-headers';
import { mountWebApp } from './http/web-app';
import type { Logger } from './log';
import { AppError } from './rpc/app-error';
import { createProcedures } from './rpc/procedures';
import { rpcRoute } from './rpc/rpc-route';

/** What the app is built from; tests pass their own database and logger. */
export interface AppDeps {
  database: DatabaseHandle;
  ai: AiService;
  log: Logger;
  version: string;
  /** Folder of the built web app; the API works without it. */
  webRoot?: string;
}

/** Composes the HTTP app: headers and logging, the API, then the web app. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requestId());
  app.use('*', accessLog(deps.log));
  app.use('*', securityHeaders());
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: LIMITS.maxBodyBytes,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.bodyTooLarge(LIMITS.maxBodyBytes / 1024));
      },
    }),
  );

  app.get('/api/health', healthRoute(deps));
  app.post('/api/:name', rpcRoute(createProcedures(deps), deps.log));
  app.all('/api/*', (c) => {
    const known = c.req.path.split('/').length === 3;
    throw known
      ? new AppError('INVALID_ARGUMENT', 'Call procedures with POST and a JSON body like {"data": …}.')
      : new AppError('NOT_FOUND', `There is nothing at ${c.req.path}.`);
  });
  if (deps.webRoot) {
    mountWebApp(app, deps.webRoot);
  }

  app.onError((error, c) => {
    if (error instanceof AppError) {
      // 499 (client gave up) is only ever seen by clients, so every status the server sends has a body.
      return c.json(error.toBody(), error.httpCode as ContentfulStatusCode);
    }
    deps.log.error('unhandled error', {
      reqId: c.get('requestId'),
      error: String(error),
      stack: error.stack,
    });
    return c.json({ error: { status: 'INTERNAL', message: MESSAGES.internal } }, 500);
  });
  return app;
}
