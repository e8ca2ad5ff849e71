import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/raw-rows';

/** A column of the target database, as a restore inserts into it. */
export interface TargetColumn {
  name: string;
  /** Filled from a sequence (identity or serial): the sequence is moved past the restored values. */
  sequenced: boolean;
  /** Computed by PostgreSQL (`generated always as (…) stored`): never inserted. */
  computed: boolean;
}

/** True when the database holds any account or list: a restore would mix two households. */
export async function holdsHouseholdData(runner: Executor): Promise<boolean> {
  const [answer] = await rowsOf<{ found: boolean }>(
    runner,
    sql`select exists (select 1 from "user") or exists (select 1 from "list") as found`,
  );
  return answer?.found === true;
}

/** Every column of the app's tables in the target, by table, in their order. */
export async function targetColumns(runner: Executor): Promise<Map<string, TargetColumn[]>> {
  const rows = await rowsOf<{ table: string; name: string; sequenced: boolean; computed: boolean }>(
    runner,
    sql`select table_name as "table", column_name as name,
               (is_identity = 'YES' or coalesce(column_default, '') like 'nextval(%') as sequenced,
               is_generated = 'ALWAYS' as computed
        from information_schema.columns
        where table_schema = 'public'
        order by table_name, ordinal_position`,
  );
  const byTable = new Map<string, TargetColumn[]>();
  for (const row of rows) {
    const columns = byTable.get(row.table) ?? [];
    columns.push({ name: row.name, sequenced: row.sequenced, computed: row.computed });
    byTable.set(row.table, columns);
  }
  return byTable;
}

/** Empties the tables (and whatever references them). */
export async function emptyTables(runner: Executor, tables: readonly string[]): Promise<void> {
  const names = sql.join(
    tables.map((table) => sql.identifier(table)),
    sql`, `,
  );
  await runner.execute(sql`truncate table ${names} restart identity cascade`);
}

/**
 * Inserts a JSON array of rows, passed as a parameter (never spliced into SQL), into the named columns; the
 * columns it does not name take their defaults, so a backup from before a column existed still restores.
 */
export async function insertRows(
  runner: Executor,
  table: string,
  columns: readonly string[],
  json: string,
): Promise<void> {
  const list = sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  await runner.execute(
    sql`insert into ${sql.identifier(table)} (${list}) overriding system value
        select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${json}::json)`,
  );
}

/** Moves a column's sequence past the largest value restored, so new rows get fresh ids and places. */
export async function resetSequence(runner: Executor, table: string, column: string): Promise<void> {
  const quotedTable = `"${table.replaceAll('"', '""')}"`;
  await runner.execute(
    sql`select setval(pg_get_serial_sequence(${quotedTable}, ${column}),
                      coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1,
                      false)`,
  );
}
