import { type SQL, sql } from 'drizzle-orm';
import type { Category } from '../../shared/categories';
import { batchCalls } from '../db/batch-calls';
import { inputOf, storableId } from '../db/batch-input';
import { runBatchStatement } from '../db/batch-statement';
import { CHANGES_CHANNEL } from '../db/change-feed';
import type { Database } from '../db/client';

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
 * What became of a write to a list: done, with the list's version that holds this caller's change; or not a
 * list this shopper is (still) a member of; or no such item on it.
 */
export type WriteOutcome = { done: true; version: number } | { done: false; missing: 'list' | 'item' };

/**
 * A tick that took effect, and, when the list is set to a store, the item it ticked there: what the store's
 * trips are learned from.
 */
export type CheckOutcome =
  | { done: true; version: number; walked?: { storeId: string; name: string; category: string } }
  | { done: false; missing: 'list' | 'item' };

/** An add that took effect also says how many typed lines became rows and how many joined rows already there. */
export type AddOutcome =
  | { done: true; version: number; added: number; merged: number }
  | { done: false; missing: 'list' };

/** A new row of a list, its id made by the caller. */
export interface NewRow {
  id: string;
  name: string;
  category: Category;
  quantity?: string | null;
}

/**
 * Items that join a row already on the list: its quantity becomes `quantity` and its tick comes off, when the
 * row still has `previousQuantity`. When it does not (deleted, or changed by another add meanwhile), `fallback`
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
  /** A meal whose ingredients these are: it joins the list's planned meals (once) in the same write. */
  plannedMeal?: string | null;
  /** The device's id for this change, when it may be sent again (a queued change). */
  changeId?: string;
}

/**
 * The item writes a household makes most, each a single statement that serves many callers at once (a shopper
 * taps fast, and a household taps together): membership is checked in the same statement, changed lists are
 * stamped with a version per caller, and their members' devices are told on commit.
 */
export function itemWrites(db: Database) {
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
        returning list_item.id, list_item.list_id, list_item.name, list_item.category
      ),
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

  const addItemsNow = async (requests: AddRequest[]): Promise<AddOutcome[]> => {
    const input = inputOf(
      requests.map((request) => {
        const merges = request.merges ?? [];
        const merged = request.mergedLines ?? merges.reduce((total, merge) => total + merge.lines, 0);
        return {
          list_id: storableId(request.listId),
          user_id: request.userId,
          items: [...request.items.map((item) => ({ ...item, quantity: item.quantity ?? null })), ...merges],
          planned_meal: request.plannedMeal ?? null,
          change_id: request.changeId ?? null,
          added: request.items.length,
          merged,
        };
      }),
    );
    const rows = await run<{
      version: number | null;
      replayed: number | null;
      added: number;
      merged: number;
    }>(sql`
      with input as (
        select * from json_to_recordset(${input}::json)
          as t(ord int, list_id text, user_id text, items json, planned_meal text, change_id text, added int,
            merged int)
      ),
      ${freshChanges},
      ${allowedMembers},
      typed as (
        select allowed.ord, allowed.list_id, typed.n, typed.item
        from allowed, json_array_elements(allowed.items) with ordinality as typed(item, n)
      ),
      merged as (
        -- Only the first caller of a write merges into a row, and only into the row as it planned on: a row
        -- changed meanwhile makes the item a row of its own instead (see RowMerge).
        update list_item set quantity = typed.item->>'quantity', checked = false, checked_at = null
        from typed
        where typed.item->>'into' is not null
          and list_item.id = typed.item->>'into' and list_item.list_id = typed.list_id
          and list_item.quantity is not distinct from (typed.item->>'previousQuantity')
          and typed.ord = (select min(other.ord) from typed other where other.item->>'into' = typed.item->>'into')
        returning list_item.id, typed.ord
      ),
      changed as (
        -- Positions follow the order of this select: callers in arrival order, each one's items as typed.
        insert into list_item (id, list_id, name, category, quantity)
        select row.item->>'id', typed.list_id, row.item->>'name', row.item->>'category', row.item->>'quantity'
        from typed
        cross join lateral (select coalesce(typed.item->'fallback', typed.item) as item) row
        where typed.item->>'into' is null or not exists (
          select 1 from merged where merged.id = typed.item->>'into' and merged.ord = typed.ord
        )
        order by typed.ord, typed.n
        -- An id made on a device is taken once: a second add of it (a replay) adds nothing.
        on conflict (id) do nothing
        returning list_item.list_id
      ),
      calls as (select allowed.ord, allowed.list_id from allowed),
      ${stampAndNotify({ summaryChanged: true, set: addPlannedMeals })},
      ${recordChanges(
        sql`jsonb_build_object('version', versions.version, 'added', allowed.added, 'merged', allowed.merged)`,
      )}
      select coalesce(versions.version, twin.version) as version, (prior.outcome->>'version')::int as replayed,
        coalesce((prior.outcome->>'added')::int, input.added) as added,
        coalesce((prior.outcome->>'merged')::int, input.merged) as merged,
        (select count(*) from notified) as notices, (select count(*) from recorded) as recorded,
        (select count(*) from merged) as merges, (select count(*) from changed) as inserts
      from input
      left join versions on versions.ord = input.ord
      left join prior on prior.ord = input.ord
      ${twinAnswer}
      order by input.ord
    `);
    return rows.map((row): AddOutcome => {
      const counts = { added: Number(row.added), merged: Number(row.merged) };
      return row.replayed !== null
        ? { done: true, version: Number(row.replayed), ...counts }
        : row.version === null
          ? { done: false, missing: 'list' }
          : { done: true, version: Number(row.version), ...counts };
    });
  };

  return {
    /** Ticks or unticks one item; ticks made while another is being written go together in the next write. */
    setChecked: batchCalls(setCheckedNow),
    /** Adds items to a list for one of its members; adds made meanwhile go together in the next write. */
    addItemsAsMember: batchCalls(addItemsNow),
  };
}

/**
 * Calls whose change id was applied before (a device sent its queue again) are answered from `prior` and write
 * nothing; the rest are `fresh`, each change id once.
 */
const freshChanges = sql`
  prior as (
    select input.ord, applied.outcome from input
    join applied_change applied on applied.user_id = input.user_id and applied.change_id = input.change_id
  ),
  fresh as (
    select input.* from input
    where not exists (select 1 from prior where prior.ord = input.ord)
      and (input.change_id is null or input.ord = (
        select min(same.ord) from input same
        where same.user_id = input.user_id and same.change_id = input.change_id
      ))
  )`;

/** A change sent twice in one write is answered as its first copy was. */
const twinAnswer = sql`
  left join lateral (
    select twin_versions.version from input same
    join versions twin_versions on twin_versions.ord = same.ord
    where input.change_id is not null
      and same.user_id = input.user_id and same.change_id = input.change_id and same.ord < input.ord
    order by same.ord limit 1
  ) twin on true`;

/** Only the fresh calls of members of the list they name go on. */
const allowedMembers = sql`
  allowed as (
    select fresh.* from fresh
    where exists (
      select 1 from list_member m where m.list_id = fresh.list_id and m.user_id = fresh.user_id
    )
  )`;

/**
 * Remembers the change ids of the calls that took effect, with their answer (`outcome`, over `allowed` and
 * `versions`). The same id sent twice at once by two instances is written once; the other write then repeats
 * what was already so (a tick to the same state, an add of ids already taken).
 */
function recordChanges(outcome: SQL) {
  return sql`
  recorded as (
    insert into applied_change (user_id, change_id, outcome)
    select allowed.user_id, allowed.change_id, ${outcome}
    from allowed join versions on versions.ord = allowed.ord
    where allowed.change_id is not null
    on conflict do nothing
    returning 1
  )`;
}

/** The meals of the adds in one write join each list's planned meals, once each, in arrival order. */
const addPlannedMeals = sql`,
  planned_meals = list.planned_meals || coalesce((
    select array_agg(meals.meal order by meals.first) from (
      select allowed.planned_meal as meal, min(allowed.ord) as first from allowed
      where allowed.list_id = list.id and allowed.planned_meal is not null
        and not (allowed.planned_meal = any(list.planned_meals))
      group by allowed.planned_meal
    ) meals), '{}')`;

/**
 * The tail of every list write. It reads a CTE `calls(ord, list_id)`: one row per caller whose change took
 * effect. Each touched list is stamped and its version goes up by one per caller, so `versions(ord, version)`
 * gives each caller the version that holds their change. The list's page is told its new version on commit;
 * its members' overviews only when the list's summary changed, and `overviewsOf` users' overviews too (a
 * member just added or removed). `set` adds assignments to the same UPDATE of the list row.
 */
export function stampAndNotify(options: {
  summaryChanged: boolean;
  overviewsOf?: readonly string[];
  set?: SQL;
}) {
  const overviews = JSON.stringify(options.overviewsOf ?? []);
  return sql`
  ranked as (
    select ord, list_id, row_number() over (partition by list_id order by ord) as n from calls
  ),
  bumps as (select list_id, count(*)::int as n from calls group by list_id),
  touched as (
    update list set last_updated = now(), version = list.version + bumps.n ${options.set ?? sql``}
    from bumps where list.id = bumps.list_id
    returning list.id, list.version
  ),
  versions as (
    select ranked.ord, touched.version - bumps.n + ranked.n as version
    from ranked join bumps on bumps.list_id = ranked.list_id join touched on touched.id = ranked.list_id
  ),
  addresses as (
    select jsonb_build_object('kind', 'list', 'listId', touched.id, 'version', touched.version) as address
    from touched
    union
    select jsonb_build_object('kind', 'lists', 'userId', m.user_id)
    from list_member m join touched on touched.id = m.list_id
    where ${sql.raw(options.summaryChanged ? 'true' : 'false')}
    union
    select jsonb_build_object('kind', 'lists', 'userId', extra.user_id)
    from json_array_elements_text(${overviews}::json) as extra(user_id)
    where exists (select 1 from touched)
  ),
  notified as (
    select pg_notify(${CHANGES_CHANNEL}, jsonb_agg(address)::text) from addresses having count(*) > 0
  )`;
}
