import { sql } from 'drizzle-orm';
import { type AppClient, cookieOf, type TestApp } from './test-app';

let sequence = 0;

/** A signed-up user of the test app: their session cookie and id. */
export interface TestUser {
  cookie: string;
  uid: string;
  email: string;
}

/** Signs a new user up through better-auth's endpoint, each from its own address so limits stay out of the way. */
export async function signUpUser(
  app: AppClient,
  name = 'Shopper',
  headers: Record<string, string> = {},
): Promise<TestUser> {
  sequence += 1;
  const email = `${name.toLowerCase()}.${Date.now()}.${sequence}@example.com`;
  const response = await app.post(
    '/api/auth/sign-up/email',
    JSON.stringify({ email, password: 'correct-horse-battery-9', name }),
    { 'x-forwarded-for': `10.9.${Math.floor(sequence / 250) % 250}.${sequence % 250}`, ...headers },
  );
  if (response.status !== 200) {
    throw new Error(`sign-up failed with ${response.status}: ${await response.text()}`);
  }
  const cookie = cookieOf(response);
  const me = await app.call('me', {}, cookie);
  const uid = me.body?.result?.uid ?? '';
  return { cookie, uid, email };
}

/** Gives a test user an active subscription, as a completed checkout would. */
export async function makePro(app: Pick<TestApp, 'database'>, user: TestUser): Promise<void> {
  await app.database.db.execute(sql`update "user" set subscription_status = 'active' where id = ${user.uid}`);
}
