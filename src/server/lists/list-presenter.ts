import type { Category } from '../../shared/categories';
import { isCategory } from '../../shared/categories';
import type { ListAbilities, ListDetail } from '../../shared/contract/lists';
import { categorySections, groupByCategory } from '../../shared/list-text';
import type { ListRow } from './lists.repo';

/**
 * A list row, its members and its items in the contract's shape (items null when the list is empty), with
 * what the caller may do to it.
 */
export function presentList(
  row: ListRow,
  members: { uid: string; displayName: string }[],
  items: { id: string; name: string; category: string; checked: boolean }[],
  abilities: ListAbilities,
): ListDetail {
  const grouped = groupByCategory(
    items.map(({ id, name, category, checked }) => ({
      category: (isCategory(category) ? category : 'Miscellaneous') as Category,
      item: { id, name, checked },
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
    abilities,
  };
}
