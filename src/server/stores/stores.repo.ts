import type { Category } from '@shared/categories';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { newId } from '../db/new-id';
import { store } from '../db/schema';
import { touchListsOf } from './store-lists.repo';

/** A store row as the procedures present it. */
export interface StoreRow {
  id: string;
  name: string;
  categoryOrder: string[] | null;
  createdAt: Date;
}

const STORE_COLUMNS = {
  id: store.id,
  name: store.name,
  categoryOrder: store.categoryOrder,
  createdAt: store.createdAt,
};

/** Stores, each seen and changed by its owner only. */
export function storesRepo(db: Database) {
  const mine = (ownerId: string, storeId: string) => and(eq(store.id, storeId), eq(store.ownerId, ownerId));
  const changed = (rows: unknown[]) => rows.length > 0;
  /** Runs a write of the owner's store and, when it found the store, tells the lists set to it. */
  const changeStore = (storeId: string, work: (tx: Database) => Promise<unknown[]>) =>
    db.transaction(async (tx) => {
      const rows = await work(tx);
      if (rows.length > 0) {
        await touchListsOf(tx, storeId);
      }
      return rows.length > 0;
    });
  return {
    /** The owner's stores by name. */
    listOf: (ownerId: string): Promise<StoreRow[]> =>
      db
        .select(STORE_COLUMNS)
        .from(store)
        .where(eq(store.ownerId, ownerId))
        .orderBy(asc(store.name), asc(store.id)),

    /** A store by id, whoever owns it: for the lists set to it, whose members all walk it. */
    async findById(storeId: string): Promise<StoreRow | null> {
      const [row] = await db.select(STORE_COLUMNS).from(store).where(eq(store.id, storeId));
      return row ?? null;
    },

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

    rename: (ownerId: string, storeId: string, name: string) =>
      changeStore(storeId, (tx) =>
        tx.update(store).set({ name }).where(mine(ownerId, storeId)).returning({ id: store.id }),
      ),

    /**
     * Deletes a store with its trips; lists set to it keep their items and lose the store (the foreign key sets
     * it null), told before it goes.
     */
    remove: (ownerId: string, storeId: string) =>
      db.transaction(async (tx) => {
        const owned = await tx
          .select({ id: store.id })
          .from(store)
          .where(mine(ownerId, storeId))
          .for('update');
        if (!changed(owned)) {
          return false;
        }
        await touchListsOf(tx, storeId);
        await tx.delete(store).where(eq(store.id, storeId));
        return true;
      }),

    setCategoryOrder: (ownerId: string, storeId: string, categoryOrder: Category[] | null) =>
      changeStore(storeId, (tx) =>
        tx.update(store).set({ categoryOrder }).where(mine(ownerId, storeId)).returning({ id: store.id }),
      ),
  };
}

export type StoresRepo = ReturnType<typeof storesRepo>;
