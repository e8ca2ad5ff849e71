import type { ListVisibility } from '@shared/contract/lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useOptimisticMutation } from '@/lib/optimistic-mutation';
import { call, messageOf } from '@/lib/rpc-client';
import { useErrorBanner } from '@/providers/error-banner';
import { type ListSummary, type SavedList, withoutList } from './list-cache';
import { listKeys } from './list-keys';
import { useListOutbox } from './list-outbox';
import { listVersions } from './list-versions';

/**
 * What the list detail does to a whole list that needs the server there and then: re-sort (a model call),
 * remove a member and leave. Edits that can wait for the network go through `useListEdits`.
 */
export function useListActions(listId: string) {
  const queryClient = useQueryClient();
  const { showError } = useErrorBanner();
  const outbox = useListOutbox();

  const resort = useMutation({
    mutationKey: listKeys.edits(listId),
    // After the list's own changes still on their way: a re-sort of a name just edited must see the new name.
    mutationFn: async () => {
      await outbox.sent((change) => change.listId === listId);
      return call('resortList', { listId });
    },
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

  const removeMember = useOptimisticMutation({
    queryKey: listKeys.detail(listId),
    mutationKey: listKeys.edits(listId),
    mutationFn: (memberId: string) => call('removeMember', { listId, memberId }),
    // Gone from the panel at once; back, with the reason in the banner, if the server refuses. Only the
    // members are put back: the list's other changes since stay.
    apply: (list: SavedList, memberId) => ({
      ...list,
      members: list.members.filter((member) => member.uid !== memberId),
    }),
    rollback: (list, _memberId, before) => (before ? { ...list, members: before.members } : list),
    onError: (error) => showError(messageOf(error)),
    onSuccess: ({ version }) => listVersions(queryClient, listId).answered(version, true),
    // The list's versions decide whether it is fetched, after the last of its changes.
    onSettled: (error) => listVersions(queryClient, listId).settled({ failed: error !== null }),
  });

  const setVisibility = useOptimisticMutation({
    queryKey: listKeys.detail(listId),
    mutationKey: listKeys.edits(listId),
    mutationFn: (visibility: ListVisibility) => call('setListVisibility', { listId, visibility }),
    apply: (list: SavedList, visibility) => ({ ...list, visibility }),
    rollback: (list, _visibility, before) => (before ? { ...list, visibility: before.visibility } : list),
    onError: (error) => showError(messageOf(error)),
    onSuccess: ({ version }) => {
      listVersions(queryClient, listId).answered(version, true);
      // The overview's Private badge follows.
      void queryClient.invalidateQueries({ queryKey: listKeys.overview });
    },
    onSettled: (error) => listVersions(queryClient, listId).settled({ failed: error !== null }),
  });

  const leave = useMutation({
    mutationFn: () => call('leaveList', { listId }),
    onError: (error) => showError(messageOf(error)),
  });

  return {
    removeMember: (memberId: string) => removeMember.mutate(memberId),
    /** Makes the list private or the household's again; resolves true once the server took it. */
    setVisibility: async (visibility: ListVisibility) => {
      try {
        await setVisibility.mutateAsync(visibility);
        return true;
      } catch {
        return false;
      }
    },
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
