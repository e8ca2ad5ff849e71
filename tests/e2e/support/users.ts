import { randomInt } from 'node:crypto';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import type { InputOf, OutputOf, ProcedureName } from '@shared/api';
import { test as accountsTest, createAccount, uniqueEmail } from './accounts';

/** Someone using the app in their own browser context, signed in to a fresh account. */
export interface User {
  page: Page;
  email: string;
  name: string;
}

function clientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/**
 * The lists specs' fixture: `signUp(name)` gives the test's own page an account, and `newUser(name)` opens
 * another browser (context) with the project's device settings, its own client address and its own
 * account, for a second or third person. Each closes at the end of the test.
 */
export const test = accountsTest.extend<{
  signUp: (name: string) => Promise<User>;
  newUser: (name: string) => Promise<User>;
  newGuest: () => Promise<Page>;
}>({
  signUp: async ({ page, baseURL }, use) => {
    await use(async (name) => {
      const email = uniqueEmail(name.split(' ')[0]?.toLowerCase() ?? 'user');
      await createAccount(page.request, baseURL ?? '', email, name);
      return { page, email, name };
    });
  },
  newGuest: async ({ browser, baseURL, viewport, userAgent, isMobile, hasTouch, deviceScaleFactor }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext({
        baseURL,
        viewport,
        userAgent,
        isMobile,
        hasTouch,
        deviceScaleFactor,
        extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
      });
      contexts.push(context);
      return context.newPage();
    });
    for (const context of contexts) {
      await context.close();
    }
  },
  newUser: async ({ newGuest, baseURL }, use) => {
    await use(async (name) => {
      const page = await newGuest();
      const email = uniqueEmail(name.split(' ')[0]?.toLowerCase() ?? 'user');
      await createAccount(page.request, baseURL ?? '', email, name);
      return { page, email, name };
    });
  },
});

/** Calls a procedure through a request context (to seed or read data the way a script would); a refusal fails. */
export async function callApiWith<N extends ProcedureName>(
  request: APIRequestContext,
  name: N,
  input: InputOf<N>,
): Promise<OutputOf<N>> {
  const response = await request.post(`/api/${name}`, { data: { data: input } });
  expect(response.status(), await response.text()).toBe(200);
  // The server's handlers answer OutputOf<N> (typed by the same contract): the one cast of a result is here.
  return ((await response.json()) as { result: OutputOf<N> }).result;
}

/** Calls a procedure as the page's signed-in user (to seed data the way a script would). */
export function callApi<N extends ProcedureName>(
  page: Page,
  name: N,
  input: InputOf<N>,
): Promise<OutputOf<N>> {
  return callApiWith(page.request, name, input);
}

/** Makes the page's user Pro the way a script would: a test-mode checkout, paid. */
export async function becomePro(page: Page): Promise<void> {
  const { id } = await callApi(page, 'createCheckoutSession', { plan: 'monthly' });
  await callApi(page, 'payTestCheckout', { sessionId: id });
}

/** The connection chip as the page shows it: the live connection's state, or the changes waiting to be sent. */
export function connectionStatus(page: Page) {
  return page
    .getByRole('status')
    .filter({ hasText: /^(Online|Offline|Connecting…|Syncing…|Offline · \d+ changes? waiting)$/ });
}
