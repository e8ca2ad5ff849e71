import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { type Auth, CLIENT_ADDRESS_HEADER } from './auth';
import type { SessionResolver } from './session-resolver';

/**
 * better-auth's endpoints that can end sessions. Any path that deletes a session tells every instance through
 * the database (session-ends.ts); on these the answer also waits until this instance has heard, so the next
 * request with an ended cookie is refused here at once.
 */
const ENDS_SESSIONS = new Set(
  [
    'sign-out',
    'revoke-session',
    'revoke-sessions',
    'revoke-other-sessions',
    'reset-password',
    'change-password',
    'delete-user',
  ].map((name) => `/api/auth/${name}`),
);

/** Hands `/api/auth/*` to better-auth with the client's real address, and ends sessions here before answering. */
export function authRoute(auth: Auth, sessions: SessionResolver) {
  return async (c: Context<AppEnv>) => {
    const raw = c.req.raw;
    const headers = new Headers(raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, c.get('clientAddress'));
    if (c.req.path.endsWith('/sign-out')) {
      sessions.forget(raw.headers);
    }
    const hasBody = raw.method !== 'GET' && raw.method !== 'HEAD';
    const response = await auth.handler(
      new Request(raw.url, {
        method: raw.method,
        headers,
        body: hasBody ? await raw.arrayBuffer() : undefined,
      }),
    );
    if (hasBody && ENDS_SESSIONS.has(c.req.path)) {
      await sessions.caughtUp();
    }
    return response;
  };
}
