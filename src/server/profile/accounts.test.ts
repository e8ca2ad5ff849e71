import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENGLISH_MESSAGES, MESSAGES, messagesIn } from '@shared/messages';
import { cookieOf, createTestApp, type TestApp } from '@tests/support/test-app';
import { DATABASE_KINDS } from '@tests/support/test-database';
import { queryRows } from '@tests/support/test-sql';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PASSWORD = 'correct-horse-battery-9';
let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${next()}@Example.com`;
const address = () => `10.1.${Math.floor(next() / 250) % 250}.${sequence % 250}`;

describe.each(DATABASE_KINDS)('accounts on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app.close());

  const auth = (path: string, body: unknown, from = address()) =>
    app.post(`/api/auth/${path}`, JSON.stringify(body), { 'x-forwarded-for': from });
  const signUp = async (email: string, password = PASSWORD, name = 'Ann Shopper') => {
    const response = await auth('sign-up/email', { email, password, name });
    expect(response.status).toBe(200);
    return cookieOf(response);
  };

  it('signs up, and me answers with the lower-cased e-mail, the name and a free plan', async () => {
    const email = uniqueEmail('Ann');
    const cookie = await signUp(email);
    const me = await app.call('me', {}, cookie);
    expect(me.status).toBe(200);
    expect(me.body?.result).toEqual({
      uid: expect.any(String),
      email: email.toLowerCase(),
      displayName: 'Ann Shopper',
      subscriptionStatus: 'inactive',
      isPro: false,
      proThrough: null,
      language: null,
      // The household has not chosen its units; a caller that names no language is answered as English's US.
      units: null,
      unitsInUse: 'us',
    });
  });

  it('keeps the language a member chooses with the account, and forgets it on null', async () => {
    const cookie = await signUp(uniqueEmail('Lena'));
    const chosen = await app.call('setLanguage', { language: 'de' }, cookie);
    expect(chosen.status).toBe(200);
    expect(chosen.body?.result?.language).toBe('de');
    // Another session of the same account (another device) reads it from the account.
    expect((await app.call('session', {}, cookie)).body?.result?.user?.language).toBe('de');
    expect((await app.call('setLanguage', { language: null }, cookie)).body?.result?.language).toBeNull();
    const unknown = await app.callUnchecked('setLanguage', { language: 'xx' }, cookie);
    expect(unknown.status).toBe(400);
  });

  it('answers a refusal in the language the request asks for, and in English when it asks for none', async () => {
    const cookie = await signUp(uniqueEmail('Jean'));
    const body = JSON.stringify({ data: { displayName: '   ' } });
    const inFrench = await app.post('/api/updateProfile', body, {
      cookie,
      'accept-language': 'fr-CH, de;q=0.5',
    });
    expect(inFrench.status).toBe(400);
    expect(((await inFrench.json()) as { error: { message: string } }).error.message).toBe(
      messagesIn('fr').displayNameRequired,
    );
    expect(messagesIn('fr').displayNameRequired).not.toBe(MESSAGES.displayNameRequired);
    const plain = await app.post('/api/updateProfile', body, { cookie, 'accept-language': '*' });
    expect(((await plain.json()) as { error: { message: string } }).error.message).toBe(
      ENGLISH_MESSAGES.displayNameRequired,
    );
  });

  it('refuses a second account for the same e-mail in another case', async () => {
    const email = uniqueEmail('Bea');
    await signUp(email);
    const again = await auth('sign-up/email', {
      email: email.toLowerCase(),
      password: 'another-password-1',
      name: 'X',
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    const [row] = await queryRows<{ n: number }>(
      app.database,
      sql`select count(*)::int as n from "user" where email = ${email.toLowerCase()}`,
    );
    expect(row?.n).toBe(1);
  });

  it('signs in with the e-mail in any case, and refuses a wrong password', async () => {
    const email = uniqueEmail('Cal');
    await signUp(email);
    expect((await auth('sign-in/email', { email: email.toLowerCase(), password: PASSWORD })).status).toBe(
      200,
    );
    expect((await auth('sign-in/email', { email: email.toUpperCase(), password: PASSWORD })).status).toBe(
      200,
    );
    expect((await auth('sign-in/email', { email, password: 'wrong-password-1' })).status).toBe(401);
  });

  it('answers me and updateProfile with 401 without a session, whatever the input', async () => {
    expect((await app.call('me', {})).status).toBe(401);
    const blank = await app.call('updateProfile', { displayName: '  ' });
    expect(blank.status).toBe(401);
    expect(blank.body?.error?.message).toBe(MESSAGES.signInRequired);
  });

  it('updates the display name, trimmed, and refuses a blank or too long one', async () => {
    const cookie = await signUp(uniqueEmail('Dee'));
    const updated = await app.call('updateProfile', { displayName: '  Dee the Shopper ' }, cookie);
    expect(updated.status).toBe(200);
    expect((await app.call('me', {}, cookie)).body?.result).toMatchObject({ displayName: 'Dee the Shopper' });

    const blank = await app.call('updateProfile', { displayName: '   ' }, cookie);
    expect(blank.status).toBe(400);
    expect(blank.body?.error?.message).toBe(MESSAGES.displayNameRequired);
    const long = await app.call('updateProfile', { displayName: 'x'.repeat(81) }, cookie);
    expect(long.status).toBe(400);
    expect((await app.call('me', {}, cookie)).body?.result).toMatchObject({ displayName: 'Dee the Shopper' });
  });

  it('ends the session at sign-out', async () => {
    const cookie = await signUp(uniqueEmail('Eve'));
    expect((await app.call('me', {}, cookie)).status).toBe(200);
    const out = await app.post('/api/auth/sign-out', '{}', { cookie });
    expect(out.status).toBe(200);
    expect((await app.call('me', {}, cookie)).status).toBe(401);
    expect(await app.call('session', {}, cookie)).toMatchObject({
      status: 200,
      body: { result: { user: null } },
    });
  });

  it('answers the session probe with the user, or with null and 200 for a guest', async () => {
    const email = uniqueEmail('Fay');
    const cookie = await signUp(email);
    const signedIn = await app.call('session', {}, cookie);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body?.result).toEqual({ user: (await app.call('me', {}, cookie)).body?.result });
    expect(await app.call('session', {})).toMatchObject({ status: 200, body: { result: { user: null } } });
  });

  it('throttles sign-ups per address without touching other addresses', async () => {
    const from = address();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push(
        (await auth('sign-up/email', { email: uniqueEmail('Gus'), password: PASSWORD, name: 'G' }, from))
          .status,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(
      (await auth('sign-up/email', { email: uniqueEmail('Hal'), password: PASSWORD, name: 'H' })).status,
    ).toBe(200);
  });

  it('resets a password with a mailed link that works once and expires after an hour', async () => {
    const email = uniqueEmail('Ida');
    await signUp(email);
    const resetLink = async () => {
      app.logLines.length = 0;
      const asked = await auth('request-password-reset', {
        email,
        redirectTo: 'http://localhost:3000/reset-password',
      });
      expect(asked.status).toBe(200);
      const line = app.logLines.map((text) => JSON.parse(text)).find((entry) => entry.url);
      return new URL(line.url);
    };

    const link = await resetLink();
    const outbox = join(app.config.dataDir, 'outbox');
    const mail = readFileSync(join(outbox, readdirSync(outbox).at(-1) ?? ''), 'utf8');
    expect(mail).toContain('Subject: Reset your Aislewise password');
    expect(mail).toContain(`To: ${email.toLowerCase()}`);

    const opened = await app.request(`${link.pathname}${link.search}`, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    const landing = new URL(opened.headers.get('location') ?? '', 'http://localhost:3000');
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    const newPassword = 'new-horse-battery-10';
    expect((await auth('reset-password', { newPassword, token })).status).toBe(200);
    expect((await auth('reset-password', { newPassword: 'third-horse-battery-11', token })).status).toBe(400);
    expect((await auth('sign-in/email', { email, password: newPassword })).status).toBe(200);
    expect((await auth('sign-in/email', { email, password: PASSWORD })).status).toBe(401);

    const second = await resetLink();
    const secondOpened = await app.request(`${second.pathname}${second.search}`, { redirect: 'manual' });
    const secondToken = new URL(
      secondOpened.headers.get('location') ?? '',
      'http://localhost:3000',
    ).searchParams.get('token');
    await app.database.db.execute(sql`update verification set expires_at = now() - interval '1 second'`);
    expect(
      (await auth('reset-password', { newPassword: 'late-horse-battery-12', token: secondToken })).status,
    ).toBe(400);
  });

  it('mails the reset link in the language of the page that asked for it', async () => {
    const email = uniqueEmail('Udo');
    await signUp(email);
    const asked = await app.post(
      '/api/auth/request-password-reset',
      JSON.stringify({ email, redirectTo: 'http://localhost:3000/reset-password' }),
      { 'x-forwarded-for': address(), 'accept-language': 'de' },
    );
    expect(asked.status).toBe(200);
    const outbox = join(app.config.dataDir, 'outbox');
    const mail = readFileSync(join(outbox, readdirSync(outbox).at(-1) ?? ''), 'utf8');
    expect(mail).toContain(`To: ${email.toLowerCase()}`);
    // The body's words as written (quoted-printable keeps ASCII runs readable); the English subject is not there.
    expect(mail).toContain('Aislewise-Kontos');
    expect(mail).not.toContain('Reset your Aislewise password');
  });

  it('answers a reset request for an unknown e-mail like any other, and mails nothing', async () => {
    app.logLines.length = 0;
    const asked = await auth('request-password-reset', {
      email: uniqueEmail('nobody'),
      redirectTo: '/reset-password',
    });
    expect(asked.status).toBe(200);
    expect(app.logLines.some((line) => line.includes('password reset link'))).toBe(false);
  });

  it('refuses sign-up and procedure calls from another site', async () => {
    const evil = await app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ email: uniqueEmail('Jo'), password: PASSWORD, name: 'J' }),
    });
    expect(evil.status).toBe(403);
    const call = await app.request('/api/sortItems', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ data: { text: 'milk' } }),
    });
    expect(call.status).toBe(403);
  });

  it('sets an httpOnly, SameSite=Lax session cookie, not Secure over http', async () => {
    const response = await auth('sign-up/email', {
      email: uniqueEmail('Kim'),
      password: PASSWORD,
      name: 'K',
    });
    const sessionCookie =
      response.headers.getSetCookie().find((cookie) => cookie.includes('session_token')) ?? '';
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).not.toMatch(/Secure/i);
  });

  it('never writes a password to the logs', async () => {
    expect(app.logLines.join('\n')).not.toContain(PASSWORD);
    expect(app.logLines.join('\n')).not.toContain('horse-battery');
  });
});
