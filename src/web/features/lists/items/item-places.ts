import { CATEGORIES, type Category } from '@shared/categories';
import type { ItemsByCategory } from '@shared/list-text';
import type { EditableItem } from './editable-item';

// Where items sit in a list held on this device (saved or guest), and the small moves every change is made of.

/** Where an item sits: its category and its place in it. */
export interface ItemPlace<T> {
  category: Category;
  index: number;
  item: T;
}

/** Where an item is in the list, or null when it is not there. */
export function findItem<T extends EditableItem>(
  items: ItemsByCategory<T> | null,
  itemId: string,
): ItemPlace<T> | null {
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
export function tidy<T extends EditableItem>(items: ItemsByCategory<T>): ItemsByCategory<T> | null {
  const tidied: ItemsByCategory<T> = {};
  for (const category of CATEGORIES) {
    const list = items[category];
    if (list && list.length > 0) {
      tidied[category] = list;
    }
  }
  return Object.keys(tidied).length > 0 ? tidied : null;
}

/** The items without one item (empty aisles kept: see tidy). */
export function without<T extends EditableItem>(
  items: ItemsByCategory<T> | null,
  itemId: string,
): ItemsByCategory<T> {
  return mapItems(items, (item) => (item.id === itemId ? null : item));
}

/** Every item changed by `change`, or dropped where it answers null (empty aisles kept: see tidy). */
export function mapItems<T extends EditableItem>(
  items: ItemsByCategory<T> | null,
  change: (item: T) => T | null,
): ItemsByCategory<T> {
  const mapped: ItemsByCategory<T> = {};
  for (const category of CATEGORIES) {
    const list = items?.[category]?.flatMap((item) => {
      const next = change(item);
      return next ? [next] : [];
    });
    if (list) {
      mapped[category] = list;
    }
  }
  return mapped;
}

/** The items with one more at `index` of its aisle (at the end when the aisle is shorter). */
export function insertAt<T extends EditableItem>(
  items: ItemsByCategory<T>,
  category: Category,
  index: number,
  item: T,
): ItemsByCategory<T> {
  const list = [...(items[category] ?? [])];
  list.splice(Math.min(index, list.length), 0, item);
  return { ...items, [category]: list };
}

/** The items with one changed in its place; `items` itself when it does not hold the item. */
export function changedItems<T extends EditableItem>(
  items: ItemsByCategory<T> | null,
  itemId: string,
  change: (item: T) => T,
): ItemsByCategory<T> | null {
  const place = findItem(items, itemId);
  if (!place) {
    return items;
  }
  return tidy(insertAt(without(items, itemId), place.category, place.index, change(place.item)));
}

/** An item taken off the list, with where it was, so Undo can put it back there. */
export interface RemovedItem<T> {
  item: T;
  category: Category;
  index: number;
}

/** The items `which` picks, with their places: what Undo puts back after they go. */
export function removedItems<T extends EditableItem>(
  items: ItemsByCategory<T> | null,
  which: (item: T) => boolean,
): RemovedItem<T>[] {
  return CATEGORIES.flatMap((category) =>
    (items?.[category] ?? []).flatMap((item, index) => (which(item) ? [{ item, category, index }] : [])),
  );
}

/** The items with removed ones back in their places, as they were; an item the list holds already is skipped. */
export function restoredItems<T extends EditableItem>(
  items: ItemsByCategory<T> | null,
  removed: readonly RemovedItem<T>[],
): ItemsByCategory<T> | null {
  let restored: ItemsByCategory<T> = { ...items };
  // In list order, so each goes back in front of the items that followed it.
  const ordered = [...removed].sort((a, b) => a.index - b.index);
  for (const { item, category, index } of ordered) {
    if (!findItem(restored, item.id)) {
      restored = insertAt(restored, category, index, item);
    }
  }
  return tidy(restored);
}

/**
 * The items with one moved to the end of another aisle; `items` itself when it does not hold the item or it is
 * in that aisle already.
 */
export function movedItem<T extends EditableItem>(
  items: ItemsByCategory<T> | null,
  itemId: string,
  category: Category,
): ItemsByCategory<T> | null {
  const place = findItem(items, itemId);
  if (!place || place.category === category) {
    return items;
  }
  return tidy(insertAt(without(items, itemId), category, Number.POSITIVE_INFINITY, place.item));
}
