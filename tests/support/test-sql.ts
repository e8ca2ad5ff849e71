import type { DatabaseHandle } from '@server/db/client';
import { rowsOf } from '@server/db/raw-rows';
import type { SQL } from 'drizzle-orm';

/** Runs raw SQL in a test and answers its rows (both engines answer `{rows}`). */
export function queryRows<T>(database: DatabaseHandle, query: SQL): Promise<T[]> {
  return rowsOf<T>(database.db, query);
}
