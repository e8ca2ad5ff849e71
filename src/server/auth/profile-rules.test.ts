import { MESSAGES } from '@shared/messages';
import { type AuthErrorBody, postAuth } from '@tests/support/auth-inputs';
import { freePort } from '@tests/support/free-port';
import { OIDC_CLIENT, startOidcProvider } from '@tests/support/oidc-provider';
import { signInWithOidc } from '@tests/support/oidc-sign-in';
import { cookieOf, createTestApp, resultOf, TEST_ORIGIN, type TestApp } from '@tests/support/test-app';
import { DATABASE_KINDS } from '@tests/support/test-database';
import { queryRows } from '@tests/support/test-sql';
import { signUpUser } from '@tests/support/test-users';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_URL } from './profile-rules';

const PASSWORD = 'correct-horse-battery-9';
const TOO_LONG = MESSAGES.displayNameTooLong(80);
const BAD_IMAGE = MESSAGES.profileImageInvalid(MAX_IMAGE_URL);
/** What the test provider calls its users: 'Provider long name long name …', 309 characters. */
const PROVIDER_NAME = `Provider ${'long name '.repeat(30)}`;
let sequence = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${++sequence}@example.com`;

describe.each(DATABASE_KINDS)('one rule set for a profile, whichever endpoint writes it, on %s', (kind) => {
  let app: TestApp;
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  beforeAll(async () => {
    provider = await startOidcProvider({
      port: await freePort(),
      appOrigin: TEST_ORIGIN,
      claims: (id) => ({
        sub: id,
        email: `${id}@oidc.test`,
        email_verified: true,
        ...(id === 'noname' ? {} : { name: PROVIDER_NAME }),
        picture: id === 'photo' ? 'https://photos.example/me.png' : 'javascript:alert(1)',
      }),
    });
    app = await createTestApp(kind, {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: OIDC_CLIENT.id,
      OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
    });
  });
  afterAll(async () => {
    await app.close();
    await provider.stop();
  });

  const answerOf = async (response: Response) => ({
    status: response.status,
    message: ((await response.json().catch(() => null)) as AuthErrorBody | null)?.message,
  });
  const profileOf = async (email: string) =>
    (
      await queryRows<{ name: string; image: string | null }>(
        app.database,
        sql`select name, image from "user" where email = ${email.toLowerCase()}`,
      )
    )[0];

  it('sign-up refuses a name over 80 characters and a picture that is not a web link, storing nothing', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ name: 'n'.repeat(60_000) }, TOO_LONG],
      [{ name: 'n'.repeat(81) }, TOO_LONG],
      [{ name: '   ' }, MESSAGES.displayNameRequired],
      [{ name: 'Mallory', image: 'javascript:alert(1)' }, BAD_IMAGE],
      [{ name: 'Mallory', image: 'data:text/html,<script>alert(1)</script>' }, BAD_IMAGE],
      [{ name: 'Mallory', image: `https://photos.example/${'x'.repeat(MAX_IMAGE_URL)}` }, BAD_IMAGE],
    ];
    for (const [fields, message] of refusals) {
      const email = uniqueEmail('mallory');
      const answer = await answerOf(
        await postAuth(app, 'sign-up/email', JSON.stringify({ email, password: PASSWORD, ...fields })),
      );
      expect(answer, JSON.stringify(fields).slice(0, 80)).toEqual({ status: 400, message });
      expect(await profileOf(email)).toBeUndefined();
    }
  });

  it('update-user refuses the same, and a name that is not text, leaving the profile as it was', async () => {
    const user = await signUpUser(app, 'Kept');
    const refusals: [Record<string, unknown>, string][] = [
      [{ name: 'n'.repeat(60_000) }, TOO_LONG],
      [{ name: '' }, MESSAGES.displayNameRequired],
      [{ name: 42 }, MESSAGES.displayNameRequired],
      [{ name: { first: 'Kept' } }, MESSAGES.displayNameRequired],
      [{ name: null }, MESSAGES.displayNameRequired],
      [{ image: 'javascript:alert(1)' }, BAD_IMAGE],
      [{ image: ['https://photos.example/me.png'] }, BAD_IMAGE],
    ];
    for (const [fields, message] of refusals) {
      const answer = await answerOf(await postAuth(app, 'update-user', JSON.stringify(fields), user.cookie));
      expect(answer, JSON.stringify(fields).slice(0, 80)).toEqual({ status: 400, message });
    }
    expect(await profileOf(user.email)).toEqual({ name: 'Kept', image: null });
  });

  it('keeps a normal profile as typed, trimmed as updateProfile trims it, with a web picture or none', async () => {
    const email = uniqueEmail('ann');
    const signedUp = await postAuth(
      app,
      'sign-up/email',
      JSON.stringify({
        email,
        password: PASSWORD,
        name: '  Ann Shopper ',
        image: 'https://photos.example/a.png',
      }),
    );
    expect(signedUp.status).toBe(200);
    expect(await profileOf(email)).toEqual({ name: 'Ann Shopper', image: 'https://photos.example/a.png' });
    const cookie = cookieOf(signedUp);
    const updated = await postAuth(
      app,
      'update-user',
      JSON.stringify({ name: 'a'.repeat(80), image: '' }),
      cookie,
    );
    expect(updated.status).toBe(200);
    expect(await profileOf(email)).toEqual({ name: 'a'.repeat(80), image: null });
  });

  it('signs up through an OpenID provider with a name too long or none, fitting the name and dropping a bad picture', async () => {
    const fitted = PROVIDER_NAME.slice(0, 80).trim();
    for (const [login, displayName, image] of [
      ['longname', fitted, null],
      ['photo', fitted, 'https://photos.example/me.png'],
      ['noname', 'noname', null],
    ] as const) {
      const callback = await signInWithOidc(app, TEST_ORIGIN, login);
      expect(callback.status, await callback.clone().text()).toBe(302);
      expect(callback.headers.get('location')).not.toMatch(/error/);
      const me = resultOf(await app.call('me', {}, cookieOf(callback)));
      expect(me).toMatchObject({ email: `${login}@oidc.test`, displayName });
      expect(await profileOf(me.email)).toEqual({ name: displayName, image });
    }
  });
});
