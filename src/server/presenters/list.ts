import { type Category, isCategory } from '@shared/categories';
import type { ListAbilities, ListDetail, ListVisibility, ListWalk } from '@shared/contract/lists';
import { itemLine } from '@shared/items/item-quantity';
import { categorySections, groupByCategory, type ItemsByCategory, type ListItem } from '@shared/list-text';

/** The list row's fields a list shows. */
export interface ListFields {
  id: string;
  name: string;
  ownerId: string;
  needsResort: boolean;
  /** Who set needsResort by a rename; null when not known (or not set). */
  resortBy: string | null;
  plannedMeals: string[];
  createdAt: Date;
  lastUpdated: Date;
  version: number;
  storeId: string | null;
  visibility: ListVisibility;
}

/** An item as a list holds it: the name without its quantity, filed under a category. */
interface ItemFields {
  name: string;
  quantity: string | null;
  note?: string | null;
  checked: boolean;
  category: string;
}

/** The aisle an item is shown in: its category, or the fallback aisle for one no longer among the 12. */
const aisleOf = (category: string): Category => (isCategory(category) ? category : 'Miscellaneous');

/** An item in the API's shape: SPEC's name is the line with its quantity, `label` the name alone. */
export function presentItem(item: {
  name: string;
  quantity: string | null;
  note?: string | null;
  checked: boolean;
}): ListItem {
  return {
    name: itemLine(item),
    label: item.name,
    quantity: item.quantity,
    note: item.note ?? null,
    checked: item.checked,
  };
}

/** Items by category as sortItems answers them, in the order given within each category. */
export function presentSortedItems(items: readonly ItemFields[]): ItemsByCategory {
  return groupByCategory(
    items.map(({ name, quantity, note, checked, category }) => ({
      category: aisleOf(category),
      item: presentItem({ name, quantity, note, checked }),
    })),
  );
}

/**
 * A list row, its members and its items in the contract's shape (items null when the list is empty, else
 * in the order given within each category), with what the caller may do to it and how its store is walked.
 */
export function presentList(
  row: ListFields,
  members: { uid: string; displayName: string }[],
  items: (ItemFields & { id: string; checkedAt: Date | null; addedBy?: string | null })[],
  abilities: ListAbilities,
  walk: ListWalk | null = null,
): ListDetail {
  const grouped = groupByCategory(
    items.map(({ id, name, category, checked, quantity, note, checkedAt, addedBy }) => ({
      category: aisleOf(category),
      item: {
        id,
        ...presentItem({ name, quantity, note, checked }),
        checkedAt: checkedAt?.toISOString() ?? null,
        addedBy: addedBy ?? null,
      },
    })),
  );
  return {
    id: row.id,
    name: row.name,
    ownerId: row.ownerId,
    members: members.map(({ uid, displayName }) => ({ uid, displayName, isOwner: uid === row.ownerId })),
    createdAt: row.createdAt.toISOString(),
    lastUpdated: row.lastUpdated.toISOString(),
    plannedMeals: row.plannedMeals,
    needsResort: row.needsResort,
    resortBy: row.needsResort ? row.resortBy : null,
    items: categorySections(grouped).length > 0 ? grouped : null,
    version: row.version,
    storeId: row.storeId,
    walk,
    visibility: row.visibility,
    abilities,
  };
}
