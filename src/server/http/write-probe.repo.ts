import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/raw-rows';

/**
 * Whether a transaction of the app could write now, touching no table: it takes a transaction id, so its
 * commit writes and flushes a WAL record, and it reads whether transactions are read-only (a standby, or a
 * managed PostgreSQL that turns read-only when its disk fills, refuse every write while reads still work).
 * Answers why writes fail, or null.
 */
export async function refusedWrite(db: Database): Promise<string | null> {
  try {
    return await db.transaction(async (tx) => {
      const [probe] = await rowsOf<{ read_only: string }>(
        tx,
        sql`select pg_current_xact_id()::text as xid, current_setting('transaction_read_only') as read_only`,
      );
      return probe?.read_only === 'on'
        ? 'The database takes no writes: its transactions are read-only.'
        : null;
    });
  } catch (error) {
    // drizzle wraps the database's error in one that quotes the query.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const reason = cause instanceof Error ? cause.message : String(cause);
    return `The database refused a test write: ${reason.split('\n')[0]?.slice(0, 200)}.`;
  }
}
