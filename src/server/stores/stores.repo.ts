import type { Category } from '@shared/categories';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { inHouseholdOf, publishToHousehold } from '../db/household-scope';
import { newId } from '../db/new-id';
import { store } from '../db/schema';
import type { StoreOwnership } from '../policies/stores';
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

/**
 * Stores: a household's are those its members made (household-scope.ts), shared with their learned orders by
 * all of them. Who may change one is the store policy's (policies/stores.ts).
 */
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
    /** The stores of the user's household, by name. */
    listOf: (userId: string): Promise<StoreRow[]> =>
      db
        .select(STORE_COLUMNS)
        .from(store)
        .where(inHouseholdOf(store.ownerId, userId))
        .orderBy(asc(store.name), asc(store.id)),

    /** A store by id, whoever owns it: for its policy, and for the lists set to it, whose members all walk it. */
    async findById(storeId: string): Promise<StoreRow | null> {
      const [row] = await db.select(STORE_COLUMNS).from(store).where(eq(store.id, storeId));
      return row ?? null;
    },

    /** A store by id with whether it is the caller's household's, for its policy; null when there is none. */
    async findFor(storeId: string, callerId: string): Promise<(StoreRow & StoreOwnership) | null> {
      const [row] = await db
        .select({ ...STORE_COLUMNS, inHousehold: sql<boolean>`${inHouseholdOf(store.ownerId, callerId)}` })
        .from(store)
        .where(eq(store.id, storeId));
      return row ?? null;
    },

    /** How many stores the user's household keeps. */
    async countOf(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(store).where(inHouseholdOf(store.ownerId, userId));
      return row?.n ?? 0;
    },

    /** Tells every member of the user's household that its stores changed. */
    announce: (userId: string) => publishToHousehold(db, userId, ['stores']),

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
