import { CATEGORIES, type Category } from '@shared/categories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, messageOf } from '@/lib/rpc-client';
import { storeKeys } from './store-keys';
import { type Store, useRefetchAfterLastEdit } from './use-stores';

/**
 * Saves a store's aisle order as soon as it changes (null: back to SPEC's order), shown at once and put back
 * when the server refuses it; `error` says why, until the next change.
 */
export function useStoreOrder(storeId: string) {
  const queryClient = useQueryClient();
  const onSettled = useRefetchAfterLastEdit();
  const save = useMutation({
    mutationKey: storeKeys.edits,
    mutationFn: (categories: Category[] | null) => call('setCategoryOrder', { storeId, categories }),
    onMutate: async (categories) => {
      await queryClient.cancelQueries({ queryKey: storeKeys.stores });
      const snapshot = queryClient.getQueryData<Store[]>(storeKeys.stores);
      queryClient.setQueryData<Store[]>(storeKeys.stores, (stores) =>
        stores?.map((store) =>
          store.id === storeId
            ? { ...store, categoryOrder: categories ?? [...CATEGORIES], orderSetByHand: categories !== null }
            : store,
        ),
      );
      return snapshot;
    },
    onError: (_error, _, snapshot) => queryClient.setQueryData(storeKeys.stores, snapshot),
    onSettled,
  });
  return {
    setOrder: (categories: Category[] | null) => save.mutate(categories),
    saving: save.isPending,
    error: save.isError ? messageOf(save.error) : null,
  };
}
