import type { Category } from '@shared/categories';
import { itemLine } from '@shared/item-line';
import type { ItemsByCategory } from '@shared/list-text';
import { findItem, insertAt, tidy, without } from '../items/item-places';
import type { SavedItem, SavedList } from './list-cache';

/** A new row as the device shows it before the server has it. */
export interface NewRow {
  id: string;
  label: string;
  quantity: string | null;
  /** Absent in adds queued before notes were kept. */
  note?: string | null;
  category: Category;
}

/**
 * Lines that joined a row already on the list: the row takes `quantity` and loses its tick while it still has
 * `previousQuantity` (or already has `quantity`: the server's copy holds the add). A row gone or changed
 * meanwhile gets `fallback` beside it instead, as the server does, so nothing typed is lost.
 */
export interface ShownMerge {
  into: string;
  quantity: string | null;
  previousQuantity: string | null;
  fallback: NewRow;
}

function rowOf({ id, label, quantity, note }: NewRow): SavedItem {
  return {
    id,
    name: itemLine({ name: label, quantity }),
    label,
    quantity,
    note: note ?? null,
    checked: false,
    checkedAt: null,
  };
}

/** The list with new rows at the end of their aisles and merges into rows already there (see ShownMerge). */
export function withItemsAdded(
  list: SavedList,
  added: readonly NewRow[],
  merges: readonly ShownMerge[] = [],
): SavedList {
  let items: ItemsByCategory<SavedItem> = { ...list.items };
  const append = (row: NewRow) => {
    if (!findItem(items, row.id)) {
      items = insertAt(items, row.category, Number.POSITIVE_INFINITY, rowOf(row));
    }
  };
  for (const merge of merges) {
    const place = findItem(items, merge.into);
    const quantity = place?.item.quantity ?? null;
    if (place && (quantity === merge.previousQuantity || quantity === merge.quantity)) {
      const name = itemLine({ name: place.item.label, quantity: merge.quantity });
      // A row keeps its note; it takes the joining lines' when it had none, as the server does.
      const note = place.item.note ?? merge.fallback.note ?? null;
      const merged = { ...place.item, name, quantity: merge.quantity, note, checked: false, checkedAt: null };
      items = insertAt(without(items, merge.into), place.category, place.index, merged);
    } else {
      append(merge.fallback);
    }
  }
  for (const row of added) {
    append(row);
  }
  return { ...list, items: tidy(items) };
}
