import type { Category } from '@shared/categories';
import { isCategory } from '@shared/categories';
import type { ListAbilities, ListDetail, ListWalk } from '@shared/contract/lists';
import { categorySections, groupByCategory, type ListItem } from '@shared/list-text';
import { itemLine } from '@shared/meals/item-quantity';
import type { ListRow } from './list-relation.repo';

/** An item in the API's shape: SPEC's name is the line with its quantity, `label` the name alone. */
export function presentItem(item: { name: string; quantity: string | null; checked: boolean }): ListItem {
  return { name: itemLine(item), label: item.name, quantity: item.quantity, checked: item.checked };
}

/**
 * A list row, its members and its items in the contract's shape (items null when the list is empty, else
 * in the order given within each category), with what the caller may do to it and how its store is walked.
 */
export function presentList(
  row: ListRow,
  members: { uid: string; displayName: string }[],
  items: {
    id: string;
    name: string;
    category: string;
    checked: boolean;
    quantity: string | null;
    checkedAt: Date | null;
  }[],
  abilities: ListAbilities,
  walk: ListWalk | null = null,
): ListDetail {
  const grouped = groupByCategory(
    items.map(({ id, name, category, checked, quantity, checkedAt }) => ({
      category: (isCategory(category) ? category : 'Miscellaneous') as Category,
      item: { id, ...presentItem({ name, quantity, checked }), checkedAt: checkedAt?.toISOString() ?? null },
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
    items: categorySections(grouped).length > 0 ? grouped : null,
    version: row.version,
    storeId: row.storeId,
    walk,
    abilities,
  };
}
