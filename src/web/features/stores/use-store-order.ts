import { CATEGORIES, type Category } from '@shared/categories';
import { useOptimisticMutation } from '@/lib/optimistic-mutation';
import { call, messageOf } from '@/lib/rpc-client';
import { storeBurst } from './store-keys';
import type { Store } from './use-stores';

/**
 * Saves a store's aisle order as soon as it changes (null: back to SPEC's order), shown at once and put back
 * when the server refuses it; `error` says why, until the next change.
 */
export function useStoreOrder(storeId: string) {
  const save = useOptimisticMutation({
    ...storeBurst,
    mutationFn: (categories: Category[] | null) => call('setCategoryOrder', { storeId, categories }),
    apply: (stores: Store[], categories) =>
      stores.map((store) =>
        store.id === storeId
          ? { ...store, categoryOrder: categories ?? [...CATEGORIES], orderSetByHand: categories !== null }
          : store,
      ),
  });
  return {
    setOrder: (categories: Category[] | null) => save.mutate(categories),
    saving: save.isPending,
    error: save.isError ? messageOf(save.error) : null,
  };
}
