import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * Runs a statement written in SQL and answers its rows. node-postgres and PGlite both answer `execute()` with
 * `{ rows }`; drizzle, typed over both drivers, calls the answer unknown, so the row type is the caller's word.
 */
export async function rowsOf<Row>(executor: Executor, statement: SQL): Promise<Row[]> {
  const result = (await executor.execute(statement)) as { rows: Row[] };
  return result.rows;
}
