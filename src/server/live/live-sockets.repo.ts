import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/raw-rows';
import { liveSocket } from '../db/schema';

/** One open socket as the table holds it. */
export interface LiveSocketRow {
  id: string;
  instanceId: string;
  userId: string;
  sessionId: string;
  address: string;
}

/** Caps on open sockets, and how long a row counts without its instance's heartbeat refreshing it. */
export interface Admission {
  perAccount: number;
  perAddress: number;
  staleAfterMs: number;
}

// The first key of the two-key advisory locks admission takes; any constant, the same in every instance.
const ADMISSION_LOCKS = 4_172_024;

/** The table of open live sockets, shared by every instance on the database (live-schema.ts). */
export function liveSocketsRepo(db: Database) {
  const staleBefore = (staleAfterMs: number) => sql`now() - make_interval(secs => ${staleAfterMs / 1000})`;
  const forgetStale = async (staleAfterMs: number) => {
    await db.delete(liveSocket).where(lt(liveSocket.seenAt, staleBefore(staleAfterMs)));
  };
  return {
    /**
     * Records the socket when its account and its address are both below their caps; false otherwise. The
     * account's and the address's locks make concurrent admissions on any instance count one after the other.
     */
    admit: (row: LiveSocketRow, admission: Admission): Promise<boolean> =>
      db.transaction(async (tx) => {
        // Always the account's lock first, then the address's: two admissions never wait on each other in a ring.
        await tx.execute(
          sql`select pg_advisory_xact_lock(${ADMISSION_LOCKS}, hashtext(${`user:${row.userId}`}))`,
        );
        await tx.execute(
          sql`select pg_advisory_xact_lock(${ADMISSION_LOCKS}, hashtext(${`address:${row.address}`}))`,
        );
        const [counts] = await tx
          .select({
            account: sql<number>`count(*) filter (where ${liveSocket.userId} = ${row.userId})`.mapWith(
              Number,
            ),
            address: sql<number>`count(*) filter (where ${liveSocket.address} = ${row.address})`.mapWith(
              Number,
            ),
          })
          .from(liveSocket)
          .where(
            and(
              sql`(${liveSocket.userId} = ${row.userId} or ${liveSocket.address} = ${row.address})`,
              gt(liveSocket.seenAt, staleBefore(admission.staleAfterMs)),
            ),
          );
        if (
          (counts?.account ?? 0) >= admission.perAccount ||
          (counts?.address ?? 0) >= admission.perAddress
        ) {
          return false;
        }
        await tx.insert(liveSocket).values(row);
        return true;
      }),

    /** Removes a closed socket's row. */
    async release(id: string): Promise<void> {
      await db.delete(liveSocket).where(eq(liveSocket.id, id));
    },

    /**
     * The instance's heartbeat: refreshes the rows of its open sockets, removes its rows of sockets it no longer
     * holds and every instance's stale rows, and answers which of its sockets' sessions have ended or expired.
     */
    async heartbeat(instanceId: string, openIds: readonly string[], staleAfterMs: number): Promise<string[]> {
      const ids = JSON.stringify(openIds);
      await db
        .delete(liveSocket)
        .where(
          and(
            eq(liveSocket.instanceId, instanceId),
            sql`${liveSocket.id} not in (select json_array_elements_text(${ids}::json))`,
          ),
        );
      await forgetStale(staleAfterMs);
      const ended = await rowsOf<{ id: string }>(
        db,
        sql`
        with seen as (
          update live_socket set seen_at = now()
          where instance_id = ${instanceId} and id in (select json_array_elements_text(${ids}::json))
          returning id, session_id
        )
        select seen.id from seen left join session on session.id = seen.session_id
        where session.id is null or session.expires_at <= now()`,
      );
      return ended.map((row) => row.id);
    },

    /** Removes the rows no heartbeat refreshed for a while: their instance stopped without removing them. */
    forgetStale,

    /** Removes every row of the instance: it is stopping. */
    async releaseInstance(instanceId: string): Promise<void> {
      await db.delete(liveSocket).where(eq(liveSocket.instanceId, instanceId));
    },
  };
}

/** The live sockets repository. */
export type LiveSocketsRepo = ReturnType<typeof liveSocketsRepo>;
