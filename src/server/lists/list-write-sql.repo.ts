import { type SQL, sql } from 'drizzle-orm';
import { CHANGES_CHANNEL } from '../db/change-feed';
import type { Executor } from '../db/client';

// The pieces of SQL every list write is made of, so each says the same thing the same way: the tick
// (item-ticks.repo.ts) and the add (item-adds.repo.ts) for many callers in one statement, the single-list writes
// (list-change.repo.ts), and the writes elsewhere that touch lists (stampLists). Each is a CTE; the first ones
// read an `input` CTE of one row per call, `(ord, list_id, user_id, change_id, …)`.

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

/**
 * Stamps each list `listIds` selects (a query answering one `id` column) with a new version, and tells its
 * open pages, and its members' overviews when `summaryChanged`: for writes outside the lists (a store
 * renamed, an account deleted) that change how lists show. Run inside the transaction of that write.
 */
export async function stampLists(
  tx: Executor,
  listIds: SQL,
  options: { summaryChanged: boolean },
): Promise<void> {
  await tx.execute(sql`
    with calls as (
      select row_number() over (order by id) as ord, id as list_id from (${listIds}) as stamped
    ),
    ${stampAndNotify(options)}
    select (select count(*) from notified) as notices
  `);
}

/** stampLists for lists named by id (each once, however often named); nothing when there are none. */
export async function stampListsById(
  tx: Executor,
  listIds: readonly string[],
  options: { summaryChanged: boolean },
): Promise<void> {
  const unique = [...new Set(listIds)];
  if (unique.length === 0) {
    return;
  }
  const ids = JSON.stringify(unique);
  await stampLists(
    tx,
    sql`select id from list where id in (select json_array_elements_text(${ids}::json))`,
    options,
  );
}
