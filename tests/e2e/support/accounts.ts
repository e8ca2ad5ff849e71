import { randomInt } from 'node:crypto';
import { type APIRequestContext, test as base, expect } from '@playwright/test';

/**
 * Every password the e2e tests type. The global teardown fails the run if any of them shows up in the
 * server's log, so tests must use only these.
 */
export const PASSWORDS = {
  first: 'Correct-Horse-Battery-7x',
  renewed: 'Fresh-Pantry-Shelf-42q',
  wrong: 'Wrong-Guess-Turnip-13z',
} as const;

/** A fresh address for each account, so tests never share one (nor its rate limits). */
export function uniqueEmail(name: string): string {
  return `${name}.${Date.now()}.${randomInt(1e9)}@example.com`;
}

/** Creates an account through better-auth's endpoint; the request context keeps the session cookie. */
export async function createAccount(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  name = 'Ann Shopper',
): Promise<void> {
  const response = await request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORDS.first, name },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The test fixture of the accounts specs: each test calls from its own client address (the server trusts
 * X-Forwarded-For here), so the per-address sign-in limits of one test never throttle another.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
});
