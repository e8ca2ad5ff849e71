import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { bodyLimit } from './body-limit';
import { refuseOtherSites } from './origin-guard';

/** The API's checks before any handler, in one middleware: the body's size, then the calling site. */
export function apiGuard(options: { origins: readonly string[] }): MiddlewareHandler<AppEnv> {
  const limited = bodyLimit();
  const allowed = new Set(options.origins);
  return (c, next) =>
    limited(c, async () => {
      refuseOtherSites(c, allowed);
      await next();
    });
}
