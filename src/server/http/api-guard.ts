import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { bodyLimit } from './body-limit';
import type { OriginSettings } from './link-origin';
import { refuseOtherSites } from './origin-guard';
import { refuseOffSiteRedirects } from './redirect-guard';
import { secureCookiesOverHttps } from './secure-cookies';

const IMPORT_PATH = '/api/importMyData';
const AUTH_PATHS = '/api/auth/';

/**
 * The API's edge, in one middleware: the body's size and the calling site before any handler; for better-auth
 * also the page it is asked to send the browser back to, and on the way out the Secure flag of its cookies.
 */
export function apiGuard(options: { origins: OriginSettings }): MiddlewareHandler<AppEnv> {
  const limited = bodyLimit();
  // A data file from "Download my data" is a whole account: only its import may be that large.
  const importLimited = bodyLimit(
    LIMITS.maxImportBytes,
    MESSAGES.importFileTooLarge(LIMITS.maxImportBytes / 1024 / 1024),
  );
  return (c, next) =>
    (c.req.path === IMPORT_PATH ? importLimited : limited)(c, async () => {
      refuseOtherSites(c, options.origins);
      if (!c.req.path.startsWith(AUTH_PATHS)) {
        return next();
      }
      await refuseOffSiteRedirects(c, options.origins);
      await next();
      secureCookiesOverHttps(c, options.origins);
    });
}
