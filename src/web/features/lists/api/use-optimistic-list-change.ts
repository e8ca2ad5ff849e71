import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageOf } from '../../../lib/rpc-client';
import { useErrorBanner } from '../../../providers/error-banner';
import type { SavedList } from './list-cache';
import { listKeys } from './list-keys';
import { listVersions } from './list-versions';
import { usePendingChanges } from './use-pending-changes';

/** How one kind of change is sent, shown at once, and undone when the server refuses it. */
export interface OptimisticChange<C> {
  /** Sends the change; the answer is the list's version that holds it. */
  send(listId: string, change: C): Promise<{ version: number }>;
  apply(list: SavedList, change: C): SavedList;
  /** The list with just this change undone, from the snapshot taken before it was shown. */
  restore(current: SavedList, snapshot: SavedList, change: C): SavedList;
  /** True when `apply` shows the change just as the server makes it, so its answer needs no fetch. */
  exact(change: C): boolean;
}

/** Changes to a saved list that show at once and are undone, with the server's reason in the banner, if refused. */
export function useOptimisticListChange<C>(listId: string, kind: OptimisticChange<C>) {
  const queryClient = useQueryClient();
  const { showError } = useErrorBanner();
  const key = listKeys.detail(listId);
  const pending = usePendingChanges<C>();

  const change = useMutation({
    mutationKey: listKeys.edits(listId),
    mutationFn: (item: C) => kind.send(listId, item),
    onMutate: async (item) => {
      await queryClient.cancelQueries({ queryKey: key });
      const snapshot = queryClient.getQueryData<SavedList>(key);
      if (snapshot) {
        queryClient.setQueryData<SavedList>(key, kind.apply(snapshot, item));
      }
      return snapshot;
    },
    onError: (error, item, snapshot) => {
      queryClient.setQueryData<SavedList>(key, (current) =>
        current && snapshot ? kind.restore(current, snapshot, item) : current,
      );
      showError(messageOf(error));
      // Undone on screen at once, not only after the refetch that follows.
      pending.remove(item);
    },
    onSuccess: ({ version }, item) => listVersions(queryClient, listId).answered(version, kind.exact(item)),
    onSettled: (_answer, error) => listVersions(queryClient, listId).settled({ failed: error !== null }),
  });

  return {
    /** The list as the user should see it: the cached list with their changes in flight applied. */
    view: (list: SavedList) => pending.pending.reduce(kind.apply, list),
    mutate: (item: C) => {
      pending.add(item);
      change.mutate(item, { onSettled: () => pending.remove(item) });
    },
  };
}
