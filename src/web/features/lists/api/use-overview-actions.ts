import { MESSAGES } from '@shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageFor } from '@/lib/error-message';
import { JOINED, useOneTap } from '@/lib/one-tap';
import { useOptimisticMutation } from '@/lib/optimistic-mutation';
import { call } from '@/lib/rpc-client';
import { useErrorBanner } from '@/providers/error-banner';
import { type ListSummary, withoutList } from './list-cache';
import { listKeys, overviewBurst } from './list-keys';

/** Creating lists, and deleting (owner) or leaving (member) one from the overview. */
export function useOverviewActions() {
  const queryClient = useQueryClient();
  const { showError, clearError } = useErrorBanner();

  const create = useMutation({
    mutationFn: (input: { name: string; changeId: string }) => call('createList', input),
    onSuccess: () => clearError(),
    // The free-list limit explains itself; anything else gets SPEC's sentence.
    onError: (error) => showError(messageFor(error, MESSAGES.createFailed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKeys.overview }),
  });

  const [createOnce, creating] = useOneTap((name: string, changeId) =>
    create.mutateAsync({ name, changeId }),
  );

  const drop = useOptimisticMutation({
    ...overviewBurst,
    mutationFn: ({ listId, leave }: { listId: string; leave: boolean }) =>
      leave ? call('leaveList', { listId }) : call('deleteList', { listId }),
    apply: (lists: ListSummary[], { listId }) => withoutList(lists, listId),
    onError: (error) => showError(messageFor(error, MESSAGES.deleteFailed)),
  });

  return {
    /**
     * Resolves to the new list's id, or null when it could not be created (the banner says why) or when the tap
     * joined a creation under way (its first tap opens the list).
     */
    create: async (name: string): Promise<string | null> => {
      try {
        const created = await createOnce(name);
        return created === JOINED ? null : created.id;
      } catch {
        return null;
      }
    },
    creating,
    deleteList: (listId: string) => drop.mutate({ listId, leave: false }),
    leaveList: (listId: string) => drop.mutate({ listId, leave: true }),
  };
}
