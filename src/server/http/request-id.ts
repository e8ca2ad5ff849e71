import type { Context } from 'hono';
import { requestHeader } from './request-header';

const SAFE_ID = /^[\w\-=]{1,255}$/;

/** The caller's own X-Request-Id when it is a plain token (a proxy's), else a new one. */
export function requestIdOf(c: Context): string {
  const given = requestHeader(c, 'x-request-id');
  return given && SAFE_ID.test(given) ? given : crypto.randomUUID();
}
