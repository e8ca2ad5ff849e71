import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, messageOf } from '../../../lib/rpc-client';
import { useErrorBanner } from '../../../providers/error-banner';
import { type ListSummary, type SavedList, withoutItems, withoutList } from './list-cache';
import { listKeys } from './list-keys';
import { listVersions } from './list-versions';
import { type OptimisticChange, useOptimisticListChange } from './use-optimistic-list-change';

type ListChange =
  | { kind: 'rename'; name: string }
  | { kind: 'clear' }
  | { kind: 'removeMember'; memberId: string };

function send(listId: string, change: ListChange): Promise<{ version: number }> {
  switch (change.kind) {
    case 'rename':
      return call('updateListName', { listId, name: change.name });
    case 'clear':
      return call('clearList', { listId });
    case 'removeMember':
      return call('removeMember', { listId, memberId: change.memberId });
  }
}

function apply(list: SavedList, change: ListChange): SavedList {
  switch (change.kind) {
    case 'rename':
      return { ...list, name: change.name };
    case 'clear':
      return withoutItems(list);
    case 'removeMember':
      return { ...list, members: list.members.filter((member) => member.uid !== change.memberId) };
  }
}

const LIST_CHANGES: OptimisticChange<ListChange> = {
  send,
  apply,
  restore: (current, snapshot, change) => {
    if (change.kind === 'rename') {
      return { ...current, name: snapshot.name };
    }
    return change.kind === 'clear'
      ? { ...current, items: snapshot.items, needsResort: snapshot.needsResort }
      : { ...current, members: snapshot.members };
  },
  exact: (change) => change.kind !== 'rename' || change.name === change.name.trim(),
};

/** Changes to a whole list from its detail page: shown at once, undone with a banner message if refused. */
export function useListActions(listId: string) {
  const queryClient = useQueryClient();
  const { showError } = useErrorBanner();

  const { view, mutate } = useOptimisticListChange(listId, LIST_CHANGES);

  const resort = useMutation({
    mutationKey: listKeys.edits(listId),
    mutationFn: () => call('resortList', { listId }),
    // The list is re-sorted either way; the warning says the built-in categorizer did it.
    onSuccess: ({ warning, version }) => {
      listVersions(queryClient, listId).answered(version, false);
      if (warning) {
        showError(warning);
      }
    },
    onError: (error) => showError(messageOf(error)),
    onSettled: (_answer, error) => listVersions(queryClient, listId).settled({ failed: error !== null }),
  });

  const leave = useMutation({
    mutationFn: () => call('leaveList', { listId }),
    onError: (error) => showError(messageOf(error)),
  });

  return {
    view,
    rename: (name: string) => mutate({ kind: 'rename', name }),
    clear: () => mutate({ kind: 'clear' }),
    removeMember: (memberId: string) => mutate({ kind: 'removeMember', memberId }),
    resort: () => resort.mutate(),
    resorting: resort.isPending,
    /** Resolves true once the user has left the list. */
    leave: async () => {
      try {
        await leave.mutateAsync();
        // The overview shows next: without the list, even before it refetches.
        queryClient.setQueryData<ListSummary[]>(
          listKeys.overview,
          (lists) => lists && withoutList(lists, listId),
        );
        return true;
      } catch {
        return false;
      }
    },
  };
}
