/**
 * Adding items to a list that may already hold them: an item whose name means the same item (the same
 * itemKey) joins that row, its quantity added on and a tick taken off (it is needed again); the rest are new
 * rows, themselves merged when one add names an item twice. Notes do not count for "the same item"; a row
 * keeps its note, and takes the first joining line's when it had none. Pure, so the server's write path, the
 * device's own view of a queued add and the guest list all merge alike.
 */

import { itemKey } from './item-key';
import { addQuantities, type ItemWithQuantity } from './item-quantity';
import type { UnitSystem } from './unit-systems';

/** A row already on the list. */
export interface ListedRow extends ItemWithQuantity {
  id: string;
  checked: boolean;
}

/** A row the add changes: its new quantity, and the quantity it had, so a writer can tell it is unchanged since. */
export interface MergedRow<T> {
  id: string;
  quantity: string | null;
  previousQuantity: string | null;
  /** The row's note after the add: its own, or the first joining line's when it had none. */
  note: string | null;
  wasChecked: boolean;
  /** The incoming items that joined the row. */
  joined: T[];
}

export interface ListAddPlan<T> {
  /** New rows, one per item key, with the quantities of every incoming line for it added up. */
  added: T[];
  /** Rows already on the list that took incoming items. */
  merged: MergedRow<T>[];
}

/** An incoming item joined by another for the same row: quantities added, the first note kept (or taken). */
function joinedItem<T extends ItemWithQuantity>(first: T | undefined, item: T, system: UnitSystem | null): T {
  if (first === undefined) {
    return item;
  }
  const joined = { ...first, quantity: addQuantities(first.quantity, item.quantity, system) };
  return (first.note ?? null) === null && (item.note ?? null) !== null
    ? { ...joined, note: item.note }
    : joined;
}

/**
 * Plans an add, quantities summed in the household's units when given; a name with no words (all punctuation) is
 * only the same as itself.
 */
export function planListAdd<T extends ItemWithQuantity>(
  existing: readonly ListedRow[],
  incoming: readonly T[],
  system: UnitSystem | null = null,
): ListAddPlan<T> {
  const keyed = (name: string) => itemKey(name) || `name:${name.trim().toLowerCase()}`;
  const rows = new Map<string, ListedRow>();
  for (const row of existing) {
    const key = keyed(row.name);
    // A list that already holds a duplicate (from before merging) takes new ones into its first row.
    if (!rows.has(key)) {
      rows.set(key, row);
    }
  }
  const merged = new Map<string, MergedRow<T>>();
  const added = new Map<string, T>();
  for (const item of incoming) {
    const key = keyed(item.name);
    const row = rows.get(key);
    if (row !== undefined) {
      const before = merged.get(row.id) ?? {
        id: row.id,
        quantity: row.quantity,
        previousQuantity: row.quantity,
        note: row.note ?? null,
        wasChecked: row.checked,
        joined: [],
      };
      merged.set(row.id, {
        ...before,
        quantity: addQuantities(before.quantity, item.quantity, system),
        note: before.note ?? item.note ?? null,
        joined: [...before.joined, item],
      });
      continue;
    }
    added.set(key, joinedItem(added.get(key), item, system));
  }
  return { added: [...added.values()], merged: [...merged.values()] };
}
