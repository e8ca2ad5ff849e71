import type { OutputOf } from '@shared/api';
import type { Category } from '@shared/categories';
import { itemLine } from '@shared/item-line';
import type { EditableItem } from '../items/editable-item';
import { changedItems, findItem, insertAt, movedItem, tidy, without } from '../items/item-places';

/** A saved list as the client holds it: the getList answer. */
export type SavedList = OutputOf<'getList'>['list'];
/** One item of a saved list: id, the line, name alone, quantity, tick and when it was ticked. */
export type SavedItem = EditableItem;
/** One list of the overview. */
export type ListSummary = OutputOf<'listLists'>['lists'][number];

/**
 * The list with one item checked (at `at`, an ISO time) or unchecked. Ticking a ticked item keeps its time,
 * as the server does, so it keeps its place in the cart.
 */
export function withItemChecked(list: SavedList, itemId: string, checked: boolean, at: string): SavedList {
  return changeItem(list, itemId, (item) => ({
    ...item,
    checked,
    checkedAt: !checked ? null : item.checked ? item.checkedAt : at,
  }));
}

function changeItem(list: SavedList, itemId: string, change: (item: SavedItem) => SavedItem): SavedList {
  const items = changedItems(list.items, itemId, change);
  return items === list.items ? list : { ...list, items };
}

/**
 * The list with one item renamed (the name alone). Whether it now belongs in another aisle, and so whether the
 * list needs a re-sort, the server decides with the categorizer; its answer brings the flag.
 */
export function withItemRenamed(list: SavedList, itemId: string, label: string): SavedList {
  return changeItem(list, itemId, (item) => ({
    ...item,
    label,
    name: itemLine({ name: label, quantity: item.quantity }),
  }));
}

/** The list with one item's quantity set, or cleared with null; its aisle stays. */
export function withItemQuantity(list: SavedList, itemId: string, quantity: string | null): SavedList {
  return changeItem(list, itemId, (item) => ({
    ...item,
    quantity,
    name: itemLine({ name: item.label, quantity }),
  }));
}

/** The list with one item's note set, or cleared with null; its name, amount and aisle stay. */
export function withItemNote(list: SavedList, itemId: string, note: string | null): SavedList {
  return changeItem(list, itemId, (item) => ({ ...item, note }));
}

/** The list without one item. */
export function withoutItem(list: SavedList, itemId: string): SavedList {
  return findItem(list.items, itemId) ? { ...list, items: tidy(without(list.items, itemId)) } : list;
}

/** The list with one item moved to the end of another aisle. */
export function withItemMoved(list: SavedList, itemId: string, category: Category): SavedList {
  const items = movedItem(list.items, itemId, category);
  return items === list.items ? list : { ...list, items };
}

/**
 * Undoes a failed change to one item: puts the item back where the snapshot had it (or removes it when the
 * snapshot did not have it), leaving every other item as it is now, so other changes in flight survive.
 */
export function withItemRestored(current: SavedList, snapshot: SavedList, itemId: string): SavedList {
  const place = findItem(snapshot.items, itemId);
  const rest = without(current.items, itemId);
  const items = place ? insertAt(rest, place.category, place.index, place.item) : rest;
  return { ...current, items: tidy(items) };
}

/** The overview without one list (deleted or left). */
export function withoutList<T extends { id: string }>(lists: T[], listId: string): T[] {
  return lists.filter((list) => list.id !== listId);
}

/** The overview with one list renamed. */
export function withListRenamed<T extends { id: string; name: string }>(
  lists: T[],
  listId: string,
  name: string,
): T[] {
  return lists.map((list) => (list.id === listId ? { ...list, name } : list));
}
