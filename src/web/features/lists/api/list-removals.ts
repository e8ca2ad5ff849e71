import { mapItems, type RemovedItem, removedItems, restoredItems, tidy } from '../items/item-places';
import type { SavedItem, SavedList } from './list-cache';

/** An item of a saved list taken off it, with where it was (see RemovedItem). */
export type RemovedSavedItem = RemovedItem<SavedItem>;

/** The list emptied (SPEC §4: items become null). */
export function withoutItems(list: SavedList): SavedList {
  return { ...list, items: null, needsResort: false, resortBy: null };
}

/** The list with every tick taken off. */
export function withNothingChecked(list: SavedList): SavedList {
  const items = mapItems(list.items, (item) =>
    item.checked ? { ...item, checked: false, checkedAt: null } : item,
  );
  return { ...list, items: tidy(items) };
}

/** The list without its ticked items (the cart). */
export function withoutCheckedItems(list: SavedList): SavedList {
  return { ...list, items: tidy(mapItems(list.items, (item) => (item.checked ? null : item))) };
}

/** The items of the list that `which` picks, with their places: what Undo puts back after they go. */
export function removedFrom(list: SavedList, which: (item: SavedItem) => boolean): RemovedSavedItem[] {
  return removedItems(list.items, which);
}

/** The list with removed items back in their places, as they were. */
export function withItemsRestored(list: SavedList, removed: readonly RemovedSavedItem[]): SavedList {
  return { ...list, items: restoredItems(list.items, removed) };
}
