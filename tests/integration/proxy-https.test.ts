import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, createTestApp, type TestApp } from '../support/test-app';
import { DATABASE_KINDS } from '../support/test-database';

const PASSWORD = 'correct-horse-battery-9';
let sequence = 0;
const unique = (name: string) => `${name}.${Date.now()}.${++sequence}@example.com`;

async function signUpOverHttps(app: TestApp) {
  const response = await app.post(
    '/api/auth/sign-up/email',
    JSON.stringify({ email: unique('https'), password: PASSWORD, name: 'H' }),
    { 'x-forwarded-for': `10.50.0.${sequence}`, 'x-forwarded-proto': 'https' },
  );
  expect(response.status).toBe(200);
  return response;
}

const sessionCookieOf = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => cookie.includes('session_token')) ?? '';

// PUBLIC_URL unset: better-auth only knows the app as http, so the proxy's word is what makes the cookie Secure.
describe.each(DATABASE_KINDS)('the session cookie behind a TLS proxy, on %s', (kind) => {
  let proxied: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp(kind, { TRUST_PROXY: '1' });
    direct = await createTestApp(kind, { TRUST_PROXY: '0' });
  });
  afterAll(async () => {
    await proxied.close();
    await direct.close();
  });

  it('is Secure when the trusted proxy says the request came in over https, and still signs the user in', async () => {
    const response = await signUpOverHttps(proxied);
    const cookies = response.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/;\s*Secure(;|$)/i);
    }
    expect(sessionCookieOf(response)).toMatch(/HttpOnly/i);
    const me = await proxied.call('me', {}, cookieOf(response));
    expect(me.status).toBe(200);
  });

  it('is not Secure over plain http behind the proxy', async () => {
    const response = await proxied.post(
      '/api/auth/sign-up/email',
      JSON.stringify({ email: unique('http'), password: PASSWORD, name: 'P' }),
      { 'x-forwarded-for': '10.50.1.1', 'x-forwarded-proto': 'http' },
    );
    expect(sessionCookieOf(response)).not.toMatch(/Secure/i);
  });

  it('ignores X-Forwarded-Proto without TRUST_PROXY', async () => {
    const response = await signUpOverHttps(direct);
    expect(sessionCookieOf(response)).not.toBe('');
    expect(sessionCookieOf(response)).not.toMatch(/Secure/i);
  });
});
