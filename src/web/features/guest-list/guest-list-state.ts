import { CATEGORIES } from '../../../shared/categories';
import { categorySections, type ItemsByCategory, type ListItem } from '../../../shared/list-text';
import type { EditableItem } from '../../components/list/editable-item';

/** The guest list in memory: items with ids, or null when there is no list. */
export type GuestItems = ItemsByCategory<EditableItem> | null;

let nextId = 0;
function newId(): string {
  nextId += 1;
  return `g${nextId}`;
}

/** Gives every item of a sorted list an id for keys and edits. */
export function withIds(items: ItemsByCategory): ItemsByCategory<EditableItem> {
  return mapItems(items, (item) => ({ id: newId(), name: item.name, checked: item.checked }));
}

/** The list as stored: the items object only, without ids. */
export function withoutIds(items: ItemsByCategory<EditableItem>): ItemsByCategory {
  return mapItems(items, ({ name, checked }) => ({ name, checked }));
}

/** Appends newly sorted items to their categories, keeping the fixed category order. */
export function mergeItems(
  current: GuestItems,
  added: ItemsByCategory<EditableItem>,
): ItemsByCategory<EditableItem> {
  const merged: ItemsByCategory<EditableItem> = {};
  for (const category of CATEGORIES) {
    const items = [...(current?.[category] ?? []), ...(added[category] ?? [])];
    if (items.length > 0) {
      merged[category] = items;
    }
  }
  return merged;
}

/** Applies a change to one item (or removes it when the change returns null); empty categories vanish. */
export function updateItem(
  items: GuestItems,
  id: string,
  change: (item: EditableItem) => EditableItem | null,
): GuestItems {
  if (!items) {
    return null;
  }
  const updated: ItemsByCategory<EditableItem> = {};
  for (const [category, list] of categorySections(items)) {
    const kept = list.flatMap((item) => {
      const next = item.id === id ? change(item) : item;
      return next ? [next] : [];
    });
    if (kept.length > 0) {
      updated[category] = kept;
    }
  }
  return categorySections(updated).length > 0 ? updated : null;
}

/** Carries checkmarks over to a re-sorted list, matching items by name (duplicates one for one). */
export function carryChecks(
  previous: GuestItems,
  resorted: ItemsByCategory<EditableItem>,
): ItemsByCategory<EditableItem> {
  const checkedCount = new Map<string, number>();
  for (const [, list] of categorySections(previous)) {
    for (const item of list.filter((entry) => entry.checked)) {
      checkedCount.set(item.name, (checkedCount.get(item.name) ?? 0) + 1);
    }
  }
  return mapItems(resorted, (item) => {
    const left = checkedCount.get(item.name) ?? 0;
    if (left === 0) {
      return item;
    }
    checkedCount.set(item.name, left - 1);
    return { ...item, checked: true };
  });
}

/** Every item name of the list, in category order. */
export function allNames(items: GuestItems): string[] {
  return categorySections(items).flatMap(([, list]) => list.map((item) => item.name));
}

function mapItems<A extends ListItem, B extends ListItem>(items: ItemsByCategory<A>, map: (item: A) => B) {
  const mapped: ItemsByCategory<B> = {};
  for (const [category, list] of categorySections(items)) {
    mapped[category] = list.map(map);
  }
  return mapped;
}
