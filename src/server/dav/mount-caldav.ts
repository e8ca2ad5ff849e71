import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { bodyLimit } from '../http/body-limit';
import { type DavRouteDeps, davRoute, wellKnownCaldav } from './dav-route';

/** CalDAV on the app: discovery at /.well-known/caldav (RFC 6764), the server at /dav/. */
export function mountCaldav(app: Hono<AppEnv>, deps: DavRouteDeps): void {
  app.all('/.well-known/caldav', wellKnownCaldav);
  app.all('/.well-known/caldav/', wellKnownCaldav);
  const limited = bodyLimit(LIMITS.maxDavBodyBytes, MESSAGES.bodyTooLarge(LIMITS.maxDavBodyBytes / 1024));
  const route = davRoute(deps);
  for (const path of ['/dav', '/dav/*']) {
    app.use(path, limited);
    app.all(path, route);
  }
}
