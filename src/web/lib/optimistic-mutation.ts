import {
  type MutationKey,
  type MutationOptions,
  type QueryClient,
  type QueryKey,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

/**
 * A cached query and the mutation key its edits carry. Edits under one key are one burst: live refetches wait
 * while any is in flight, and the last to settle refetches for all of them.
 */
export interface EditedQuery {
  queryKey: QueryKey;
  mutationKey: MutationKey;
}

/**
 * For an edit's onSettled: refetches the query once the last edit of its burst has settled, so an earlier
 * answer never shows over a later edit. The settling edit still counts as in flight while its callbacks run;
 * the promise keeps it pending until the refetch has landed.
 */
export function refetchAfterLastEdit(
  queryClient: QueryClient,
  { queryKey, mutationKey }: EditedQuery,
): Promise<void> | undefined {
  return queryClient.isMutating({ mutationKey }) > 1
    ? undefined
    : queryClient.invalidateQueries({ queryKey });
}

/**
 * For a live event: refetches the query now, unless edits of it are in flight (the last of them refetches
 * instead; an answer fetched before it would bring back for a moment what the user just changed).
 */
export function refetchUnlessEditing(
  queryClient: QueryClient,
  { queryKey, mutationKey }: EditedQuery,
  options: { cancelRefetch?: boolean } = {},
): void {
  if (queryClient.isMutating({ mutationKey }) === 0) {
    void queryClient.invalidateQueries({ queryKey }, options);
  }
}

export interface OptimisticEdit<TCached, TVariables, TAnswer> extends EditedQuery {
  mutationFn: (variables: TVariables) => Promise<TAnswer>;
  /** What the user sees at once, applied to the cached value (nothing happens while there is none). */
  apply: (cached: TCached, variables: TVariables) => TCached;
  /**
   * What a refused edit puts back. Left out, the cached value goes back to what it was before the edit (for a
   * list's removal, say). Given, it is applied to the cached value as it is now, so other edits made since
   * stay: the opposite edit (a planned meal taken out again), or a part kept aside (the list's members).
   */
  rollback?: (cached: TCached, variables: TVariables, before: TCached | undefined) => TCached;
  /** What the server's answer changes on screen before the refetch (a saved entry's id for a pending one). */
  confirm?: (cached: TCached, answer: TAnswer, variables: TVariables) => TCached;
  onSuccess?: (answer: TAnswer, variables: TVariables) => void;
  /** Called after the roll-back: says why, in the banner. */
  onError?: (error: Error, variables: TVariables) => void;
  /** In place of the refetch after the last edit of the burst, for a query with its own rule (a list's versions). */
  onSettled?: (error: Error | null) => Promise<unknown> | undefined;
}

/**
 * The mutation options of an optimistic edit: shown at once, rolled back when the server refuses it, and
 * refetched after the last edit of its burst settles. The value before the edit is its mutation's context.
 */
export function optimisticEdit<TCached, TVariables, TAnswer>(
  queryClient: QueryClient,
  edit: OptimisticEdit<TCached, TVariables, TAnswer>,
): MutationOptions<TAnswer, Error, TVariables, TCached | undefined> {
  const { queryKey, apply, rollback, confirm } = edit;
  const update = (change: (cached: TCached) => TCached) =>
    queryClient.setQueryData<TCached>(queryKey, (cached) =>
      cached === undefined ? undefined : change(cached),
    );
  return {
    mutationKey: edit.mutationKey,
    mutationFn: edit.mutationFn,
    onMutate: async (variables) => {
      // A fetch under way would land over the edit with the server's older answer.
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<TCached>(queryKey);
      update((cached) => apply(cached, variables));
      return before;
    },
    onSuccess: (answer, variables) => {
      if (confirm) {
        update((cached) => confirm(cached, answer, variables));
      }
      edit.onSuccess?.(answer, variables);
    },
    onError: (error, variables, before) => {
      if (rollback) {
        update((cached) => rollback(cached, variables, before));
      } else {
        queryClient.setQueryData<TCached>(queryKey, before);
      }
      edit.onError?.(error, variables);
    },
    onSettled: (_answer, error) =>
      edit.onSettled ? edit.onSettled(error) : refetchAfterLastEdit(queryClient, edit),
  };
}

/** An optimistic edit (see optimisticEdit) as a mutation of the page's query client. */
export function useOptimisticMutation<TCached, TVariables, TAnswer>(
  edit: OptimisticEdit<TCached, TVariables, TAnswer>,
) {
  const queryClient = useQueryClient();
  return useMutation(optimisticEdit(queryClient, edit));
}
