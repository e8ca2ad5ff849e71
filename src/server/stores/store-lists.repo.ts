import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { list } from '../db/schema';
import { stampLists } from '../lists';

/**
 * Stamps every list set to the store with a new version and tells their pages, so members who have one open
 * see the store's new name or order at once (inside the transaction of the write that changed it).
 */
export async function touchListsOf(tx: Executor, storeId: string): Promise<void> {
  await stampLists(tx, sql`select id from ${list} where store_id = ${storeId}`, { summaryChanged: false });
}
