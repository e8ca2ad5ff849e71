import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** The channel every instance LISTENs on. */
export const CHANGES_CHANNEL = 'aislewise_changes';

/** A transaction or the database: anything drizzle can run SQL on. */
export type Executor = Pick<Database, 'execute'>;

/** Announces changed topics; called inside the writing transaction, so the notice is delivered only on commit. */
export async function publishChanges(executor: Executor, topics: readonly string[]): Promise<void> {
  if (topics.length === 0) {
    return;
  }
  await executor.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify([...new Set(topics)])})`);
}
