import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseHandle } from '@server/db/client';
import { migrateDatabase } from '@server/db/migrate';
import { projectRoot } from '@server/project-root';
import { appOn, signIn } from '@tests/support/backup-household';
import { resultOf } from '@tests/support/test-app';
import { DATABASE_KINDS, openDatabaseBefore } from '@tests/support/test-database';
import { queryRows } from '@tests/support/test-sql';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Issue 33: an upgrade moves a wave-2 database into households without losing a row. The fixture is every table
// of a database the wave-2 server (8ec1e82^, migrations 0000-0012) made when driven over HTTP: four accounts (two
// Pro through the test-mode checkout), lists with ticked, deleted and renamed items and quantities, three lists
// shared by e-mail (in wave 2 an invite shared the list at once, accepted or not), meals, two meal plans, stores
// with a hand-set aisle order and trips, category corrections. Its sessions are left out.

type Row = Record<string, unknown>;
interface Fixture {
  /** How many migrations the wave-2 database had applied. */
  migrations: number;
  /** Every table's rows, by table; drizzle's own table by its schema-qualified name. */
  tables: Record<string, Row[]>;
}

const fixture = JSON.parse(
  readFileSync(join(projectRoot, 'tests/fixtures/wave2-database.json'), 'utf8'),
) as Fixture;
const MIGRATIONS = 'drizzle.__drizzle_migrations';
/** The first migration after wave 2. */
const FIRST_AFTER_WAVE2 = '0013_households';
const rowsOf = (table: string): Row[] => fixture.tables[table] ?? [];
const text = (value: unknown) => String(value);
const users = rowsOf('user');
const isPro = (userId: string) => users.some((u) => u.id === userId && u.subscription_status === 'active');

/** A table by its name in the fixture: public ones by name, drizzle's own qualified. */
const tableSql = (table: string): SQL =>
  table === MIGRATIONS ? sql`drizzle.__drizzle_migrations` : sql`${sql.identifier(table)}`;

/** What the database is like: each table's columns with their types, and its primary key's columns. */
interface Layout {
  columns: Map<string, Map<string, string>>;
  keys: Map<string, string[]>;
}

/** A table's name as the fixture names it. */
const fixtureName = (schema: string, table: string) => (schema === 'public' ? table : `${schema}.${table}`);

async function layoutOf(database: DatabaseHandle): Promise<Layout> {
  const columns = new Map<string, Map<string, string>>();
  for (const row of await queryRows<{ schema: string; table: string; column: string; type: string }>(
    database,
    sql`select table_schema as schema, table_name as table, column_name as column, data_type as type
        from information_schema.columns c
        where table_schema in ('public', 'drizzle')
          and exists (select 1 from information_schema.tables t where t.table_schema = c.table_schema
                      and t.table_name = c.table_name and t.table_type = 'BASE TABLE')
        order by table_schema, table_name, ordinal_position`,
  )) {
    const name = fixtureName(row.schema, row.table);
    columns.set(name, (columns.get(name) ?? new Map()).set(row.column, row.type));
  }
  const keys = new Map<string, string[]>();
  for (const row of await queryRows<{ schema: string; table: string; column: string }>(
    database,
    sql`select n.nspname as schema, c.relname as table, a.attname as column
        from pg_index i
        join pg_class c on c.oid = i.indrelid
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indisprimary and n.nspname in ('public', 'drizzle')
        order by a.attname`,
  )) {
    const name = fixtureName(row.schema, row.table);
    keys.set(name, [...(keys.get(name) ?? []), row.column]);
  }
  return { columns, keys };
}

/** A value as the fixture writes it: timestamps as ISO strings (the drivers and to_jsonb write them otherwise). */
function comparable(value: unknown, type: string | undefined): unknown {
  if (value !== null && type?.startsWith('timestamp')) {
    return new Date(text(value)).toISOString();
  }
  return value;
}

/**
 * How the database differs from the fixture: each fixture row missing (by primary key) or with a column not as
 * the fixture has it. Columns added since are not compared; rows added since are not either.
 */
async function differencesFromFixture(database: DatabaseHandle): Promise<string[]> {
  const layout = await layoutOf(database);
  const differences: string[] = [];
  for (const [table, rows] of Object.entries(fixture.tables)) {
    const types = layout.columns.get(table);
    const key = layout.keys.get(table);
    if (!types || !key) {
      differences.push(`${table}: the table (or its primary key) is gone`);
      continue;
    }
    const keyOf = (row: Row) =>
      JSON.stringify(key.map((column) => comparable(row[column], types.get(column))));
    const stored = new Map(
      (await queryRows<{ row: Row }>(database, sql`select to_jsonb(t) as row from ${tableSql(table)} t`)).map(
        ({ row }) => [keyOf(row), row],
      ),
    );
    for (const row of rows) {
      const now = stored.get(keyOf(row));
      if (!now) {
        differences.push(`${table} ${keyOf(row)}: missing`);
        continue;
      }
      for (const [column, value] of Object.entries(row)) {
        const was = JSON.stringify(comparable(value, types.get(column)));
        const is = column in now ? JSON.stringify(comparable(now[column], types.get(column))) : '(no column)';
        if (was !== is) {
          differences.push(`${table} ${keyOf(row)} ${column}: was ${was}, now ${is}`);
        }
      }
    }
  }
  return differences;
}

/** The public tables in an order their foreign keys allow inserting them in: each after those it refers to. */
async function insertOrder(database: DatabaseHandle, tables: string[]): Promise<string[]> {
  const references = await queryRows<{ child: string; parent: string }>(
    database,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace and c.conrelid <> c.confrelid`,
  );
  const order: string[] = [];
  const left = new Set(tables);
  while (left.size > 0) {
    const ready = [...left].filter((table) =>
      references.every((ref) => ref.child !== table || !left.has(ref.parent)),
    );
    if (ready.length === 0) {
      throw new Error(`foreign keys in a cycle among ${[...left].join(', ')}`);
    }
    for (const table of ready.sort()) {
      order.push(table);
      left.delete(table);
    }
  }
  return order;
}

/**
 * Puts the fixture's rows in a database at the wave-2 schema, each table's rows as given (identity columns
 * too), and moves the identity sequences past them as the wave-2 database's were.
 */
async function insertFixture(database: DatabaseHandle): Promise<void> {
  const tables = Object.keys(fixture.tables).filter((table) => table !== MIGRATIONS);
  for (const table of await insertOrder(database, tables)) {
    const rows = rowsOf(table);
    if (rows.length > 0) {
      await database.db.execute(sql`
        insert into ${sql.identifier(table)} overriding system value
        select * from jsonb_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::jsonb)`);
    }
  }
  const identities = await queryRows<{ table: string; column: string }>(
    database,
    sql`select table_name as table, column_name as column from information_schema.columns
        where table_schema = 'public' and is_identity = 'YES'`,
  );
  for (const { table, column } of identities) {
    if (rowsOf(table).length > 0) {
      await database.db.execute(
        sql`select setval(pg_get_serial_sequence(${`"${table}"`}, ${column}),
                          (select max(${sql.identifier(column)}) from ${sql.identifier(table)}))`,
      );
    }
  }
}

/** Fixture rows of a table where `column` is `value`. */
const where = (table: string, column: string, value: unknown) =>
  rowsOf(table).filter((row) => row[column] === value);

describe.each(DATABASE_KINDS)('a wave-2 database upgraded on %s', (kind) => {
  let database: DatabaseHandle;
  let wave2: {
    layout: Layout;
    migrations: Row[];
    differences: string[];
  };

  beforeAll(async () => {
    database = await openDatabaseBefore(kind, FIRST_AFTER_WAVE2);
    const layout = await layoutOf(database);
    const migrations = await queryRows<Row>(
      database,
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id`,
    );
    await insertFixture(database);
    wave2 = { layout, migrations, differences: await differencesFromFixture(database) };
    await migrateDatabase(database);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('starts from the schema the fixture was dumped from, with every row of it in place', () => {
    expect(wave2.migrations).toHaveLength(fixture.migrations);
    expect(wave2.migrations.map((row) => ({ ...row, created_at: Number(row.created_at) }))).toEqual(
      rowsOf(MIGRATIONS),
    );
    // The same tables with the same columns: nothing in the fixture was dropped or left null on the way in.
    const tables = [...wave2.layout.columns.keys()].filter((table) => table !== MIGRATIONS);
    expect(tables.sort()).toEqual(
      Object.keys(fixture.tables)
        .filter((table) => table !== MIGRATIONS)
        .sort(),
    );
    for (const [table, rows] of Object.entries(fixture.tables)) {
      const columns = [...(wave2.layout.columns.get(table)?.keys() ?? [])].sort();
      for (const row of rows) {
        expect(Object.keys(row).sort(), table).toEqual(columns);
      }
    }
    expect(wave2.differences).toEqual([]);
    expect(users.length).toBeGreaterThanOrEqual(4);
  });

  it('keeps every row, every column of it as it was', async () => {
    expect(await differencesFromFixture(database)).toEqual([]);
    const [migrated] = await queryRows<{ n: number }>(
      database,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(migrated?.n).toBeGreaterThan(fixture.migrations);
  });

  it('puts every account in a household of its own, as its owner, named after them', async () => {
    const members = await queryRows<{ user_id: string; role: string; name: string; size: number }>(
      database,
      sql`select m.user_id, m.role, h.name,
                 (select count(*) from household_member other where other.household_id = h.id)::int as size
          from household_member m join household h on h.id = m.household_id order by m.user_id`,
    );
    const expected = users
      .map((u) => ({ user_id: text(u.id), role: 'owner', name: `${text(u.name)}'s household`, size: 1 }))
      .sort((a, b) => (a.user_id < b.user_id ? -1 : 1));
    expect(members).toEqual(expected);
    const [households] = await queryRows<{ n: number }>(
      database,
      sql`select count(*)::int as n from household`,
    );
    expect(households?.n).toBe(users.length);
  });

  it('keeps lists shared before shared, seen by those they were shared with, and not through a household', async () => {
    const shared = rowsOf('list_member').filter((member) =>
      rowsOf('list').some((l) => l.id === member.list_id && l.owner_id !== member.user_id),
    );
    expect(shared.length).toBeGreaterThanOrEqual(2);
    const members = await queryRows<{
      list_id: string;
      user_id: string;
      seen: boolean;
      via_household: boolean;
    }>(database, sql`select list_id, user_id, seen_at is not null as seen, via_household from list_member`);
    for (const member of rowsOf('list_member')) {
      expect(members).toContainEqual({
        list_id: member.list_id,
        user_id: member.user_id,
        seen: true,
        via_household: false,
      });
    }
    expect(members).toHaveLength(rowsOf('list_member').length);
    const visibility = await queryRows<{ visibility: string; n: number }>(
      database,
      sql`select visibility, count(*)::int as n from list group by visibility`,
    );
    expect(visibility).toEqual([{ visibility: 'household', n: rowsOf('list').length }]);
  });

  it('shows each account, signed in with its old password, the lists, items, meals, plan and stores it had', async () => {
    const app = appOn(database);
    for (const account of users) {
      const uid = text(account.id);
      const signedIn = await signIn(app, text(account.email));
      expect(signedIn.status, `${account.email} signs in`).toBe(200);
      const { cookie } = signedIn;

      const household = resultOf(await app.call('getHousehold', {}, cookie)).household;
      expect(household).toMatchObject({
        name: `${text(account.name)}'s household`,
        isPro: isPro(uid),
        members: [{ userId: uid, role: 'owner' }],
      });

      // Lists: those the account was a member of, with their names, owners, members and items.
      const memberOf = where('list_member', 'user_id', uid).map((member) => text(member.list_id));
      const { lists } = resultOf(await app.call('listLists', {}, cookie));
      expect(lists.map((l) => l.id).sort()).toEqual([...memberOf].sort());
      for (const summary of lists) {
        const old = where('list', 'id', summary.id)[0];
        const items = where('list_item', 'list_id', summary.id);
        expect(summary).toMatchObject({ name: old?.name, ownerId: old?.owner_id, itemCount: items.length });
        expect(summary.isNew ?? false).toBe(false);
        expect([...summary.members].sort()).toEqual(
          where('list_member', 'list_id', summary.id)
            .map((member) => text(member.user_id))
            .sort(),
        );
        const { list } = resultOf(await app.call('getList', { listId: summary.id }, cookie));
        expect({ storeId: list.storeId, plannedMeals: list.plannedMeals, version: list.version }).toEqual({
          storeId: old?.store_id,
          plannedMeals: old?.planned_meals,
          version: old?.version,
        });
        const shown = Object.entries(list.items ?? {}).flatMap(([category, inCategory]) =>
          (inCategory ?? []).map((item) => ({
            id: item.id,
            // The name as stored (`name` is the line as shown, the quantity after it).
            name: item.label,
            category,
            checked: item.checked,
            quantity: item.quantity,
          })),
        );
        const had = items.map((item) => ({
          id: item.id,
          name: item.name,
          category: item.category,
          checked: item.checked,
          quantity: item.quantity,
        }));
        const byId = (a: { id: unknown }, b: { id: unknown }) => (text(a.id) < text(b.id) ? -1 : 1);
        expect(shown.sort(byId)).toEqual(had.sort(byId));
        const store = where('store', 'id', old?.store_id)[0];
        if (store) {
          expect(list.walk).toMatchObject({ storeName: store.name });
          // A store's order set by hand; null is SPEC's order.
          if (store.category_order !== null) {
            expect(list.walk).toMatchObject({ categories: store.category_order, orderSetByHand: true });
          }
        }
      }

      // Stores: the account's own, with the aisle orders set by hand.
      const { stores } = resultOf(await app.call('listStores', {}, cookie));
      const ownStores = where('store', 'owner_id', uid);
      expect(stores.map((s) => s.id).sort()).toEqual(ownStores.map((s) => text(s.id)).sort());
      for (const old of ownStores) {
        const now = stores.find((s) => s.id === old.id);
        const handSet = old.category_order !== null;
        // (Its trips count once they have ended, which is a matter of the clock: their ticks are rows above.)
        expect(now).toMatchObject({ name: old.name, orderSetByHand: handSet });
        if (handSet) {
          expect(now?.categoryOrder).toEqual(old.category_order);
        }
      }

      // Meals and the week's plan: Pro's, so only a Pro account is shown them.
      const ownMeals = where('meal', 'user_id', uid);
      const ownEntries = where('meal_plan_entry', 'user_id', uid);
      if (!isPro(uid)) {
        expect([ownMeals, ownEntries]).toEqual([[], []]);
        continue;
      }
      const { meals } = resultOf(await app.call('listMeals', {}, cookie));
      expect(
        meals.map((m) => ({
          id: m.id,
          name: m.name,
          ingredients: m.ingredients,
          instructions: m.instructions,
          servings: m.servings,
          sourceUrl: m.sourceUrl,
        })),
      ).toEqual(
        expect.arrayContaining(
          ownMeals.map((m) => ({
            id: m.id,
            name: m.name,
            ingredients: m.ingredients,
            instructions: m.instructions,
            servings: m.servings,
            sourceUrl: m.source_url,
          })),
        ),
      );
      expect(meals).toHaveLength(ownMeals.length);
      const { days } = resultOf(await app.call('getMealPlan', {}, cookie));
      const planned = Object.entries(days).flatMap(([day, slots]) =>
        Object.entries(slots).flatMap(([slot, entries]) =>
          entries.map((entry) => ({ id: entry.id, day, slot, mealId: entry.mealId, scale: entry.scale })),
        ),
      );
      expect(planned).toHaveLength(ownEntries.length);
      expect(planned).toEqual(
        expect.arrayContaining(
          ownEntries.map((entry) => ({
            id: entry.id,
            day: entry.day,
            slot: entry.slot,
            mealId: entry.meal_id,
            scale: entry.scale,
          })),
        ),
      );
    }
  });
});
