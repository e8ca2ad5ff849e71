import type { EditedQuery } from '@/lib/optimistic-mutation';

/** Query and mutation keys of the user's stores. */
export const storeKeys = {
  stores: ['stores'] as const,
  /** Every change to the stores: a refetch waits for the last one in flight to settle. */
  edits: ['stores-edit'] as const,
};

/** The stores with their changes, as one burst: the last change to settle refetches them. */
export const storeBurst: EditedQuery = { queryKey: storeKeys.stores, mutationKey: storeKeys.edits };
