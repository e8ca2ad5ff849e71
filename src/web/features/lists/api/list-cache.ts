import type { OutputOf } from '../../../../shared/api';
import { CATEGORIES, type Category } from '../../../../shared/categories';
import type { EditableItem } from '../../../components/list/editable-item';

/** A saved list as the client holds it: the getList answer. */
export type SavedList = OutputOf<'getList'>['list'];
/** One item of a saved list: id, name, checked. */
export type SavedItem = EditableItem;
/** One list of the overview. */
export type ListSummary = OutputOf<'listLists'>['lists'][number];

type Items = NonNullable<SavedList['items']>;

/** Where an item sits: its category and its place in it. */
interface ItemPlace {
  category: Category;
  index: number;
  item: SavedItem;
}

function findItem(items: SavedList['items'], itemId: string): ItemPlace | null {
  for (const category of CATEGORIES) {
    const index = items?.[category]?.findIndex((item) => item.id === itemId) ?? -1;
    const item = items?.[category]?.[index];
    if (item) {
      return { category, index, item };
    }
  }
  return null;
}

/** Rebuilds the items object in category order, dropping empty categories; null when nothing is left. */
function tidy(items: Items): SavedList['items'] {
  const tidied: Items = {};
  for (const category of CATEGORIES) {
    const list = items[category];
    if (list && list.length > 0) {
      tidied[category] = list;
    }
  }
  return Object.keys(tidied).length > 0 ? tidied : null;
}

function without(items: SavedList['items'], itemId: string): Items {
  const rest: Items = {};
  for (const category of CATEGORIES) {
    const list = items?.[category]?.filter((item) => item.id !== itemId);
    if (list) {
      rest[category] = list;
    }
  }
  return rest;
}

function insertAt(items: Items, category: Category, index: number, item: SavedItem): Items {
  const list = [...(items[category] ?? [])];
  list.splice(Math.min(index, list.length), 0, item);
  return { ...items, [category]: list };
}

function changeItem(list: SavedList, itemId: string, change: (item: SavedItem) => SavedItem): SavedList {
  const place = findItem(list.items, itemId);
  if (!place) {
    return list;
  }
  const items = insertAt(without(list.items, itemId), place.category, place.index, change(place.item));
  return { ...list, items: tidy(items) };
}

/** The list with one item checked or unchecked. */
export function withItemChecked(list: SavedList, itemId: string, checked: boolean): SavedList {
  return changeItem(list, itemId, (item) => ({ ...item, checked }));
}

/** The list with one item renamed; its aisle may be wrong now, so the list needs a re-sort. */
export function withItemRenamed(list: SavedList, itemId: string, name: string): SavedList {
  const renamed = changeItem(list, itemId, (item) => ({ ...item, name }));
  return renamed === list ? list : { ...renamed, needsResort: true };
}

/** The list without one item. */
export function withoutItem(list: SavedList, itemId: string): SavedList {
  return findItem(list.items, itemId) ? { ...list, items: tidy(without(list.items, itemId)) } : list;
}

/** The list with new items at the end of their aisles, unchecked; an id the list holds already is skipped. */
export function withItemsAdded(
  list: SavedList,
  added: readonly { id: string; name: string; category: Category }[],
): SavedList {
  let items: Items = { ...list.items };
  for (const { id, name, category } of added) {
    if (!findItem(items, id)) {
      items = insertAt(items, category, Number.POSITIVE_INFINITY, { id, name, checked: false });
    }
  }
  return { ...list, items: tidy(items) };
}

/** The list with one item moved to the end of another aisle. */
export function withItemMoved(list: SavedList, itemId: string, category: Category): SavedList {
  const place = findItem(list.items, itemId);
  if (!place || place.category === category) {
    return list;
  }
  const items = without(list.items, itemId);
  return { ...list, items: tidy(insertAt(items, category, Number.POSITIVE_INFINITY, place.item)) };
}

/** The list emptied (SPEC §4: items become null). */
export function withoutItems(list: SavedList): SavedList {
  return { ...list, items: null, needsResort: false };
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
