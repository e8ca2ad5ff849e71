import type { Category } from '@shared/categories';
import type { QueueableProcedure } from '@shared/contract/list-replay';
import { itemTextProblem, parseItemLines } from '@shared/list-text';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { loadItemTools } from '@/lib/sort-on-device';
import { whenIdle } from '@/lib/when-idle';
import { useErrorBanner } from '@/providers/error-banner';
import type { ItemChange } from '../items/editable-item';
import { findItem } from '../items/item-places';
import type { SavedItem, SavedList } from './list-cache';
import { listKeys } from './list-keys';
import { useListOutbox, useQueuedChanges } from './list-outbox';
import { type RemovedSavedItem, removedFrom } from './list-removals';
import { type ItemsAdded, planAdd } from './plan-add';
import { applyQueued, type NewWrite, queuedChange } from './queued-change';

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
  const { t } = useTranslation('lists');
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
      (shown, change) => applyQueued(shown, change),
      queryClient.getQueryData<SavedList>(listKeys.detail(cached.id)) ?? cached,
    );
  const shown = view(list);
  const latest = useRef(shown);
  latest.current = shown;
  // Loaded while the page is open, so an add made after the network went away still merges as the server will.
  useEffect(() => whenIdle(() => void loadItemTools()), []);

  /** Queues a write to this list: shown at once, sent when the server can be reached. */
  const queue = <P extends QueueableProcedure>(
    write: Omit<NewWrite<P>, 'listId'>,
    label: string,
    text: string,
  ) => outbox.enqueue(queuedChange({ ...write, listId: list.id }, { place: shown.name, label, text }));
  const nameOf = (itemId: string) => findItem(shown.items, itemId)?.item.label ?? t('queued.anItem');
  const removing = <P extends QueueableProcedure>(
    which: (item: SavedItem) => boolean,
    write: Omit<NewWrite<P>, 'listId'>,
    label: string,
  ) => {
    const removed = removedFrom(shown, which);
    queue(write, label, namesOf(removed).join('\n'));
    return removed;
  };

  return {
    view,
    toggle: (itemId: string, checked: boolean) => {
      const name = nameOf(itemId);
      queue(
        { procedure: 'toggleItem', input: { itemId, checked }, shown: { at: new Date().toISOString() } },
        checked ? t('queued.tick', { name: quoted(name) }) : t('queued.untick', { name: quoted(name) }),
        name,
      );
    },
    /** Renames the item and sets its quantity and note, each when changed. */
    edit: (itemId: string, change: ItemChange) => {
      const { label, quantity, note } = change;
      if (note !== undefined) {
        queue(
          { procedure: 'setItemNote', input: { itemId, note }, shown: undefined },
          note.trim() === ''
            ? t('queued.clearNote', { name: quoted(nameOf(itemId)) })
            : t('queued.setNote', { name: quoted(nameOf(itemId)), note: quoted(note.trim()) }),
          note,
        );
      }
      if (label !== undefined) {
        queue(
          { procedure: 'renameItem', input: { itemId, name: label }, shown: undefined },
          t('queued.renameItem', { name: quoted(nameOf(itemId)), to: quoted(label) }),
          label,
        );
      }
      if (quantity !== undefined) {
        // Shown as the server will keep it, so its answer needs no fetch; the parser loads on first use.
        void keptQuantity(quantity).then((kept) =>
          queue(
            { procedure: 'setItemQuantity', input: { itemId, quantity }, shown: { quantity: kept } },
            t('queued.setQuantity', { name: quoted(nameOf(itemId)), quantity: quoted(quantity) }),
            quantity,
          ),
        );
      }
    },
    remove: (item: SavedItem): RemovedSavedItem[] =>
      removing(
        (entry) => entry.id === item.id,
        { procedure: 'deleteItem', input: { itemId: item.id }, shown: undefined },
        t('queued.delete', { name: quoted(item.label) }),
      ),
    move: (itemId: string, category: Category) => {
      const name = nameOf(itemId);
      queue(
        { procedure: 'moveItem', input: { itemId, category }, shown: undefined },
        t('queued.move', { name: quoted(name), category: t(`categories.${category}`, { ns: 'common' }) }),
        name,
      );
    },
    renameList: (name: string) =>
      queue(
        { procedure: 'updateListName', input: { name }, shown: undefined },
        t('queued.renameList', { name: quoted(name) }),
        name,
      ),
    clear: (): RemovedSavedItem[] =>
      removing(() => true, { procedure: 'clearList', input: {}, shown: undefined }, t('queued.clear')),
    uncheckAll: () =>
      queue({ procedure: 'uncheckAll', input: {}, shown: undefined }, t('queued.uncheckAll'), ''),
    removeChecked: (): RemovedSavedItem[] =>
      removing(
        (item) => item.checked,
        { procedure: 'removeCheckedItems', input: {}, shown: undefined },
        t('queued.removeTicked'),
      ),
    /** Undo: puts removed items back as they were. */
    restore: (removed: RemovedSavedItem[]) => {
      if (removed.length > 0) {
        queue(
          {
            procedure: 'restoreItems',
            input: { itemIds: removed.map(({ item }) => item.id) },
            shown: { items: removed },
          },
          t('queued.restore', { names: namesOf(removed).map(quoted).join(', ') }),
          '',
        );
      }
    },
    /** Resolves null when the text cannot be added (the box keeps it and the banner says why). */
    add: async (text: string): Promise<ItemsAdded | null> => {
      const lines = parseItemLines(text);
      const problem = itemTextProblem(text);
      if (problem) {
        showError(problem);
        return null;
      }
      const { input, shown: rows, counts } = await planAdd(() => latest.current, lines);
      queue(
        { procedure: 'addItems', input, shown: rows },
        t('queued.add', { names: lines.map(quoted).join(', ') }),
        lines.join('\n'),
      );
      return counts;
    },
  };
}
