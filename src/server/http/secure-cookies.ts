import type { Context } from 'hono';
import { cameOverHttps, type OriginSettings } from './link-origin';
import { requestHeader } from './request-header';

const SECURE = /;\s*secure\s*(?:;|$)/i;

/**
 * Marks the cookies of an answer Secure when the browser reached us over https through our proxy. With PUBLIC_URL
 * unset better-auth only knows the app as http and sets them without; their names stay the same, so the session
 * resolver and better-auth still find them.
 */
export function secureCookiesOverHttps(c: Context, settings: OriginSettings): void {
  if (!cameOverHttps((name) => requestHeader(c, name), settings)) {
    return;
  }
  const headers = c.res.headers;
  const cookies = headers.getSetCookie();
  if (cookies.every((cookie) => SECURE.test(cookie))) {
    return;
  }
  headers.delete('set-cookie');
  for (const cookie of cookies) {
    headers.append('set-cookie', SECURE.test(cookie) ? cookie : `${cookie}; Secure`);
  }
}
