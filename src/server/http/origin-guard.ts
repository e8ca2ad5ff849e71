import type { Context } from 'hono';
import { AppError } from '../rpc/app-error';
import { isTrustedOrigin, type OriginSettings } from './link-origin';
import { requestHeader } from './request-header';

/** Refuses a state-changing call a browser made from another site; clients without an Origin (scripts) pass. */
export function refuseOtherSites(c: Context, settings: OriginSettings): void {
  const origin = requestHeader(c, 'origin');
  if (
    c.req.method !== 'GET' &&
    c.req.method !== 'HEAD' &&
    origin &&
    !isTrustedOrigin(origin, (name) => requestHeader(c, name), settings)
  ) {
    throw new AppError('PERMISSION_DENIED', 'Requests from other sites are not allowed.');
  }
}
