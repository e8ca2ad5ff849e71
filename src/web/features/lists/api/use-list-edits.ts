import type { Category } from '@shared/categories';
import { itemLinesProblem, parseItemLines } from '@shared/list-text';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { newDeviceId } from '@/lib/device-id';
import { loadItemTools } from '@/lib/sort-on-device';
import { useErrorBanner } from '@/providers/error-banner';
import type { ItemChange } from '../items/editable-item';
import { findItem } from '../items/item-places';
import type { SavedItem, SavedList } from './list-cache';
import { listKeys } from './list-keys';
import { useListOutbox, useQueuedChanges } from './list-outbox';
import { type RemovedSavedItem, removedFrom } from './list-removals';
import { type ItemsAdded, planAdd } from './plan-add';
import { applyEdit, type ListEdit } from './queued-change';

const quoted = (text: string) => `"${text}"`;

/** A quantity as the server keeps it: '2 lbs' is '2 lb', blank is none. */
async function keptQuantity(typed: string): Promise<string | null> {
  const quantity = typed.trim();
  return quantity === '' ? null : (await loadItemTools()).addQuantities(quantity, null);
}

const namesOf = (removed: readonly RemovedSavedItem[]) => removed.map(({ item }) => item.label);

/**
 * Every edit a shopper makes to a saved list, online or not: it shows at once and goes to the outbox, which
 * sends it in order when the server can be reached. Items added are filed by the in-browser categorizer and
 * merged into rows already there at once, and placed by the server's answer. `view` shows a list with the
 * changes still waiting applied. Removals answer what they removed, for an Undo to `restore`.
 */
export function useListEdits(list: SavedList) {
  const outbox = useListOutbox();
  const queued = useQueuedChanges(list.id);
  const { showError } = useErrorBanner();
  const queryClient = useQueryClient();
  // The newest copy in the cache, not the one this render was given: when the server saves a change, the
  // cache takes it at once and the queue lets it go, but the page hears of the cache a moment later. Reading
  // the older copy then would show the list for a moment without the change (an item moved back and forth,
  // its row and any menu open on it remounted).
  const view = (cached: SavedList) =>
    queued.reduce(
      (shown, change) => applyEdit(shown, change.edit),
      queryClient.getQueryData<SavedList>(listKeys.detail(cached.id)) ?? cached,
    );
  const shown = view(list);
  const latest = useRef(shown);
  latest.current = shown;
  // Loaded while the page is open, so an add made after the network went away still merges as the server will.
  useEffect(() => {
    void loadItemTools();
  }, []);

  const queue = (edit: ListEdit, label: string, text: string) =>
    outbox.enqueue({ changeId: newDeviceId(), listId: list.id, place: shown.name, edit, label, text });
  const itemEdit = (edit: ListEdit & { itemId: string }, label: (name: string) => string, text?: string) => {
    const name = findItem(shown.items, edit.itemId)?.item.label ?? 'an item';
    queue(edit, label(quoted(name)), text ?? name);
  };
  const removing = (which: (item: SavedItem) => boolean, edit: ListEdit, label: string) => {
    const removed = removedFrom(shown, which);
    queue(edit, label, namesOf(removed).join('\n'));
    return removed;
  };

  return {
    view,
    toggle: (itemId: string, checked: boolean) =>
      itemEdit(
        { kind: 'toggle', itemId, checked, at: new Date().toISOString() },
        (name) => `${checked ? 'Tick' : 'Untick'} ${name}`,
      ),
    /** Renames the item and sets its quantity, each when changed. */
    edit: (itemId: string, change: ItemChange) => {
      const { label, quantity } = change;
      if (label !== undefined) {
        itemEdit(
          { kind: 'rename', itemId, name: label },
          (old) => `Rename ${old} to ${quoted(label)}`,
          label,
        );
      }
      if (quantity !== undefined) {
        // Shown as the server will keep it, so its answer needs no fetch; the parser loads on first use.
        void keptQuantity(quantity).then((shown) =>
          itemEdit(
            { kind: 'quantity', itemId, quantity, shown },
            (name) => `Set the quantity of ${name} to ${quoted(quantity)}`,
            quantity,
          ),
        );
      }
    },
    remove: (item: SavedItem): RemovedSavedItem[] =>
      removing(
        (entry) => entry.id === item.id,
        { kind: 'delete', itemId: item.id },
        `Delete ${quoted(item.label)}`,
      ),
    move: (itemId: string, category: Category) =>
      itemEdit({ kind: 'move', itemId, category }, (name) => `Move ${name} to ${category}`),
    renameList: (name: string) =>
      queue({ kind: 'renameList', name }, `Rename the list to ${quoted(name)}`, name),
    clear: (): RemovedSavedItem[] =>
      removing(() => true, { kind: 'clear' }, 'Start a new list (remove every item)'),
    uncheckAll: () => queue({ kind: 'uncheckAll' }, 'Uncheck all', ''),
    removeChecked: (): RemovedSavedItem[] =>
      removing((item) => item.checked, { kind: 'removeChecked' }, 'Remove ticked items'),
    /** Undo: puts removed items back as they were. */
    restore: (removed: RemovedSavedItem[]) => {
      if (removed.length > 0) {
        queue({ kind: 'restore', items: removed }, `Put back ${namesOf(removed).map(quoted).join(', ')}`, '');
      }
    },
    /** Resolves null when the text cannot be added (the box keeps it and the banner says why). */
    add: async (text: string): Promise<ItemsAdded | null> => {
      const lines = parseItemLines(text);
      const problem = itemLinesProblem(lines);
      if (problem) {
        showError(problem);
        return null;
      }
      const { edit, counts } = await planAdd(() => latest.current, lines);
      queue(edit, `Add ${lines.map(quoted).join(', ')}`, lines.join('\n'));
      return counts;
    },
  };
}
