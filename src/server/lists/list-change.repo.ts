import { sql } from 'drizzle-orm';
import { ChangeAlreadyApplied, type ChangeRecord } from '../change-ids/applied-changes.repo';
import type { Database, Transaction } from '../db/client';
import { rowsOf } from '../db/raw-rows';
import { stampAndNotify } from './list-write-sql.repo';

/** A change that took effect: what the work answered, and the list's version that holds it. */
export interface Changed<T> {
  value: T;
  version: number;
}

/**
 * Runs a write on one list, stamps it, and tells its page and, when `summaryChanged`, its members'
 * overviews. A write that answers null or false found nothing to change (an item already gone), so the
 * list is left untouched and null is answered.
 */
export function listChange(db: Database) {
  return <T>(
    listId: string,
    options: { summaryChanged: boolean; overviewsOf?: readonly string[]; record?: ChangeRecord },
    work: (tx: Transaction) => Promise<T | null | false>,
  ): Promise<Changed<T> | null> =>
    db.transaction(async (tx) => {
      const value = await work(tx);
      if (value === null || value === false) {
        return null;
      }
      const { record } = options;
      // The change id is recorded in the statement that stamps the list: when it was applied before (or by a
      // twin request that committed first, which this insert waits for), nothing is recorded and the whole
      // write is undone.
      const [row] = await rowsOf<{ version: number | null; recorded: number | string }>(
        tx,
        sql`
        with calls as (select 0 as ord, ${listId}::text as list_id), ${stampAndNotify(options)}${
          record
            ? sql`, recorded as (
                insert into applied_change (user_id, change_id, outcome)
                select ${record.userId}, ${record.changeId}, jsonb_build_object('version', versions.version)
                from versions
                on conflict do nothing
                returning 1
              )`
            : sql``
        }
        select (select version from versions) as version, (select count(*) from notified) as notices,
          ${record ? sql`(select count(*) from recorded)` : sql`1`} as recorded
      `,
      );
      if (Number(row?.recorded ?? 0) === 0) {
        throw new ChangeAlreadyApplied();
      }
      const version = Number(row?.version ?? 0);
      return { value, version };
    });
}

/** A write on one list, run by `listChange`. */
export type ListChange = ReturnType<typeof listChange>;
