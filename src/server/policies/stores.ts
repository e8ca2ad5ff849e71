import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import { AppError } from '../rpc/app-error';

/** A store as its rules see it: whose it is. */
export interface StoreOwnership {
  ownerId: string;
}

/**
 * Sees, renames, reorders, resets and deletes a store, and sets a list to it: its owner alone, so another's
 * store (and the order it learned) stays theirs. Anyone else is told it does not exist.
 */
export const canUseStore = (userId: string, store: StoreOwnership | null): store is StoreOwnership =>
  store?.ownerId === userId;

/** Throws the 404 a procedure answers unless the store is the user's. */
export function authorizeStore(
  userId: string,
  store: StoreOwnership | null,
): asserts store is StoreOwnership {
  if (!canUseStore(userId, store)) {
    throw new AppError('NOT_FOUND', MESSAGES.storeNotFound);
  }
}

/** Adds `added` stores to the `owned` ones (one by createStore, a file's by an import): up to the limit. */
export const canAddStores = (owned: number, added = 1): boolean => owned + added <= LIMITS.maxStores;
