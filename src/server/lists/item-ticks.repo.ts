import { type SQL, sql } from 'drizzle-orm';
import { batchCalls } from '../db/batch-calls';
import { inputOf, storableId } from '../db/batch-input';
import { runBatchStatement } from '../db/batch-statement';
import type { Database } from '../db/client';
import { boughtItems } from '../item-history';
import {
  allowedMembers,
  freshChanges,
  recordChanges,
  stampAndNotify,
  twinAnswer,
} from './list-write-sql.repo';

/** One shopper ticking or unticking one item. */
export interface CheckRequest {
  listId: string;
  itemId: string;
  userId: string;
  checked: boolean;
  /** The device's id for this change, when it may be sent again (a queued change). */
  changeId?: string;
}

/**
 * What became of a tick: done, with the list's version that holds this caller's change and, when the list is
 * set to a store, the item it ticked there (what the store's trips are learned from); or not a list this
 * shopper is (still) a member of; or no such item on it.
 */
export type CheckOutcome =
  | { done: true; version: number; walked?: { storeId: string; name: string; category: string } }
  | { done: false; missing: 'list' | 'item' };

/**
 * The item write a household makes most, the tick: a single statement that serves many callers at once (a
 * shopper taps fast, and a household taps together). Membership is checked in the same statement, changed
 * lists are stamped with a version per caller, and their members' devices are told on commit, with the
 * fragments every list write shares (list-write-sql.repo.ts).
 */
export function itemTicks(db: Database) {
  const run = <Row>(statement: SQL) => runBatchStatement<Row>(db, statement);

  const setCheckedNow = async (requests: CheckRequest[]): Promise<CheckOutcome[]> => {
    const input = inputOf(
      requests.map((request) => ({
        list_id: storableId(request.listId),
        item_id: storableId(request.itemId),
        user_id: request.userId,
        checked: request.checked,
        change_id: request.changeId ?? null,
      })),
    );
    const rows = await run<{
      member: boolean;
      version: number | null;
      replayed: number | null;
      store_id: string | null;
      item_name: string | null;
      item_category: string | null;
    }>(sql`
      with input as (
        select * from json_to_recordset(${input}::json)
          as t(ord int, list_id text, item_id text, user_id text, checked boolean, change_id text)
      ),
      ${freshChanges},
      ${allowedMembers},
      latest as (
        -- Two ticks of one item in one write: the later one wins, as if they had come one after the other.
        select distinct on (item_id, list_id) * from allowed order by item_id, list_id, ord desc
      ),
      changed as (
        -- The cart lists items in the order they were ticked; a tick of a ticked item keeps its place there.
        update list_item set checked = latest.checked,
          checked_at = case when not latest.checked then null
            when list_item.checked then list_item.checked_at else clock_timestamp() end
        from latest
        where list_item.id = latest.item_id and list_item.list_id = latest.list_id
        returning list_item.id, list_item.list_id, list_item.name, list_item.category, list_item.quantity,
          -- Ticked by this statement, not before it: what the household's item history records as bought.
          list_item.checked_at >= statement_timestamp() as bought_now
      ),
      ${boughtItems},
      calls as (
        select allowed.ord, allowed.list_id from allowed
        join changed on changed.id = allowed.item_id and changed.list_id = allowed.list_id
      ),
      -- A tick changes no list's summary (name, item count, members): the overviews are not told.
      ${stampAndNotify({ summaryChanged: false })},
      ${recordChanges(sql`jsonb_build_object('version', versions.version)`)}
      select allowed.ord is not null or twin.version is not null as member,
        coalesce(versions.version, twin.version) as version, (prior.outcome->>'version')::int as replayed,
        (select count(*) from notified) as notices, (select count(*) from recorded) as recorded,
        (select count(*) from bought) as bought, (select count(*) from history_told) as history_told,
        walked.store_id, changed.name as item_name, changed.category as item_category
      from input
      left join allowed on allowed.ord = input.ord
      left join versions on versions.ord = input.ord
      left join prior on prior.ord = input.ord
      left join changed on changed.id = allowed.item_id and changed.list_id = allowed.list_id
      left join list walked on walked.id = changed.list_id and versions.version is not null
      ${twinAnswer}
      order by input.ord
    `);
    return rows.map((row): CheckOutcome => {
      if (row.replayed !== null) {
        return { done: true, version: Number(row.replayed) };
      }
      if (!row.member) {
        return { done: false, missing: 'list' };
      }
      if (row.version === null) {
        return { done: false, missing: 'item' };
      }
      const walked =
        row.store_id !== null && row.item_name !== null && row.item_category !== null
          ? { storeId: row.store_id, name: row.item_name, category: row.item_category }
          : undefined;
      return { done: true, version: Number(row.version), ...(walked ? { walked } : {}) };
    });
  };

  return {
    /** Ticks or unticks one item; ticks made while another is being written go together in the next write. */
    setChecked: batchCalls(setCheckedNow),
  };
}
