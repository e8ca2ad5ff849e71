import { type SQL, sql } from 'drizzle-orm';
import type { Category } from '../../shared/categories';
import { wellFormed } from '../../shared/well-formed';
import { CHANGES_CHANNEL } from '../db/change-feed';
import type { Database } from '../db/client';
import { writeBatch } from '../db/write-batch';

/** One shopper ticking or unticking one item. */
export interface CheckRequest {
  listId: string;
  itemId: string;
  userId: string;
  checked: boolean;
}

/** What became of a tick: done, not a list this shopper is a member of, or no such item on it. */
export type CheckOutcome = 'done' | 'no-list' | 'no-item';

/** One shopper adding items to one list; the ids are made by the caller. */
export interface AddRequest {
  listId: string;
  userId: string;
  items: { id: string; name: string; category: Category }[];
}

/** What became of an add: done, or not a list this shopper is (still) a member of. */
export type AddOutcome = 'done' | 'no-list';

/**
 * The item writes a household makes most, each a single statement that serves many callers at once (a shopper
 * taps fast, and a household taps together): membership is checked in the same statement, changed lists are
 * stamped, and their members' devices are told on commit.
 */
export function itemWrites(db: Database) {
  const run = async <Row>(statement: SQL) =>
    ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;

  const setCheckedNow = async (requests: CheckRequest[]): Promise<CheckOutcome[]> => {
    const input = inputOf(
      requests.map((request) => ({
        list_id: storableId(request.listId),
        item_id: storableId(request.itemId),
        user_id: request.userId,
        checked: request.checked,
      })),
    );
    const rows = await run<{ member: boolean; found: boolean }>(sql`
      with input as (
        select * from json_to_recordset(${input}::json)
          as t(ord int, list_id text, item_id text, user_id text, checked boolean)
      ),
      ${allowedMembers},
      latest as (
        -- Two ticks of one item in one write: the later one wins, as if they had come one after the other.
        select distinct on (item_id, list_id) * from allowed order by item_id, list_id, ord desc
      ),
      changed as (
        update list_item set checked = latest.checked from latest
        where list_item.id = latest.item_id and list_item.list_id = latest.list_id
        returning list_item.id, list_item.list_id
      ),
      ${stampAndNotify()}
      select
        exists (select 1 from allowed where allowed.ord = input.ord) as member,
        exists (
          select 1 from changed where changed.id = input.item_id and changed.list_id = input.list_id
        ) as found,
        (select count(*) from notified) as notices
      from input order by input.ord
    `);
    return rows.map((row) => (!row.member ? 'no-list' : row.found ? 'done' : 'no-item'));
  };

  const addItemsNow = async (requests: AddRequest[]): Promise<AddOutcome[]> => {
    const input = inputOf(
      requests.map((request) => ({
        list_id: storableId(request.listId),
        user_id: request.userId,
        items: request.items,
      })),
    );
    const rows = await run<{ member: boolean }>(sql`
      with input as (
        select * from json_to_recordset(${input}::json) as t(ord int, list_id text, user_id text, items json)
      ),
      ${allowedMembers},
      changed as (
        -- Positions follow the order of this select: callers in arrival order, each one's items as typed.
        insert into list_item (id, list_id, name, category)
        select item->>'id', allowed.list_id, item->>'name', item->>'category'
        from allowed, json_array_elements(allowed.items) with ordinality as typed(item, n)
        order by allowed.ord, typed.n
        returning list_item.list_id
      ),
      ${stampAndNotify()}
      select
        exists (select 1 from allowed where allowed.ord = input.ord) as member,
        (select count(*) from notified) as notices
      from input order by input.ord
    `);
    return rows.map((row) => (row.member ? 'done' : 'no-list'));
  };

  return {
    /** Ticks or unticks one item; ticks made while another is being written go together in the next write. */
    setChecked: writeBatch(setCheckedNow),
    /** Adds items to a list for one of its members; adds made meanwhile go together in the next write. */
    addItemsAsMember: writeBatch(addItemsNow),
  };
}

/** Only the calls of members of the list they name go on. */
const allowedMembers = sql`
  allowed as (
    select input.* from input
    where exists (
      select 1 from list_member m where m.list_id = input.list_id and m.user_id = input.user_id
    )
  )`;

/**
 * The tail of every list write: the lists in the `changed` CTE (a `list_id` column) are stamped, and their
 * page, their members' overviews and any `extraTopics` are told on commit.
 */
export function stampAndNotify(extraTopics: readonly string[] = []) {
  return sql`
  touched as (
    update list set last_updated = now() where id in (select list_id from changed) returning id
  ),
  topics as (
    select 'list:' || touched.id as topic from touched
    union
    select 'lists:' || m.user_id from list_member m join touched on touched.id = m.list_id
    union
    select topic from json_array_elements_text(${JSON.stringify(extraTopics)}::json) as extra(topic)
    where exists (select 1 from touched)
  ),
  notified as (
    select pg_notify(${CHANGES_CHANNEL}, json_agg(topic)::text) from topics having count(*) > 0
  )`;
}

/**
 * The calls of one write as JSON rows, numbered in arrival order. A lone surrogate would make PostgreSQL refuse
 * the whole JSON, and with it every caller in the write, so text is sent well-formed (U+FFFD in its place).
 */
function inputOf(rows: object[]): string {
  return JSON.stringify(
    rows.map((row, ord) => ({ ord, ...row })),
    (_key, value: unknown) => (typeof value === 'string' ? wellFormed(value) : value),
  );
}

/**
 * An id as the database can compare it: no id we hand out holds a NUL, and one would make the whole write's
 * JSON unreadable, so such an id becomes one that matches nothing.
 */
function storableId(id: string): string {
  return id.includes('\u0000') ? '' : id;
}
