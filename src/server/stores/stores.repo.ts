import { and, asc, count, eq } from 'drizzle-orm';
import type { Category } from '../../shared/categories';
import type { Database } from '../db/client';
import { store } from '../db/schema';
import { newId } from '../lists/lists.repo';

/** A store row as the procedures present it. */
export interface StoreRow {
  id: string;
  name: string;
  categoryOrder: string[] | null;
  createdAt: Date;
}

/** Stores, each seen and changed by its owner only. */
export function storesRepo(db: Database) {
  const mine = (ownerId: string, storeId: string) => and(eq(store.id, storeId), eq(store.ownerId, ownerId));
  const changed = (rows: unknown[]) => rows.length > 0;
  return {
    /** The owner's stores by name. */
    listOf: (ownerId: string): Promise<StoreRow[]> =>
      db
        .select({
          id: store.id,
          name: store.name,
          categoryOrder: store.categoryOrder,
          createdAt: store.createdAt,
        })
        .from(store)
        .where(eq(store.ownerId, ownerId))
        .orderBy(asc(store.name), asc(store.id)),

    async countOf(ownerId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(store).where(eq(store.ownerId, ownerId));
      return row?.n ?? 0;
    },

    /** True when the store exists and is the owner's. */
    async isOwnedBy(ownerId: string, storeId: string): Promise<boolean> {
      return changed(await db.select({ id: store.id }).from(store).where(mine(ownerId, storeId)));
    },

    async create(ownerId: string, name: string): Promise<string> {
      const id = newId();
      await db.insert(store).values({ id, ownerId, name });
      return id;
    },

    rename: async (ownerId: string, storeId: string, name: string) =>
      changed(await db.update(store).set({ name }).where(mine(ownerId, storeId)).returning({ id: store.id })),

    /** Deletes a store; lists set to it keep their items and lose the store (the foreign key sets it null). */
    remove: async (ownerId: string, storeId: string) =>
      changed(await db.delete(store).where(mine(ownerId, storeId)).returning({ id: store.id })),

    setCategoryOrder: async (ownerId: string, storeId: string, categoryOrder: Category[] | null) =>
      changed(
        await db
          .update(store)
          .set({ categoryOrder })
          .where(mine(ownerId, storeId))
          .returning({ id: store.id }),
      ),
  };
}

export type StoresRepo = ReturnType<typeof storesRepo>;
