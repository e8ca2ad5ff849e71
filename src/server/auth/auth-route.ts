import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { type Auth, CLIENT_ADDRESS_HEADER } from './auth';
import type { SessionResolver } from './session-resolver';

/** Hands `/api/auth/*` to better-auth with the client's real address, and forgets a session at sign-out. */
export function authRoute(auth: Auth, sessions: SessionResolver) {
  return async (c: Context<AppEnv>) => {
    const raw = c.req.raw;
    const headers = new Headers(raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, c.get('clientAddress'));
    if (c.req.path.endsWith('/sign-out')) {
      sessions.forget(raw.headers);
    }
    const hasBody = raw.method !== 'GET' && raw.method !== 'HEAD';
    return auth.handler(
      new Request(raw.url, {
        method: raw.method,
        headers,
        body: hasBody ? await raw.arrayBuffer() : undefined,
      }),
    );
  };
}
