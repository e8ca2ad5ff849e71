import type { MiddlewareHandler } from 'hono';
import { LIMITS } from '../../shared/limits';
import { MESSAGES } from '../../shared/messages';
import type { AppEnv } from './app-env';
import { bodyLimit } from './body-limit';
import type { OriginSettings } from './link-origin';
import { refuseOtherSites } from './origin-guard';
import { refuseOffSiteRedirects } from './redirect-guard';

const IMPORT_PATH = '/api/importMyData';

/**
 * The API's checks before any handler, in one middleware: the body's size, the calling site, and for better-auth
 * the page it is asked to send the browser back to.
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
      if (c.req.path.startsWith('/api/auth/')) {
        await refuseOffSiteRedirects(c, options.origins);
      }
      await next();
    });
}
