import type { Store } from '@shared/contract/stores';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { JOINED, useOneTap } from '@/lib/one-tap';
import { call, messageOf } from '@/lib/rpc-client';
import { useErrorBanner } from '@/providers/error-banner';
import { storeKeys } from './store-keys';

export type { Store };

/** The user's stores, by name. */
export function useStores() {
  return useQuery({
    queryKey: storeKeys.stores,
    queryFn: async ({ signal }) => (await call('listStores', {}, { signal })).stores,
  });
}

/** Refetches the stores once the last change in flight settles, so an earlier answer never shows over a later one. */
export function useRefetchAfterLastEdit() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.isMutating({ mutationKey: storeKeys.edits }) > 1
      ? undefined
      : queryClient.invalidateQueries({ queryKey: storeKeys.stores });
}

/**
 * Resolves to null once done, or to the reason it was not, for a form to show while it keeps what was typed;
 * a tap that joined one under way resolves to JOINED, and the form waits for the first tap's answer.
 */
async function reasonOf<T>(done: Promise<T>): Promise<string | null | Extract<T, typeof JOINED>> {
  try {
    const answer = await done;
    return answer === JOINED ? (answer as Extract<T, typeof JOINED>) : null;
  } catch (error) {
    return messageOf(error);
  }
}

/** Adding, renaming and deleting stores, and forgetting the trips a store's order was learned from. */
export function useStoreActions() {
  const queryClient = useQueryClient();
  const { showError } = useErrorBanner();
  const onSettled = useRefetchAfterLastEdit();

  const create = useMutation({
    mutationKey: storeKeys.edits,
    mutationFn: (input: { name: string; changeId: string }) => call('createStore', input),
    onSettled,
  });
  const [createOnce, creating] = useOneTap((name: string, changeId) =>
    create.mutateAsync({ name, changeId }),
  );
  const rename = useMutation({
    mutationKey: storeKeys.edits,
    mutationFn: (input: { storeId: string; name: string }) => call('renameStore', input),
    onSettled,
  });
  const remove = useMutation({
    mutationKey: storeKeys.edits,
    mutationFn: (storeId: string) => call('deleteStore', { storeId }),
    onMutate: async (storeId) => {
      await queryClient.cancelQueries({ queryKey: storeKeys.stores });
      const snapshot = queryClient.getQueryData<Store[]>(storeKeys.stores);
      queryClient.setQueryData<Store[]>(storeKeys.stores, (stores) =>
        stores?.filter((store) => store.id !== storeId),
      );
      return snapshot;
    },
    onError: (error, _, snapshot) => {
      queryClient.setQueryData(storeKeys.stores, snapshot);
      showError(messageOf(error));
    },
    onSettled,
  });
  const resetLearned = useMutation({
    mutationKey: storeKeys.edits,
    mutationFn: (storeId: string) => call('resetLearnedOrder', { storeId }),
    onError: (error) => showError(messageOf(error)),
    onSettled,
  });

  return {
    /** Adds a store; resolves to null once added, or to why it was not (see reasonOf). */
    create: (name: string) => reasonOf(createOnce(name)),
    creating,
    /** Renames a store; resolves to null once renamed, or to why it was not. */
    rename: (storeId: string, name: string) => reasonOf(rename.mutateAsync({ storeId, name })),
    remove: (storeId: string) => remove.mutate(storeId),
    resetLearned: (storeId: string) => resetLearned.mutate(storeId),
    /** The store whose learned order is being forgotten, if any. */
    resettingId: resetLearned.isPending ? resetLearned.variables : null,
  };
}
