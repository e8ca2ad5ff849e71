import type { SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/server/db/client';

/** Runs raw SQL in a test and answers its rows (both engines answer `{rows}`). */
export async function queryRows<T>(database: DatabaseHandle, query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
