import type { ChangeAddress } from '@shared/live';
import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/** The channel every instance LISTENs on. */
export const CHANGES_CHANNEL = 'aislewise_changes';

/**
 * Announces where a change happened; called inside the writing transaction, so the notice is delivered only
 * on commit. The payload is the addresses as JSON, read back by parseChangeNotice (src/shared/live.ts).
 */
export async function publishChanges(executor: Executor, addresses: readonly ChangeAddress[]): Promise<void> {
  if (addresses.length === 0) {
    return;
  }
  await executor.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(addresses)})`);
}
