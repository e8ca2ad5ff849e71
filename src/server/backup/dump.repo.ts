import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/raw-rows';

/** The `created_at` (the journal's `when`) of the last migration drizzle applied, or null before any. */
export async function lastAppliedMigration(runner: Executor): Promise<number | null> {
  const [found] = await rowsOf<{ journal: string | null }>(
    runner,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as journal`,
  );
  if (!found?.journal) {
    return null;
  }
  const [last] = await rowsOf<{ createdAt: string | number | null }>(
    runner,
    sql`select max(created_at) as "createdAt" from drizzle.__drizzle_migrations`,
  );
  return last?.createdAt === null || last?.createdAt === undefined ? null : Number(last.createdAt);
}

/** The app's tables that exist in the database (a database of an older version lacks the newer ones). */
export async function existingTables(runner: Executor): Promise<Set<string>> {
  const rows = await rowsOf<{ name: string }>(
    runner,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  return new Set(rows.map((row) => row.name));
}

/**
 * One page of a table's rows in primary-key order, each as its `row_to_json` text: PostgreSQL renders every
 * type (timestamps with their offset, arrays, jsonb) the way json_populate_recordset reads it back.
 */
export async function readRowsAsJson(
  runner: Executor,
  table: string,
  primaryKey: readonly string[],
  page: { offset: number; limit: number },
): Promise<string[]> {
  const order =
    primaryKey.length > 0
      ? sql.join(
          primaryKey.map((column) => sql.identifier(column)),
          sql`, `,
        )
      : sql`row(${sql.identifier(table)}.*)::text`;
  const rows = await rowsOf<{ row: string }>(
    runner,
    sql`select row_to_json(t)::text as row
        from (select * from ${sql.identifier(table)} order by ${order} limit ${page.limit} offset ${page.offset}) t`,
  );
  return rows.map((row) => row.row);
}

/** The rows now in a table. */
export async function countRows(runner: Executor, table: string): Promise<number> {
  const [answer] = await rowsOf<{ count: string | number }>(
    runner,
    sql`select count(*) as count from ${sql.identifier(table)}`,
  );
  return Number(answer?.count ?? 0);
}
