import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import { nameTaken } from '@shared/same-name';
import type { ListAccess, ListsRepo } from '../lists';
import { authorizeStore, canAddStores } from '../policies/stores';
import { presentStore } from '../presenters/store';
import { AppError } from '../rpc/app-error';
import type { Procedures } from '../rpc/procedure-types';
import type { StoreTripsRepo } from './store-trips.repo';
import type { StoresRepo } from './stores.repo';

type StoreProcedure =
  | 'listStores'
  | 'createStore'
  | 'renameStore'
  | 'deleteStore'
  | 'setCategoryOrder'
  | 'resetLearnedOrder'
  | 'setListStore';

/** Stores: the store policy decides who may use one (its household); anyone else is told it does not exist. */
export function createStoreProcedures(deps: {
  stores: StoresRepo;
  storeTrips: StoreTripsRepo;
  lists: Pick<ListsRepo, 'setStore'>;
  listAccess: ListAccess;
}): Pick<Procedures, StoreProcedure> {
  const { stores, storeTrips, lists } = deps;
  /** The store, once the policy lets this user use it. */
  const usable = async (storeId: string, userId: string) => {
    const store = await stores.findFor(storeId, userId);
    authorizeStore(store);
    return store;
  };
  /** The answer of a write that found its store (its household told); one deleted meanwhile is not found. */
  const found = async (done: boolean, userId: string) => {
    if (!done) {
      throw new AppError('NOT_FOUND', MESSAGES.storeNotFound);
    }
    await stores.announce(userId);
    return {};
  };
  /** Refuses a name another store of the household has (a picker could not tell the two apart). */
  const refuseTakenName = async (name: string, userId: string, renamingId: string | null = null) => {
    if (nameTaken(name, await stores.listOf(userId), renamingId)) {
      throw new AppError('INVALID_ARGUMENT', MESSAGES.storeNameTaken(name.trim()));
    }
  };
  return {
    listStores: async (_input, ctx) => {
      const rows = await stores.listOf(ctx.userId);
      const trips = await storeTrips.tripCounts(rows.map((row) => row.id));
      return { stores: rows.map((row) => presentStore(row, trips.get(row.id) ?? 0)) };
    },
    createStore: async ({ name }, ctx) => {
      if (!canAddStores(await stores.countOf(ctx.userId))) {
        throw new AppError('INVALID_ARGUMENT', MESSAGES.tooManyStores(LIMITS.maxStores));
      }
      await refuseTakenName(name, ctx.userId);
      const id = await stores.create(ctx.userId, name);
      await stores.announce(ctx.userId);
      return { id };
    },
    renameStore: async ({ storeId, name }, ctx) => {
      await usable(storeId, ctx.userId);
      await refuseTakenName(name, ctx.userId, storeId);
      return found(await stores.rename(storeId, name), ctx.userId);
    },
    deleteStore: async ({ storeId }, ctx) => {
      await usable(storeId, ctx.userId);
      return found(await stores.remove(storeId), ctx.userId);
    },
    setCategoryOrder: async ({ storeId, categories }, ctx) => {
      await usable(storeId, ctx.userId);
      return found(await stores.setCategoryOrder(storeId, categories), ctx.userId);
    },
    resetLearnedOrder: async ({ storeId }, ctx) => {
      await usable(storeId, ctx.userId);
      await storeTrips.forget(storeId);
      await stores.announce(ctx.userId);
      return {};
    },
    setListStore: async ({ listId, storeId }, ctx) => {
      const { list: row } = await deps.listAccess(listId, ctx.userId, 'edit');
      if (storeId !== null) {
        await usable(storeId, ctx.userId);
      }
      if (row.storeId === storeId) {
        return { version: row.version };
      }
      return { version: (await lists.setStore(listId, storeId))?.version ?? row.version };
    },
  };
}
