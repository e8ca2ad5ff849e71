import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { linkOrigin, type OriginSettings } from '../http/link-origin';
import { requestHeader } from '../http/request-header';
import type { Logger } from '../log';
import type { CallContext } from './procedure-types';

/** The context a procedure runs in, from the request that called it (over the API or CalDAV). */
export function callContext<U extends string | null>(
  c: Context<AppEnv>,
  deps: { log: Logger; config: OriginSettings },
  userId: U,
): CallContext & { userId: U } {
  return {
    requestId: c.get('requestId'),
    log: deps.log,
    clientAddress: c.get('clientAddress'),
    userId,
    get linkOrigin() {
      return linkOrigin((header) => requestHeader(c, header), deps.config);
    },
    // Made on first use: most calls never look, and a tick should not pay for an AbortController.
    get signal() {
      return c.req.raw.signal;
    },
  };
}
