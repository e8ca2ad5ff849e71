import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import { createTestApp, resultOf, type TestApp } from '@tests/support/test-app';
import { DATABASE_KINDS, openDatabaseBefore } from '@tests/support/test-database';
import { queryRows } from '@tests/support/test-sql';
import { makePro, signUpUser, type TestUser } from '@tests/support/test-users';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';

describe.each(DATABASE_KINDS)('households on %s', (kind) => {
  let app: TestApp;
  let olive: TestUser;

  beforeAll(async () => {
    app = await createTestApp(kind);
    olive = await signUpUser(app, 'Olive');
  });
  afterAll(async () => {
    await app.close();
  });

  const householdOf = async (user: TestUser) =>
    resultOf(await app.call('getHousehold', {}, user.cookie)).household;

  it('starts a new account in a household of its own, named after them, with them as its owner', async () => {
    const household = await householdOf(olive);
    expect(household).toMatchObject({
      name: "Olive's household",
      isPro: false,
      members: [{ userId: olive.uid, displayName: 'Olive', role: 'owner' }],
      abilities: { rename: true },
    });
    const milo = await signUpUser(app, 'Milo');
    expect((await householdOf(milo)).id).not.toBe(household.id);
    expect((await householdOf(milo)).members.map((member) => member.userId)).toEqual([milo.uid]);
  });

  it('lets the owner rename it, trimmed, and refuses an empty or over-long name with what to fix', async () => {
    const renamed = resultOf(await app.call('renameHousehold', { name: '  The Olives  ' }, olive.cookie));
    expect(renamed.household.name).toBe('The Olives');
    expect((await householdOf(olive)).name).toBe('The Olives');

    const empty = await app.call('renameHousehold', { name: '   ' }, olive.cookie);
    expect([empty.status, empty.body?.error?.message]).toEqual([400, MESSAGES.householdNameRequired]);
    const long = await app.call(
      'renameHousehold',
      { name: 'x'.repeat(LIMITS.maxHouseholdName + 1) },
      olive.cookie,
    );
    expect([long.status, long.body?.error?.message]).toEqual([
      400,
      MESSAGES.householdNameTooLong(LIMITS.maxHouseholdName),
    ]);
    expect((await householdOf(olive)).name).toBe('The Olives');
  });

  it('is Pro while a member has an active subscription', async () => {
    const pat = await signUpUser(app, 'Pat');
    expect((await householdOf(pat)).isPro).toBe(false);
    await makePro(app, pat);
    expect((await householdOf(pat)).isPro).toBe(true);
  });

  it('answers guests 401 and never shows one household to another account', async () => {
    expect((await app.call('getHousehold', {})).status).toBe(401);
    const stranger = await signUpUser(app, 'Stranger');
    const theirs = await householdOf(stranger);
    expect(theirs.members.map((member) => member.userId)).toEqual([stranger.uid]);
    expect(theirs.id).not.toBe((await householdOf(olive)).id);
  });

  it('makes one household for an account that had none, however many first calls arrive at once', async () => {
    const sam = await signUpUser(app, 'Sam');
    await app.database.db.execute(sql`delete from household_member where user_id = ${sam.uid}`);
    const answers = await Promise.all([householdOf(sam), householdOf(sam), householdOf(sam)]);
    expect(new Set(answers.map((household) => household.id)).size).toBe(1);
    const [count] = await queryRows<{ n: number }>(
      app.database,
      sql`select count(*)::int as n from household_member where user_id = ${sam.uid}`,
    );
    expect(count?.n).toBe(1);
  });

  it('deletes the household of a deleted account when nobody else is in it', async () => {
    const gone = await signUpUser(app, 'Gone');
    const { id } = await householdOf(gone);
    const deleted = await app.call('deleteAccount', { email: gone.email }, gone.cookie);
    expect(deleted.status).toBe(200);
    const [left] = await queryRows<{ n: number }>(
      app.database,
      sql`select count(*)::int as n from household where id = ${id}`,
    );
    expect(left?.n).toBe(0);
  });
});

describe.each(DATABASE_KINDS)('the households migration on %s', (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    // The migrations as they were before households.
    handle = await openDatabaseBefore(kind, '0013_households');
  });
  afterAll(async () => {
    await handle.close();
  });

  it('gives every existing user a household of their own, as its owner, and keeps every other row', async () => {
    await handle.db.execute(sql`
      insert into "user" (id, name, email, subscription_status) values
        ('u1', 'Ann', 'ann@example.com', 'active'),
        ('u2', 'Ben', 'ben@example.com', 'inactive')`);
    await handle.db.execute(sql`insert into list (id, name, owner_id) values ('l1', 'Groceries', 'u1')`);
    await handle.db.execute(
      sql`insert into list_member (list_id, user_id) values ('l1', 'u1'), ('l1', 'u2')`,
    );
    await migrateDatabase(handle);
    const households = await queryRows<{ user_id: string; name: string; role: string }>(
      handle,
      sql`select m.user_id, h.name, m.role from household_member m join household h on h.id = m.household_id
          order by m.user_id`,
    );
    expect(households).toEqual([
      { user_id: 'u1', name: "Ann's household", role: 'owner' },
      { user_id: 'u2', name: "Ben's household", role: 'owner' },
    ]);
    const [kept] = await queryRows<{ lists: number; members: number }>(
      handle,
      sql`select (select count(*) from list)::int as lists, (select count(*) from list_member)::int as members`,
    );
    expect(kept).toEqual({ lists: 1, members: 2 });
  });
});
