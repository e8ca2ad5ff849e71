import type { Category } from '@shared/categories';
import { sql } from 'drizzle-orm';
import { batchCalls } from '../db/batch-calls';
import { inputOf, storableId } from '../db/batch-input';
import { runBatchStatement } from '../db/batch-statement';
import type { Database } from '../db/client';
import {
  allowedMembers,
  freshChanges,
  recordChanges,
  stampAndNotify,
  twinAnswer,
} from './list-write-sql.repo';

/**
 * An add that took effect also says how many typed lines became rows and how many joined rows already there. One
 * that names an item id another list has taken (on it, or set aside for its Undo) writes nothing.
 */
export type AddOutcome =
  | { done: true; version: number; added: number; merged: number }
  | { done: false; missing: 'list' }
  | { done: false; idTaken: true };

/** A new row of a list, its id made by the caller. */
export interface NewRow {
  id: string;
  name: string;
  category: Category;
  quantity?: string | null;
  note?: string | null;
}

/**
 * Items that join a row already on the list: its quantity becomes `quantity`, its tick comes off and it takes
 * the note of `fallback` when it had none, when the row still has `previousQuantity`. When it does not (deleted, or changed by another add meanwhile), `fallback`
 * is added as a row of its own, so nothing typed is lost.
 */
export interface RowMerge {
  into: string;
  quantity: string | null;
  previousQuantity: string | null;
  /** How many typed lines joined the row, for the answer's count. */
  lines: number;
  fallback: NewRow;
}

/** One shopper adding items to one list; the ids are made by the caller. */
export interface AddRequest {
  listId: string;
  userId: string;
  items: NewRow[];
  /** Items already on the list by name (see planListAdd), merged into their rows in the same write. */
  merges?: RowMerge[];
  /** How many typed lines named items already on the list, rows changed by `merges` or not; 0 when absent. */
  mergedLines?: number;
  /** Meals whose ingredients these are: they join the list's planned meals (each once) in the same write. */
  plannedMeals?: readonly string[];
  /** The device's id for this change, when it may be sent again (a queued change). */
  changeId?: string;
}

/** The meals of the adds in one write join each list's planned meals, once each, in arrival order. */
const addPlannedMeals = sql`,
  planned_meals = list.planned_meals || coalesce((
    select array_agg(meals.meal order by meals.first, meals.n) from (
      select planned.meal, min(allowed.ord) as first, min(planned.n) as n from allowed
      cross join json_array_elements_text(allowed.planned_meals) with ordinality as planned(meal, n)
      where allowed.list_id = list.id and not (planned.meal = any(list.planned_meals))
      group by planned.meal
    ) meals), '{}')`;

/**
 * Items going onto lists: one statement serves many callers at once, membership checked in it, rows merged or
 * inserted, changed lists stamped and their members told on commit (see itemTicks).
 */
export function itemAdds(db: Database) {
  const addItemsNow = async (requests: AddRequest[]): Promise<AddOutcome[]> => {
    const input = inputOf(
      requests.map((request) => {
        const merges = request.merges ?? [];
        const merged = request.mergedLines ?? merges.reduce((total, merge) => total + merge.lines, 0);
        return {
          list_id: storableId(request.listId),
          user_id: request.userId,
          items: [
            ...request.items.map((item) => ({
              ...item,
              quantity: item.quantity ?? null,
              note: item.note ?? null,
            })),
            ...merges,
          ],
          planned_meals: request.plannedMeals ?? [],
          change_id: request.changeId ?? null,
          added: request.items.length,
          merged,
        };
      }),
    );
    const rows = await runBatchStatement<{
      version: number | null;
      replayed: number | null;
      added: number;
      merged: number;
      id_taken: boolean;
    }>(
      db,
      sql`
      with input as (
        select * from json_to_recordset(${input}::json)
          as t(ord int, list_id text, user_id text, items json, planned_meals json, change_id text, added int,
            merged int)
      ),
      ${freshChanges},
      ${allowedMembers},
      elsewhere as (
        -- Ids are global and made on devices: an add may take a new id, or one already its list's, never one
        -- another list holds, or it could write into that list's items or Undo (issue 31, 2.3).
        select distinct allowed.ord from allowed
        cross join json_array_elements(allowed.items) as typed(item)
        cross join lateral (select coalesce(typed.item->'fallback'->>'id', typed.item->>'id') as id) named
        where exists (select 1 from list_item other where other.id = named.id and other.list_id <> allowed.list_id)
          or exists (
            select 1 from removed_list_item other where other.id = named.id and other.list_id <> allowed.list_id
          )
      ),
      typed as (
        select allowed.ord, allowed.list_id, allowed.user_id, typed.n, typed.item
        from allowed, json_array_elements(allowed.items) with ordinality as typed(item, n)
        where not exists (select 1 from elsewhere where elsewhere.ord = allowed.ord)
      ),
      merged as (
        -- Only the first caller of a write merges into a row, and only into the row as it planned on: a row
        -- changed meanwhile makes the item a row of its own instead (see RowMerge).
        update list_item set quantity = typed.item->>'quantity', checked = false, checked_at = null,
          note = coalesce(list_item.note, typed.item->'fallback'->>'note')
        from typed
        where typed.item->>'into' is not null
          and list_item.id = typed.item->>'into' and list_item.list_id = typed.list_id
          and list_item.quantity is not distinct from (typed.item->>'previousQuantity')
          and typed.ord = (select min(other.ord) from typed other where other.item->>'into' = typed.item->>'into')
        returning list_item.id, typed.ord
      ),
      changed as (
        -- Positions follow the order of this select: callers in arrival order, each one's items as typed.
        insert into list_item (id, list_id, name, category, quantity, note, added_by)
        select row.item->>'id', typed.list_id, row.item->>'name', row.item->>'category', row.item->>'quantity',
          row.item->>'note', typed.user_id
        from typed
        cross join lateral (select coalesce(typed.item->'fallback', typed.item) as item) row
        where (typed.item->>'into' is null or not exists (
            select 1 from merged where merged.id = typed.item->>'into' and merged.ord = typed.ord
          ))
          -- An id made on a device is taken once: a second add of it (a replay) adds nothing, also while the
          -- item waits, deleted, for an Undo.
          and not exists (select 1 from removed_list_item removed where removed.id = row.item->>'id')
        order by typed.ord, typed.n
        on conflict (id) do nothing
        returning list_item.list_id
      ),
      calls as (
        select allowed.ord, allowed.list_id from allowed
        where not exists (select 1 from elsewhere where elsewhere.ord = allowed.ord)
      ),
      ${stampAndNotify({ summaryChanged: true, set: addPlannedMeals })},
      ${recordChanges(
        sql`jsonb_build_object('version', versions.version, 'added', allowed.added, 'merged', allowed.merged)`,
      )}
      select coalesce(versions.version, twin.version) as version, (prior.outcome->>'version')::int as replayed,
        coalesce((prior.outcome->>'added')::int, input.added) as added,
        coalesce((prior.outcome->>'merged')::int, input.merged) as merged,
        exists (select 1 from elsewhere where elsewhere.ord = input.ord) as id_taken,
        (select count(*) from notified) as notices, (select count(*) from recorded) as recorded,
        (select count(*) from merged) as merges, (select count(*) from changed) as inserts
      from input
      left join versions on versions.ord = input.ord
      left join prior on prior.ord = input.ord
      ${twinAnswer}
      order by input.ord
    `,
    );
    return rows.map((row): AddOutcome => {
      const counts = { added: Number(row.added), merged: Number(row.merged) };
      if (row.replayed !== null) {
        return { done: true, version: Number(row.replayed), ...counts };
      }
      if (row.id_taken) {
        return { done: false, idTaken: true };
      }
      return row.version === null
        ? { done: false, missing: 'list' }
        : { done: true, version: Number(row.version), ...counts };
    });
  };

  return {
    /** Adds items to a list for one of its members; adds made meanwhile go together in the next write. */
    addItemsAsMember: batchCalls(addItemsNow),
  };
}
