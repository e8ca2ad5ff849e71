import { MESSAGES } from '@shared/messages';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { authInputGuard } from './auth/auth-input-guard';
import { authRateLimit } from './auth/auth-rate-limit';
import { authRoute } from './auth/auth-route';
import { stripeWebhookRoute } from './billing/stripe-webhook';
import { mountCaldav } from './dav/mount-caldav';
import type { DatabaseHandle } from './db/client';
import { apiGuard } from './http/api-guard';
import type { AppEnv } from './http/app-env';
import { responseCompression } from './http/compression';
import { healthRoute } from './http/health-route';
import { requestEdge } from './http/request-edge';
import { requestLanguageMiddleware } from './http/request-language';
import { mountWebApp } from './http/web-app';
import type { Logger } from './log';
import { openapiRoute } from './openapi/openapi-route';
import { createProcedures } from './procedures';
import { AppError } from './rpc/app-error';
import { rpcRoute } from './rpc/rpc-route';
import type { Services } from './services';

/** What the app is built from; tests pass their own database and logger. */
export interface AppDeps {
  database: DatabaseHandle;
  services: Services;
  log: Logger;
  version: string;
  /** Folder of the built web app; the API works without it. */
  webRoot?: string;
}

/** Composes the HTTP app: headers and logging, accounts, the API, then the web app. */
export function createApp({ database, services, log, version, webRoot }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requestEdge({ log, proxyHops: services.config.proxyHops }));
  app.use('*', requestLanguageMiddleware());
  if (services.config.compression) {
    app.use('*', responseCompression());
  }
  app.use('/api/*', apiGuard({ origins: services.config }));

  app.get(
    '/api/health',
    healthRoute({ database, ai: services.ai, version, dataDir: services.config.dataDir }),
  );
  app.get('/api/openapi.json', openapiRoute({ version }));
  app.use('/api/auth/*', authInputGuard());
  app.use('/api/auth/*', authRateLimit(services.authRateLimits));
  app.on(['GET', 'POST'], '/api/auth/*', authRoute(services.auth, services.sessions));
  app.post('/api/billing/webhook', stripeWebhookRoute(services.stripeWebhook));
  const procedures = createProcedures(services, { version });
  app.post('/api/:name', rpcRoute(procedures, { log, ...services }));
  app.all('/api/*', (c) => {
    const known = c.req.path.split('/').length === 3;
    throw known
      ? new AppError('INVALID_ARGUMENT', 'Call procedures with POST and a JSON body like {"data": …}.')
      : new AppError('NOT_FOUND', `There is nothing at ${c.req.path}.`);
  });
  mountCaldav(app, { ...services, procedures, log, signIn: services.appPasswordSignIn });
  if (webRoot) {
    const { adsClientId } = services.config;
    const signedIn = async (headers: Headers) => (await services.sessions.userIdOf(headers)) !== null;
    mountWebApp(app, webRoot, {
      precompressed: services.config.compression,
      showsAds: async (headers) => (adsClientId ? !(await signedIn(headers)) : false),
      signedIn,
    });
  }

  app.onError((error, c) => {
    if (error instanceof AppError) {
      // 499 (client gave up) is only ever seen by clients, so every status the server sends has a body.
      return c.json(error.toBody(), error.httpCode as ContentfulStatusCode);
    }
    log.error('unhandled error', { reqId: c.get('requestId'), error: String(error), stack: error.stack });
    return c.json({ error: { status: 'INTERNAL', message: MESSAGES.internal } }, 500);
  });
  return app;
}
