import { CATEGORIES, type Category } from '@shared/categories';
import { itemLine } from '@shared/item-line';
import type { ItemLine } from '@shared/items/item-quantity';
import type { ListAddPlan } from '@shared/items/merge-into-list';
import type { ItemsByCategory, ListItem } from '@shared/list-text';
import type { StoredGuestItems } from '@/lib/guest-list-storage';
import type { EditableItem } from '../items/editable-item';
import { insertAt, mapItems, tidy } from '../items/item-places';

/** The guest list in memory: items with ids, or null when there is no list. */
export type GuestItems = ItemsByCategory<EditableItem> | null;

let nextId = 0;
function newId(): string {
  nextId += 1;
  return `g${nextId}`;
}

/** An item with its name alone, its quantity and its note, as the guest list holds it. */
export function guestItem(
  { name: label, quantity, note }: ItemLine,
  checked = false,
  checkedAt: string | null = null,
): EditableItem {
  return {
    id: newId(),
    name: itemLine({ name: label, quantity }),
    label,
    quantity,
    note,
    checked,
    checkedAt,
  };
}

/** Gives every item of a sorted list (the API's answer) an id for keys and edits. */
export function withIds(items: ItemsByCategory<ListItem>): ItemsByCategory<EditableItem> {
  return byCategory(items, (item) =>
    guestItem({ name: item.label, quantity: item.quantity, note: item.note ?? null }, item.checked),
  );
}

/** The stored list in memory; a list stored before quantities were a field takes them off its names first. */
export function fromStored(
  items: StoredGuestItems,
  split?: (line: string) => ItemLine,
): ItemsByCategory<EditableItem> {
  return byCategory(items, (item) => {
    const typed = split
      ? split(item.name)
      : { name: item.name, quantity: item.quantity, note: item.note ?? null };
    return guestItem(typed, item.checked, item.checkedAt ?? null);
  });
}

/** The list as stored: names alone, quantities, ticks and their times, without ids. */
export function toStored(items: ItemsByCategory<EditableItem>): StoredGuestItems {
  return byCategory(items, ({ label, quantity, note, checked, checkedAt }) => ({
    name: label,
    quantity,
    ...(note ? { note } : {}),
    checked,
    ...(checked && checkedAt ? { checkedAt } : {}),
  }));
}

/** A sorted item on its way in: what planListAdd merges by, and where it goes. */
export type IncomingItem = ItemLine & { category: Category };

/** Every item of a sorted answer as one to add: its name alone, its quantity and its aisle. */
export function incomingItems(items: ItemsByCategory<ListItem>): IncomingItem[] {
  return CATEGORIES.flatMap((category) =>
    (items[category] ?? []).map((item) => ({
      name: item.label,
      quantity: item.quantity,
      note: item.note ?? null,
      category,
    })),
  );
}

/** The rows of the list as planListAdd reads them. */
export function listedRows(items: GuestItems) {
  return Object.values(items ?? {})
    .flat()
    .map(({ id, label, quantity, checked }) => ({ id, name: label, quantity, checked }));
}

/**
 * The list after an add planned by planListAdd: rows it merged into take their new quantity and lose their
 * tick; new rows go at the end of their aisles, in the fixed aisle order.
 */
export function withAdded(
  current: GuestItems,
  plan: ListAddPlan<IncomingItem>,
): ItemsByCategory<EditableItem> {
  const merged = new Map(plan.merged.map((row) => [row.id, row]));
  let items = mapItems(current, (item) => {
    if (!merged.has(item.id)) {
      return item;
    }
    const row = merged.get(item.id);
    const quantity = row?.quantity ?? null;
    return {
      ...item,
      quantity,
      // A row keeps its note; it takes a joining line's when it had none.
      note: item.note ?? row?.joined.find((line) => line.note !== null)?.note ?? null,
      name: itemLine({ name: item.label, quantity }),
      checked: false,
      checkedAt: null,
    };
  });
  for (const { category, ...line } of plan.added) {
    items = insertAt(items, category, Number.POSITIVE_INFINITY, guestItem(line));
  }
  return tidy(items) ?? {};
}

/** Applies a change to one item (or removes it when the change returns null); empty categories vanish. */
export function updateItem(
  items: GuestItems,
  id: string,
  change: (item: EditableItem) => EditableItem | null,
): GuestItems {
  return tidy(mapItems(items, (item) => (item.id === id ? change(item) : item)));
}

/** Applies a change to every item (removing those it returns null for); empty categories vanish. */
export function updateItems(
  items: GuestItems,
  change: (item: EditableItem) => EditableItem | null,
): GuestItems {
  return tidy(mapItems(items, change));
}

/**
 * The list filed again after a re-sort: each item goes to the aisle its name was given, keeping its id,
 * quantity and tick; a name the answer does not hold keeps its aisle.
 */
export function recategorized(current: GuestItems, sorted: ItemsByCategory<ListItem>): GuestItems {
  const aisleOf = new Map<string, Category>();
  for (const { name, category } of incomingItems(sorted)) {
    aisleOf.set(name.trim().toLowerCase(), category);
  }
  let items: ItemsByCategory<EditableItem> = {};
  for (const category of CATEGORIES) {
    for (const item of current?.[category] ?? []) {
      const to = aisleOf.get(item.label.trim().toLowerCase()) ?? category;
      items = insertAt(items, to, Number.POSITIVE_INFINITY, item);
    }
  }
  return tidy(items);
}

function byCategory<A, B>(
  items: Partial<Record<Category, A[]>>,
  map: (item: A) => B,
): Partial<Record<Category, B[]>> {
  const mapped: Partial<Record<Category, B[]>> = {};
  for (const category of CATEGORIES) {
    const list = items[category];
    if (list && list.length > 0) {
      mapped[category] = list.map(map);
    }
  }
  return mapped;
}
