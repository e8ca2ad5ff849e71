import { type SQL, sql } from 'drizzle-orm';
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
 * lists are stamped with a version per caller, and their members' devices are told on commit. The fragments
 * below are shared with the add (item-adds.repo.ts) and the single-list writes (list-change.repo.ts).
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

  return {
    /** Ticks or unticks one item; ticks made while another is being written go together in the next write. */
    setChecked: batchCalls(setCheckedNow),
  };
}

/**
 * Calls whose change id was applied before (a device sent its queue again) are answered from `prior` and write
 * nothing; the rest are `fresh`, each change id once.
 */
export const freshChanges = sql`
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
export const twinAnswer = sql`
  left join lateral (
    select twin_versions.version from input same
    join versions twin_versions on twin_versions.ord = same.ord
    where input.change_id is not null
      and same.user_id = input.user_id and same.change_id = input.change_id and same.ord < input.ord
    order by same.ord limit 1
  ) twin on true`;

/** Only the fresh calls of members of the list they name go on. */
export const allowedMembers = sql`
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
export function recordChanges(outcome: SQL) {
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
