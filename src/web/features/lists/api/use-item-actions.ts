import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { Category } from '../../../../shared/categories';
import { call, messageOf } from '../../../lib/rpc-client';
import { useErrorBanner } from '../../../providers/error-banner';
import {
  type SavedList,
  withItemChecked,
  withItemMoved,
  withItemRenamed,
  withItemRestored,
  withoutItem,
} from './list-cache';
import { listKeys } from './list-keys';
import { listVersions } from './list-versions';
import { type OptimisticChange, useOptimisticListChange } from './use-optimistic-list-change';

type ItemChange =
  | { kind: 'toggle'; itemId: string; checked: boolean }
  | { kind: 'rename'; itemId: string; name: string }
  | { kind: 'delete'; itemId: string }
  | { kind: 'move'; itemId: string; category: Category };

function send(listId: string, change: ItemChange): Promise<{ version: number }> {
  const { itemId } = change;
  switch (change.kind) {
    case 'toggle':
      return call('toggleItem', { listId, itemId, checked: change.checked });
    case 'rename':
      return call('renameItem', { listId, itemId, name: change.name });
    case 'delete':
      return call('deleteItem', { listId, itemId });
    case 'move':
      return call('moveItem', { listId, itemId, category: change.category });
  }
}

function apply(list: SavedList, change: ItemChange): SavedList {
  switch (change.kind) {
    case 'toggle':
      return withItemChecked(list, change.itemId, change.checked);
    case 'rename':
      return withItemRenamed(list, change.itemId, change.name);
    case 'delete':
      return withoutItem(list, change.itemId);
    case 'move':
      return withItemMoved(list, change.itemId, change.category);
  }
}

const ITEM_CHANGES: OptimisticChange<ItemChange> = {
  send,
  apply,
  restore: (current, snapshot, change) => {
    const restored = withItemRestored(current, snapshot, change.itemId);
    return change.kind === 'rename' ? { ...restored, needsResort: snapshot.needsResort } : restored;
  },
  // A moved item goes to the end of its new aisle here but keeps its place in the order on the server.
  exact: (change) =>
    change.kind !== 'move' && (change.kind !== 'rename' || change.name === change.name.trim()),
};

/**
 * What the list detail can do to items. Each change shows at once; if the server refuses it, that item goes
 * back to how it was (other changes stay) and the banner says why. Added items show as pending until the
 * server has sorted them into aisles.
 */
export function useItemActions(listId: string) {
  const queryClient = useQueryClient();
  const { showError } = useErrorBanner();
  const { view, mutate } = useOptimisticListChange(listId, ITEM_CHANGES);

  const add = useMutation({
    mutationKey: listKeys.adds(listId),
    mutationFn: (text: string) => call('addItems', { listId, text }),
    // The items are saved either way; the warning says the built-in categorizer filed them.
    onSuccess: ({ warning, version }) => {
      listVersions(queryClient, listId).answered(version, false);
      if (warning) {
        showError(warning);
      }
    },
    onError: (error) => showError(messageOf(error)),
    // Awaited, so the pending rows stay until the sorted items have arrived.
    onSettled: (_answer, error) => listVersions(queryClient, listId).settled({ failed: error !== null }),
  });
  const adding = useMutationState({
    filters: { mutationKey: listKeys.adds(listId), status: 'pending' },
    select: (mutation) => mutation.state.variables as string,
  });

  return {
    view,
    toggle: (itemId: string, checked: boolean) => mutate({ kind: 'toggle', itemId, checked }),
    rename: (itemId: string, name: string) => mutate({ kind: 'rename', itemId, name }),
    remove: (itemId: string) => mutate({ kind: 'delete', itemId }),
    move: (itemId: string, category: Category) => mutate({ kind: 'move', itemId, category }),
    /** Resolves false when adding failed, so the add box can give the text back. */
    add: async (text: string) => {
      try {
        await add.mutateAsync(text);
        return true;
      } catch {
        return false;
      }
    },
    /** Texts being added right now, one per add. */
    adding,
  };
}
