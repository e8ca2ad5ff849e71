import type { Category } from '@shared/categories';
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { newId } from '../db/new-id';
import { store } from '../db/schema';
import { touchListsOf } from './store-lists.repo';

/** A store row as the procedures decide on it and present it. */
export interface StoreRow {
  id: string;
  ownerId: string;
  name: string;
  categoryOrder: string[] | null;
  createdAt: Date;
}

const STORE_COLUMNS = {
  id: store.id,
  ownerId: store.ownerId,
  name: store.name,
  categoryOrder: store.categoryOrder,
  createdAt: store.createdAt,
};

/** Stores, and their owners' lists of them; who may change one is the store policy's (policies/stores.ts). */
export function storesRepo(db: Database) {
  /** Runs a write of a store and, when it found the store, tells the lists set to it. */
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

    /** A store by id, whoever owns it: for its policy, and for the lists set to it, whose members all walk it. */
    async findById(storeId: string): Promise<StoreRow | null> {
      const [row] = await db.select(STORE_COLUMNS).from(store).where(eq(store.id, storeId));
      return row ?? null;
    },

    async countOf(ownerId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(store).where(eq(store.ownerId, ownerId));
      return row?.n ?? 0;
    },

    async create(ownerId: string, name: string): Promise<string> {
      const id = newId();
      await db.insert(store).values({ id, ownerId, name });
      return id;
    },

    /** Renames a store; false when it is gone. */
    rename: (storeId: string, name: string) =>
      changeStore(storeId, (tx) =>
        tx.update(store).set({ name }).where(eq(store.id, storeId)).returning({ id: store.id }),
      ),

    /**
     * Deletes a store with its trips; lists set to it keep their items and lose the store (the foreign key sets
     * it null), told before it goes.
     */
    remove: (storeId: string) =>
      db.transaction(async (tx) => {
        const found = await tx
          .select({ id: store.id })
          .from(store)
          .where(eq(store.id, storeId))
          .for('update');
        if (found.length === 0) {
          return false;
        }
        await touchListsOf(tx, storeId);
        await tx.delete(store).where(eq(store.id, storeId));
        return true;
      }),

    /** Sets the aisles' order by hand (null goes back to the learned one); false when the store is gone. */
    setCategoryOrder: (storeId: string, categoryOrder: Category[] | null) =>
      changeStore(storeId, (tx) =>
        tx.update(store).set({ categoryOrder }).where(eq(store.id, storeId)).returning({ id: store.id }),
      ),
  };
}

export type StoresRepo = ReturnType<typeof storesRepo>;
