import { eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/client';
import { list } from '../db/schema';
import { stampAndNotify } from '../lists/item-writes.repo';

/**
 * Stamps every list set to the store with a new version and tells their pages, so members who have one open
 * see the store's new name or order at once (inside the transaction of the write that changed it).
 */
export async function touchListsOf(tx: Executor, storeId: string): Promise<void> {
  await tx.execute(sql`
    with calls as (
      select row_number() over (order by id) as ord, id as list_id from ${list} where store_id = ${storeId}
    ),
    ${stampAndNotify({ summaryChanged: false })}
    select (select count(*) from notified) as notices
  `);
}

/**
 * Ends the trip a list's ticks were being counted into (see store-trips.repo.ts), inside the transaction of
 * the write that ends it.
 */
export async function endTrip(tx: Transaction, listId: string): Promise<void> {
  await tx.update(list).set({ tripId: null }).where(eq(list.id, listId));
}
