import type { ListAbilities, ListVisibility } from '@shared/contract/lists';

/**
 * A list as the overview shows it: its name, item count and members' ids, newest first, and who shared it when
 * it came from outside the caller's household.
 */
export function presentListSummary(
  row: {
    id: string;
    name: string;
    ownerId: string;
    createdAt: Date;
    itemCount: number;
    members: string[];
    sharedBy?: string | null;
    isNew?: boolean;
    visibility: ListVisibility;
  },
  abilities: ListAbilities,
) {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    itemCount: row.itemCount,
    ownerId: row.ownerId,
    members: row.members,
    ...(row.sharedBy ? { sharedBy: row.sharedBy } : {}),
    ...(row.isNew ? { isNew: true } : {}),
    visibility: row.visibility,
    abilities,
  };
}
