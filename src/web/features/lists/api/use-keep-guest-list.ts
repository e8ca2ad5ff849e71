import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { messageFor } from '@/lib/error-message';
import { forgetGuestList } from '@/lib/guest-list-handoff';
import { JOINED, useOneTap } from '@/lib/one-tap';
import { call } from '@/lib/rpc-client';
import { useErrorBanner } from '@/providers/error-banner';
import { listKeys } from './list-keys';

/**
 * Saves the guest list as a new saved list (names only; checks are dropped). The list is created once:
 * if adding the items fails, trying again fills the same list.
 */
export function useKeepGuestList() {
  const queryClient = useQueryClient();
  const { showError, clearError } = useErrorBanner();
  const createdId = useRef<string | null>(null);

  const keep = useMutation({
    mutationFn: async ({
      names,
      listName,
      changeId,
    }: {
      names: string[];
      listName: string;
      changeId: string;
    }) => {
      createdId.current ??= (await call('createList', { name: listName, changeId })).id;
      const listId = createdId.current;
      let warning: string | undefined;
      for (let start = 0; start < names.length; start += LIMITS.maxItemsPerRequest) {
        const text = names.slice(start, start + LIMITS.maxItemsPerRequest).join('\n');
        warning = (await call('addItems', { listId, text })).warning ?? warning;
      }
      return { listId, warning };
    },
    onSuccess: ({ warning }) => {
      forgetGuestList();
      // Saved either way; the warning says the built-in categorizer filed the items.
      if (warning) {
        showError(warning);
      } else {
        clearError();
      }
    },
    onError: (error) => showError(messageFor(error, MESSAGES.createFailed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKeys.overview }),
  });

  const [keepOnce, keeping] = useOneTap((input: { names: string[]; listName: string }, changeId) =>
    keep.mutateAsync({ ...input, changeId }),
  );

  return {
    /**
     * Saves the guest list under the name the user gave; resolves true once it is a saved list and gone from this
     * device (by this tap or one before).
     */
    keep: async (names: string[], listName: string) => {
      try {
        return (await keepOnce({ names, listName })) !== JOINED;
      } catch {
        return false;
      }
    },
    keeping,
  };
}
