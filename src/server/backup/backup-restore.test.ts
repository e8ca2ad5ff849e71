import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appOn, householdAsSeenBy, seedHousehold, signIn } from '@tests/support/backup-household';
import { createTestApp, resultOf, type TestApp } from '@tests/support/test-app';
import { DATABASE_KINDS, openTestDatabase } from '@tests/support/test-database';
import { queryRows } from '@tests/support/test-sql';
import { signUpUser, type TestUser } from '@tests/support/test-users';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { backupDatabase } from './backup';
import { backedUpTables } from './backup-tables';
import { readRowsAsJson } from './dump.repo';
import { readBackup, restoreBackup } from './restore';

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?([+-]\d\d:\d\d|Z)$/;

/** Every row of every table a backup holds; times as instants, since engines may print them in other zones. */
async function tableContents(database: DatabaseHandle) {
  const contents: Record<string, unknown[]> = {};
  for (const table of backedUpTables()) {
    const rows = await readRowsAsJson(database.db, table.name, table.primaryKey, {
      offset: 0,
      limit: 10_000,
    });
    contents[table.name] = rows.map((row) =>
      JSON.parse(row, (_key, value) =>
        typeof value === 'string' && ISO_TIME.test(value) ? new Date(value).toISOString() : value,
      ),
    );
  }
  return contents;
}

describe.each(DATABASE_KINDS)('a backup of a household on %s', (sourceKind) => {
  let source: TestApp;
  let ada: TestUser;
  let ben: TestUser;
  let seeded: Awaited<ReturnType<typeof seedHousehold>>;
  let folder: string;
  let file: string;
  let contents: Awaited<ReturnType<typeof tableContents>>;

  beforeAll(async () => {
    source = await createTestApp(sourceKind, { FREE_LIST_LIMIT: '100' });
    ada = await signUpUser(source, 'Ada');
    ben = await signUpUser(source, 'Ben');
    seeded = await seedHousehold(source, ada, ben);
    folder = mkdtempSync(join(tmpdir(), 'aislewise-backup-'));
    file = join(folder, `household-${sourceKind}.sql.gz`);
    await backupDatabase(source.database, file, { appVersion: '0.1.0' });
    contents = await tableContents(source.database);
  });
  afterAll(async () => {
    await source.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('holds every table that has rows, and no sign-in sessions', async () => {
    const backup = await readBackup(file);
    expect(backup.header).toMatchObject({ engine: sourceKind, appVersion: '0.1.0', formatVersion: 1 });
    const rows = Object.fromEntries(backup.tables.map((table) => [table.name, table.rows]));
    expect(rows).toMatchObject({ user: 2, account: 2, list: 2, list_member: 3, meal: 1, meal_plan_entry: 2 });
    for (const table of [
      'billing_subscription',
      'test_checkout',
      'list_item',
      'removed_list_item',
      'share_invite',
      'store',
      'store_tick',
      'category_memory',
      'applied_change',
    ]) {
      expect(rows[table], table).toBeGreaterThan(0);
    }
    expect(Object.keys(rows)).not.toContain('session');
    // A database copy would be binary; this is text a person can read (once unzipped).
    expect(readFileSync(file).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  });

  it.each(DATABASE_KINDS)(
    'restores into an empty %s database: every row, and the household works',
    async (kind) => {
      const target = await openTestDatabase(kind);
      try {
        const summary = await restoreBackup(target, await readBackup(file), { force: false });
        expect(summary.tables.find((table) => table.name === 'list_item')?.rows).toBe(
          contents.list_item?.length,
        );
        expect(await tableContents(target)).toEqual(contents);

        const restored = appOn(target);
        const before = {
          ada: await householdAsSeenBy(source, ada),
          ben: await householdAsSeenBy(source, ben),
        };
        const again = async (who: TestUser) => {
          const signedIn = await signIn(restored, who.email);
          expect(signedIn.status, `${who.email} signs in with the password they had`).toBe(200);
          return { ...who, cookie: signedIn.cookie };
        };
        const ada2 = await again(ada);
        const ben2 = await again(ben);
        expect((await signIn(restored, ada.email, 'not-the-password-1')).status).toBe(401);
        expect(await householdAsSeenBy(restored, ada2)).toEqual(before.ada);
        expect(await householdAsSeenBy(restored, ben2)).toEqual(before.ben);
        expect(before.ada.me).toMatchObject({ isPro: true, subscriptionStatus: 'active' });
        expect(before.ada.details.find((list) => list.id === seeded.listId)?.walk?.orderSetByHand).toBe(true);

        // New rows get ids and places after the restored ones (the identity sequences moved on).
        resultOf(await restored.call('addItems', { listId: seeded.listId, text: 'bananas' }, ben2.cookie));
        resultOf(
          await restored.call(
            'addToMealPlan',
            { day: 'Monday', slot: 'dinner', mealId: seeded.mealId },
            ada2.cookie,
          ),
        );
        const newest = await queryRows<{ name: string }>(
          target,
          sql`select name from list_item order by position desc limit 1`,
        );
        expect(newest).toEqual([{ name: 'bananas' }]);
        const plan = await queryRows<{ fresh: boolean }>(
          target,
          sql`select count(distinct position) = count(*) as fresh from meal_plan_entry`,
        );
        expect(plan).toEqual([{ fresh: true }]);
        const { list } = resultOf(await restored.call('getList', { listId: seeded.listId }, ada2.cookie));
        expect(
          Object.values(list.items ?? {})
            .flat()
            .map((item) => item.label),
        ).toContain('bananas');

        // And the restored server takes new households too.
        const newcomer = await signUpUser(restored, 'Newcomer');
        expect(resultOf(await restored.call('createList', { name: 'Mine' }, newcomer.cookie))).toHaveProperty(
          'id',
        );
      } finally {
        await target.close();
      }
    },
  );
});
