import { sql } from 'drizzle-orm';
import { batchCalls } from '../db/batch-calls';
import { inputOf, storableId } from '../db/batch-input';
import { runBatchStatement } from '../db/batch-statement';
import type { Database } from '../db/client';
import type { ListRelation } from '../policies/lists';
import type { ListFields } from '../presenters/list';

/** A list row as the procedures decide on it and show it: the fields its presenter takes. */
export type ListRow = ListFields;

/** Who a user is to a list (what the list policies decide on), with the list. */
export interface ListAndRelation extends ListRelation {
  list: ListRow;
}

/** Who asks about which list. */
export interface RelationQuery {
  listId: string;
  userId: string;
}

/**
 * The one way a user's relation to a list is loaded, for every procedure, the add path and the live hub:
 * the list and whether the user is a member, null when the list does not exist. Asked by every add and every
 * change the live hub delivers, so the asks that arrive together are read together, in one statement.
 */
export function listRelations(db: Database) {
  const relationsNow = async (queries: RelationQuery[]): Promise<(ListAndRelation | null)[]> => {
    const input = inputOf(
      queries.map((query) => ({ list_id: storableId(query.listId), user_id: query.userId })),
    );
    const rows = await runBatchStatement<{
      id: string | null;
      name: string;
      owner_id: string;
      needs_resort: boolean;
      resort_by: string | null;
      planned_meals: string[];
      created_at: Date | string;
      last_updated: Date | string;
      version: number;
      store_id: string | null;
      visibility: string;
      member: boolean;
    }>(
      db,
      sql`
      with input as (select * from json_to_recordset(${input}::json) as t(ord int, list_id text, user_id text))
      select list.id, list.name, list.owner_id, list.needs_resort, list.resort_by, list.planned_meals, list.created_at,
        list.last_updated, list.version, list.store_id, list.visibility,
        exists (
          select 1 from list_member m where m.list_id = input.list_id and m.user_id = input.user_id
        ) as member
      from input left join list on list.id = input.list_id
      order by input.ord
    `,
    );
    return queries.map((query, index) => {
      const row = rows[index];
      if (!row?.id) {
        return null;
      }
      const list: ListRow = {
        id: row.id,
        name: row.name,
        ownerId: row.owner_id,
        needsResort: row.needs_resort,
        resortBy: row.resort_by,
        plannedMeals: row.planned_meals,
        // Both drivers parse timestamps; a Date is taken as it is.
        createdAt: new Date(row.created_at),
        lastUpdated: new Date(row.last_updated),
        version: Number(row.version),
        storeId: row.store_id,
        visibility: row.visibility === 'private' ? 'private' : 'household',
      };
      return { userId: query.userId, ownerId: row.owner_id, member: row.member, list };
    });
  };

  return {
    /** Who a user is to a list, with the list; null when the list does not exist. */
    relationOf: batchCalls(relationsNow),
  };
}
