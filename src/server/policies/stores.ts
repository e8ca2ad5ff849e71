import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import { AppError } from '../rpc/app-error';

/** A store as its rules see it: whether it is the caller's household's (made by someone in it). */
export interface StoreOwnership {
  inHousehold: boolean;
}

/**
 * Sees, renames, reorders, resets and deletes a store, and sets a list to it: any member of its household, so
 * another household's store (and the order it learned) stays theirs. Anyone else is told it does not exist.
 */
export const canUseStore = (store: StoreOwnership | null): store is StoreOwnership =>
  store?.inHousehold === true;

/** Throws the 404 a procedure answers unless the store is the caller's household's. */
export function authorizeStore(store: StoreOwnership | null): asserts store is StoreOwnership {
  if (!canUseStore(store)) {
    throw new AppError('NOT_FOUND', MESSAGES.storeNotFound);
  }
}

/** Adds `added` stores to the household's `owned` ones (one by createStore, a file's by an import): up to the limit. */
export const canAddStores = (owned: number, added = 1): boolean => owned + added <= LIMITS.maxStores;
