import type { Category } from '@shared/categories';
import { itemLine } from '@shared/item-line';
import type { ItemsByCategory, ListItem } from '@shared/list-text';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShowToast } from '@/components/use-toast';
import { getMealIdea, suggestItems } from '@/lib/ai-requests';
import { messageOf } from '@/lib/rpc-client';
import { categorizeOnDevice, loadItemTools } from '@/lib/sort-on-device';
import { useAsyncAction } from '@/lib/use-async-action';
import { useErrorBanner } from '@/providers/error-banner';
import { addedMessage } from '../add-items/added-message';
import type { EditableItem, ItemChange } from '../items/editable-item';
import { findItem, movedItem, type RemovedItem, removedItems, restoredItems } from '../items/item-places';
import { itemLabels } from '../items/shopping-sections';
import { removalToasts } from '../items/undo-messages';
import {
  type GuestItems,
  incomingItems,
  listedRows,
  recategorized,
  updateItem,
  updateItems,
  withAdded,
  withIds,
} from './guest-list-state';
import { sortText } from './sort-text';
import { useStoredGuestList } from './use-stored-guest-list';

/**
 * The guest list: kept on this device, sorted by the server (or here with none), every change saved at once.
 * Removals apply at once and `notify` offers their Undo; an add merges into rows already there.
 */
export function useGuestList(notify: ShowToast) {
  const { t } = useTranslation('lists');
  const toasts = removalToasts(t);
  const { items, setItems, upgrading, needsResort, setNeedsResort } = useStoredGuestList();
  const { showError, clearError } = useErrorBanner();
  const [sortCall, sorting] = useAsyncAction(sortText);
  const [addCall, adding] = useAsyncAction(sortText);
  const [resortCall, resorting] = useAsyncAction(sortText);
  // An add merges into the list as it is when the answer comes, not as it was when the user pressed Add.
  const latest = useRef(items);
  latest.current = items;

  /** Runs a sort call; on failure the banner explains and the caller keeps the user's text. */
  const run = useCallback(
    async (
      sortCall: typeof sortText,
      text: string,
      apply: (sorted: ItemsByCategory<ListItem>) => void | Promise<void>,
    ) => {
      try {
        const result = await sortCall(text);
        clearError();
        await apply(result.items);
        if (result.warning) {
          showError(result.warning);
        }
        return true;
      } catch (error) {
        showError(messageOf(error));
        return false;
      }
    },
    [clearError, showError],
  );

  /** Takes items off the list at once, offering Undo to put them back where they were. */
  const removeWithUndo = (removed: RemovedItem<EditableItem>[], text: string) => {
    if (removed.length === 0) {
      return;
    }
    const ids = new Set(removed.map(({ item }) => item.id));
    setItems((current) => updateItems(current, (item) => (ids.has(item.id) ? null : item)));
    notify(text, () => {
      setItems((current) => restoredItems(current, removed));
      notify(toasts.restored(removed.length));
    });
  };

  return {
    items,
    upgrading,
    needsResort,
    busy: { sorting, adding, resorting },
    sort: (text: string) =>
      run(sortCall, text, (sorted) => {
        setItems(withIds(sorted));
        setNeedsResort(false);
      }),
    /** Adds typed lines; a line naming an item already on the list joins its row, as on a saved list. */
    add: (text: string) =>
      run(addCall, text, async (sorted) => {
        const tools = await loadItemTools();
        const planFor = (current: GuestItems) =>
          tools.planListAdd(listedRows(current), incomingItems(sorted));
        setItems((current) => withAdded(current, planFor(current)));
        // The same plan as the update's, unless the list changed in between: the count is for the message only.
        const plan = planFor(latest.current);
        const merged = plan.merged.reduce((total, row) => total + row.joined.length, 0);
        const message = addedMessage({ added: plan.added.length, merged });
        if (message) {
          notify(message);
        }
      }),
    resort: () =>
      run(resortCall, itemLabels(items).join('\n'), (sorted) => {
        setItems((current) => recategorized(current, sorted));
        setNeedsResort(false);
      }),
    toggle: (id: string, checked: boolean) => {
      const at = new Date().toISOString();
      setItems((current) =>
        updateItem(current, id, (item) => ({
          ...item,
          checked,
          checkedAt: !checked ? null : item.checked ? item.checkedAt : at,
        })),
      );
    },
    /** Moves an item to the end of another aisle. */
    move: (id: string, category: Category) => setItems((current) => movedItem(current, id, category)),
    /**
     * Renames the item and sets its quantity, each when changed. A new name the categorizer files in another
     * aisle flags the list for a re-sort.
     */
    edit: (id: string, change: ItemChange) => {
      const { label, quantity, note } = change;
      if (note !== undefined) {
        const kept = note.trim() === '' ? null : note.trim();
        setItems((current) => updateItem(current, id, (item) => ({ ...item, note: kept })));
      }
      if (label !== undefined) {
        const now = findItem(latest.current, id)?.category;
        setItems((current) =>
          updateItem(current, id, (item) => ({
            ...item,
            label,
            name: itemLine({ name: label, quantity: item.quantity }),
          })),
        );
        void categorizeOnDevice([label]).then(([aisle]) => {
          if (now !== undefined && aisle !== now) {
            setNeedsResort(true);
          }
        });
      }
      if (quantity !== undefined) {
        // Kept as a saved list keeps it: '2 lbs' is '2 lb'.
        void loadItemTools().then(({ addQuantities }) => {
          const kept = quantity.trim() === '' ? null : addQuantities(quantity.trim(), null);
          setItems((current) =>
            updateItem(current, id, (item) => ({
              ...item,
              quantity: kept,
              name: itemLine({ name: item.label, quantity: kept }),
            })),
          );
        });
      }
    },
    remove: (item: EditableItem) =>
      removeWithUndo(
        removedItems(items, (entry) => entry.id === item.id),
        toasts.deleted(item.label),
      ),
    clear: () => {
      const removed = removedItems(items, () => true);
      removeWithUndo(removed, toasts.cleared(removed.length));
    },
    uncheckAll: () =>
      setItems((current) =>
        updateItems(current, (item) => (item.checked ? { ...item, checked: false, checkedAt: null } : item)),
      ),
    removeTicked: () => {
      const removed = removedItems(items, (item) => item.checked);
      removeWithUndo(removed, toasts.ticked(removed.length));
    },
    /** Items to suggest for the list, none of `exclude`; throws when the request fails. */
    suggest: (exclude: string[]) => suggestItems(itemLabels(items), exclude),
    /** A meal from the list's items; throws when the request fails. */
    mealIdea: () => getMealIdea(itemLabels(items)),
    reportError: showError,
  };
}
