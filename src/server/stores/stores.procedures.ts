import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
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

/** Stores: the store policy decides who may use one (its owner alone); anyone else is told it does not exist. */
export function createStoreProcedures(deps: {
  stores: StoresRepo;
  storeTrips: StoreTripsRepo;
  lists: Pick<ListsRepo, 'setStore'>;
  listAccess: ListAccess;
}): Pick<Procedures, StoreProcedure> {
  const { stores, storeTrips, lists } = deps;
  /** The store, once the policy lets this user use it. */
  const usable = async (storeId: string, userId: string) => {
    const store = await stores.findById(storeId);
    authorizeStore(userId, store);
    return store;
  };
  /** The answer of a write that found its store; one deleted meanwhile is not found either. */
  const found = (done: boolean) => {
    if (!done) {
      throw new AppError('NOT_FOUND', MESSAGES.storeNotFound);
    }
    return {};
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
      return { id: await stores.create(ctx.userId, name) };
    },
    renameStore: async ({ storeId, name }, ctx) => {
      await usable(storeId, ctx.userId);
      return found(await stores.rename(storeId, name));
    },
    deleteStore: async ({ storeId }, ctx) => {
      await usable(storeId, ctx.userId);
      return found(await stores.remove(storeId));
    },
    setCategoryOrder: async ({ storeId, categories }, ctx) => {
      await usable(storeId, ctx.userId);
      return found(await stores.setCategoryOrder(storeId, categories));
    },
    resetLearnedOrder: async ({ storeId }, ctx) => {
      await usable(storeId, ctx.userId);
      await storeTrips.forget(storeId);
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
