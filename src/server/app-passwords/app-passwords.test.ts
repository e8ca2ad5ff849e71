import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import { createTestApp, resultOf, type TestApp } from '@tests/support/test-app';
import { DATABASE_KINDS } from '@tests/support/test-database';
import { queryRows } from '@tests/support/test-sql';
import { signUpUser, type TestUser } from '@tests/support/test-users';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(DATABASE_KINDS)('app passwords on %s', (kind) => {
  let app: TestApp;
  let ann: TestUser;
  let bob: TestUser;

  /** A script's call: the app password as its bearer token, from an address of its choosing. */
  const asScript = async (name: string, data: unknown, password: string, from = '10.60.0.1') => {
    const response = await app.post(`/api/${name}`, JSON.stringify({ data }), {
      authorization: `Bearer ${password}`,
      'x-forwarded-for': from,
    });
    return {
      status: response.status,
      body: (await response.json()) as { result?: unknown; error?: { message: string } },
    };
  };
  const create = async (who: TestUser, name: string) =>
    resultOf(await app.call('createAppPassword', { name }, who.cookie));

  beforeAll(async () => {
    app = await createTestApp(kind);
    ann = await signUpUser(app, 'Ann');
    bob = await signUpUser(app, 'Bob');
  });
  afterAll(() => app?.close());

  it('shows a new password once and keeps only its hash', async () => {
    const made = await create(ann, 'Kitchen tablet');
    expect(made.password).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){7}$/);
    const listed = resultOf(await app.call('listAppPasswords', {}, ann.cookie));
    expect(listed.appPasswords).toContainEqual({
      id: made.id,
      name: 'Kitchen tablet',
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    expect(JSON.stringify(listed)).not.toContain(made.password.slice(0, 9));
    const rows = await queryRows<{ token_hash: string }>(
      app.database,
      sql`select token_hash from app_password where id = ${made.id}`,
    );
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(made.password.replaceAll('-', ''));
  });

  it('works as a bearer token typed by hand, on the procedures a script may call only', async () => {
    const { password } = await create(ann, 'Script');
    // Typed by hand off another screen: capitals, no dashes.
    const typed = password.toUpperCase().replaceAll('-', '');
    expect((await asScript('listLists', {}, typed)).status).toBe(200);
    for (const name of [
      'me',
      'updateProfile',
      'deleteAccount',
      'createCheckoutSession',
      'createAppPassword',
    ]) {
      const refused = await asScript(name, {}, password);
      expect(refused.status, name).toBe(403);
      expect(refused.body.error?.message).toBe(MESSAGES.appPasswordScope);
    }
    const basic = await app.post('/api/listLists', '{"data":{}}', { authorization: 'Basic abc' });
    expect(basic.status).toBe(401);
  });

  it('is never a password for the web sign-in', async () => {
    const { password } = await create(ann, 'Not for the web');
    const response = await app.post(
      '/api/auth/sign-in/email',
      JSON.stringify({ email: ann.email, password }),
      { 'x-forwarded-for': '10.60.9.9' },
    );
    expect(response.status).toBe(401);
  });

  it('writes an audit line the first time a password is used from an address, and stamps its last use', async () => {
    const { id, password } = await create(ann, 'Home Assistant');
    const audited = () =>
      app.logLines.filter((line) => line.includes('app password used from a new address'));
    const before = audited().length;
    await asScript('listLists', {}, password, '10.61.0.1');
    await asScript('listLists', {}, password, '10.61.0.1');
    expect(audited()).toHaveLength(before + 1);
    expect(audited().at(-1)).toContain('10.61.0.1');
    expect(audited().at(-1)).toContain('Home Assistant');
    await asScript('listLists', {}, password, '10.61.0.2');
    expect(audited()).toHaveLength(before + 2);
    const { appPasswords } = resultOf(await app.call('listAppPasswords', {}, ann.cookie));
    expect(appPasswords.find((each) => each.id === id)?.lastUsedAt).not.toBeNull();
  });

  it('stops working the moment it is revoked, and only its owner can revoke it', async () => {
    const { id, password } = await create(ann, 'Old phone');
    const notBobs = await app.call('revokeAppPassword', { id }, bob.cookie);
    expect(notBobs.status).toBe(404);
    expect((await asScript('listLists', {}, password)).status).toBe(200);
    expect((await app.call('revokeAppPassword', { id }, ann.cookie)).status).toBe(200);
    const after = await asScript('listLists', {}, password, '10.62.0.1');
    expect(after.status).toBe(401);
    expect(after.body.error?.message).toBe(MESSAGES.appPasswordRejected);
    expect((await app.call('revokeAppPassword', { id }, ann.cookie)).body?.error?.message).toBe(
      MESSAGES.appPasswordNotFound,
    );
  });

  it('keeps names within their limit and an account within its number of passwords', async () => {
    const carl = await signUpUser(app, 'Carl');
    expect((await app.call('createAppPassword', { name: '  ' }, carl.cookie)).body?.error?.message).toBe(
      MESSAGES.appPasswordNameRequired,
    );
    const long = 'x'.repeat(LIMITS.maxAppPasswordName + 1);
    expect((await app.call('createAppPassword', { name: long }, carl.cookie)).status).toBe(400);
    for (let n = 0; n < LIMITS.maxAppPasswords; n += 1) {
      await create(carl, `App ${n}`);
    }
    const over = await app.call('createAppPassword', { name: 'One more' }, carl.cookie);
    expect(over.status).toBe(429);
    expect(over.body?.error?.message).toBe(MESSAGES.tooManyAppPasswords(LIMITS.maxAppPasswords));
  });

  it('refuses guessing from one address once it has failed ten times', async () => {
    const { password } = await create(bob, 'Guessed at');
    const statuses = [];
    for (let n = 0; n < 11; n += 1) {
      statuses.push((await asScript('listLists', {}, `wrong-${n}`, '10.63.0.1')).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    expect((await asScript('listLists', {}, password, '10.63.0.1')).status).toBe(429);
    expect((await asScript('listLists', {}, password, '10.63.0.2')).status).toBe(200);
  });

  it('goes with the account when it is deleted', async () => {
    const dora = await signUpUser(app, 'Dora');
    const { password } = await create(dora, 'Tablet');
    expect((await app.call('deleteAccount', { email: dora.email }, dora.cookie)).status).toBe(200);
    const rows = await queryRows(app.database, sql`select 1 from app_password where user_id = ${dora.uid}`);
    expect(rows).toHaveLength(0);
    expect((await asScript('listLists', {}, password, '10.64.0.1')).status).toBe(401);
  });
});
