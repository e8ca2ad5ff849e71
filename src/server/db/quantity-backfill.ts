import { splitQuantity } from '@shared/items/item-quantity';
import { eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { rowsOf } from './raw-rows';
import { listItem } from './schema';

/**
 * A data step of the migrations (migrate.ts runs it after them): moves the quantities of items saved before
 * quantities were a field out of their names, once. Migration 0008 leaves a marker table, and this drops it in
 * the same transaction that splits the names, so two instances starting together (they migrate in turn) split
 * each item once.
 */
export async function splitSavedQuantities(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const [marker] = await rowsOf<{ pending: string | null }>(
      tx,
      sql`select to_regclass('pending_quantity_split')::text as pending`,
    );
    if (!marker?.pending) {
      return 0;
    }
    const items = await tx
      .select({ id: listItem.id, name: listItem.name })
      .from(listItem)
      .where(sql`${listItem.quantity} is null`);
    let split = 0;
    for (const item of items) {
      const { name, quantity } = splitQuantity(item.name);
      if (quantity !== null) {
        await tx.update(listItem).set({ name, quantity }).where(eq(listItem.id, item.id));
        split += 1;
      }
    }
    await tx.execute(sql`drop table pending_quantity_split`);
    return split;
  });
}
