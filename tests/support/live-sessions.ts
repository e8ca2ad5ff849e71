import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/server/db/client';
import { type AppClient, cookieOf } from './test-app';
import { queryRows } from './test-sql';
import type { TestUser } from './test-users';

export const TEST_PASSWORD = 'correct-horse-battery-9';
let sequence = 0;
/** A new address each call, so the sign-in and reset limits per address stay out of a test's way. */
const nextAddress = () => {
  sequence += 1;
  return `10.44.${Math.floor(sequence / 250) % 250}.${sequence % 250}`;
};

/** Posts to one of better-auth's endpoints, from an address of its own, with the cookie when given. */
export function postAuth(app: AppClient, path: string, body: unknown, cookie?: string): Promise<Response> {
  return app.post(`/api/auth/${path}`, JSON.stringify(body), {
    'x-forwarded-for': nextAddress(),
    ...(cookie ? { cookie } : {}),
  });
}

/** Signs the user in once more, as a second device would: the new session's cookie. */
export async function signInAgain(app: AppClient, user: TestUser, password = TEST_PASSWORD): Promise<string> {
  const response = await postAuth(app, 'sign-in/email', { email: user.email, password });
  if (response.status !== 200) {
    throw new Error(`sign-in failed with ${response.status}: ${await response.text()}`);
  }
  return cookieOf(response);
}

/** The session token behind a cookie, as better-auth's revoke-session takes it. */
export async function sessionTokenOf(app: AppClient, cookie: string): Promise<string> {
  const response = await app.request('/api/auth/get-session', { headers: { cookie } });
  const body = (await response.json()) as { session?: { token?: string } } | null;
  const token = body?.session?.token;
  if (!token) {
    throw new Error(`no session behind the cookie (${response.status})`);
  }
  return token;
}

/** Asks for a reset link for the user and uses its token: every session of the user ends. */
export async function resetPassword(
  app: AppClient,
  database: DatabaseHandle,
  user: TestUser,
  newPassword: string,
): Promise<Response> {
  const asked = await postAuth(app, 'request-password-reset', {
    email: user.email,
    redirectTo: '/reset-password',
  });
  if (asked.status !== 200) {
    throw new Error(`the reset request failed with ${asked.status}`);
  }
  // better-auth keeps the token in the verification row's identifier, the user's id as its value.
  const [row] = await queryRows<{ identifier: string }>(
    database,
    sql`select identifier from verification where value = ${user.uid} and identifier like 'reset-password:%'`,
  );
  const token = row?.identifier.slice('reset-password:'.length) ?? '';
  return postAuth(app, 'reset-password', { newPassword, token });
}

/** Waits until the check passes, calling it again every few milliseconds; fails when it still does not at the deadline. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  deadlineMs = 1_000,
): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    if (await check()) {
      return;
    }
    if (Date.now() >= deadline) {
      throw new Error(`${what}: still not so after ${deadlineMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
