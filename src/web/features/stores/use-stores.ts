import type { Store } from '@shared/contract/stores';
import { MESSAGES } from '@shared/messages';
import { nameTaken } from '@shared/same-name';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { JOINED, useOneTap } from '@/lib/one-tap';
import { refetchAfterLastEdit, refetchUnlessEditing, useOptimisticMutation } from '@/lib/optimistic-mutation';
import { call, messageOf } from '@/lib/rpc-client';
import { useErrorBanner } from '@/providers/error-banner';
import { useLiveTopic } from '@/providers/live';
import { storeBurst, storeKeys } from './store-keys';

export type { Store };

/** The household's stores, by name, kept live: another member's new store or learned order shows here. */
export function useStores() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: storeKeys.stores,
    queryFn: async ({ signal }) => (await call('listStores', {}, { signal })).stores,
  });
  // While this device's own changes are in flight the last of them refetches; an earlier answer would flicker.
  const refetch = useCallback(() => refetchUnlessEditing(queryClient, storeBurst), [queryClient]);
  useLiveTopic('stores', refetch);
  return query;
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
  // Each change refetches the stores once the last one in flight settles, so an earlier answer never shows
  // over a later one.
  const onSettled = () => refetchAfterLastEdit(queryClient, storeBurst);

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
  const remove = useOptimisticMutation({
    ...storeBurst,
    mutationFn: (storeId: string) => call('deleteStore', { storeId }),
    apply: (stores: Store[], storeId) => stores.filter((store) => store.id !== storeId),
    onError: (error) => showError(messageOf(error)),
  });
  const resetLearned = useMutation({
    mutationKey: storeKeys.edits,
    mutationFn: (storeId: string) => call('resetLearnedOrder', { storeId }),
    onError: (error) => showError(messageOf(error)),
    onSettled,
  });

  // Said at the field at once; the server holds the same rule for a store another member just added.
  const takenReason = (name: string, renamingId: string | null = null) =>
    nameTaken(name, queryClient.getQueryData<Store[]>(storeKeys.stores) ?? [], renamingId)
      ? MESSAGES.storeNameTaken(name.trim())
      : null;

  return {
    /** Adds a store; resolves to null once added, or to why it was not (see reasonOf). */
    create: async (name: string) => takenReason(name) ?? reasonOf(createOnce(name)),
    /** Adds a store and resolves to its id (JOINED for a tap that joined one under way); throws why it was not. */
    createWithId: createOnce,
    creating,
    /** Renames a store; resolves to null once renamed, or to why it was not. */
    rename: async (storeId: string, name: string) =>
      takenReason(name, storeId) ?? reasonOf(rename.mutateAsync({ storeId, name })),
    remove: (storeId: string) => remove.mutate(storeId),
    resetLearned: (storeId: string) => resetLearned.mutate(storeId),
    /** The store whose learned order is being forgotten, if any. */
    resettingId: resetLearned.isPending ? resetLearned.variables : null,
  };
}
