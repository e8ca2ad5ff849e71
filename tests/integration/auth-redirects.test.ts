import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/shared/messages';
import { createTestApp, type TestApp } from '../support/test-app';
import { DATABASE_KINDS } from '../support/test-database';
import { queryRows } from '../support/test-sql';

const PASSWORD = 'correct-horse-battery-9';
let sequence = 0;
const unique = (name: string) => `${name}.${Date.now()}.${++sequence}@example.com`;
const address = () => `10.40.${Math.floor(sequence / 250) % 250}.${sequence % 250}`;

// Targets a browser would take off the site, once it has resolved dot segments and backslashes as URL parsers do.
const OFF_SITE = [
  '/..//evil.example',
  '/.//evil.example',
  '/reset-password/../..//evil.example',
  '/%2e%2e//evil.example',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/%2F%2Fevil.example',
  'https://evil.example/reset-password',
  'http://localhost:3000/..//evil.example',
  'javascript:alert(1)',
];

describe.each(DATABASE_KINDS)('where sign-in and reset calls may send the browser back to, on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app.close());

  const auth = (path: string, body: unknown) =>
    app.post(`/api/auth/${path}`, JSON.stringify(body), { 'x-forwarded-for': address() });
  const refusal = async (response: Response) => ({
    status: response.status,
    message: ((await response.json()) as { error?: { message?: string } }).error?.message,
  });

  it.each(OFF_SITE)('refuses the reset redirect %j with 400 and mails nothing', async (target) => {
    app.logLines.length = 0;
    const email = unique('reset');
    expect((await auth('sign-up/email', { email, password: PASSWORD, name: 'R' })).status).toBe(200);
    const asked = await auth('request-password-reset', { email, redirectTo: target });
    expect(await refusal(asked)).toEqual({ status: 400, message: MESSAGES.offSiteRedirect('redirectTo') });
    expect(app.logLines.some((line) => line.includes('password reset link'))).toBe(false);
  });

  it.each(['callbackURL', 'errorCallbackURL', 'newUserCallbackURL'])(
    'refuses a sign-up whose %s leads off the site, and makes no account',
    async (field) => {
      const email = unique('signup');
      const answer = await auth('sign-up/email', {
        email,
        password: PASSWORD,
        name: 'S',
        [field]: '/..//evil.example',
      });
      expect(await refusal(answer)).toEqual({ status: 400, message: MESSAGES.offSiteRedirect(field) });
      const rows = await queryRows<{ n: number }>(
        app.database,
        sql`select count(*)::int as n from "user" where email = ${email}`,
      );
      expect(rows[0]?.n).toBe(0);
    },
  );

  it('refuses the same target in a form-encoded body', async () => {
    const answer = await app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address() },
      body: new URLSearchParams({
        email: unique('form'),
        password: PASSWORD,
        name: 'F',
        callbackURL: '/.//evil.example',
      }).toString(),
    });
    expect(await refusal(answer)).toEqual({ status: 400, message: MESSAGES.offSiteRedirect('callbackURL') });
  });

  it('refuses a reset link whose callbackURL leads off the site, before it redirects', async () => {
    const opened = await app.request(
      `/api/auth/reset-password/some-token?callbackURL=${encodeURIComponent('/..//evil.example')}`,
      { redirect: 'manual' },
    );
    expect(await refusal(opened)).toEqual({ status: 400, message: MESSAGES.offSiteRedirect('callbackURL') });
  });

  it.each(['/reset-password', 'http://localhost:3000/reset-password', '/./reset-password'])(
    'lets the same-site target %j through',
    async (target) => {
      const asked = await auth('request-password-reset', { email: unique('ok'), redirectTo: target });
      expect(asked.status).toBe(200);
      const opened = await app.request(
        `/api/auth/reset-password/unknown-token?callbackURL=${encodeURIComponent(target)}`,
        { redirect: 'manual' },
      );
      expect(opened.status).toBe(302);
      expect(new URL(opened.headers.get('location') ?? '').pathname).toBe('/reset-password');
    },
  );
});
