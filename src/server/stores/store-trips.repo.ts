import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { newId } from '../db/new-id';
import { rowsOf } from '../db/raw-rows';
import { list, storeTick } from '../db/schema';
import { touchListsOf } from './store-lists.repo';

/**
 * A trip is one list's ticks in one visit to its store: it ends when no tick came for TRIP_GAP, or when the
 * shopper is done with the ticks (Uncheck all, Remove ticked items, Start New List) or sets another store.
 * Only ended trips teach the order, so a list does not reorder itself under the shopper's thumb mid-trip.
 */
const TRIP_GAP = sql`interval '90 minutes'`;

/** The trips the learned order is worked out from: with the decay, older ones weigh less than 1/2^20. */
const TRIPS_LEARNED_FROM = 20;

/** One tick of a trip the store's order is learned from, in trip order, then tick order. */
export interface TripTick {
  tripId: string;
  itemKey: string;
  category: string;
}

/** A store's ended trips: how many there are, and the ticks of the latest (oldest first). */
export interface StoreTrips {
  trips: number;
  ticks: TripTick[];
}

/** The ticks of lists set to a store, grouped into trips, and what the store's order is learned from. */
export function storeTripsRepo(db: Database) {
  return {
    /**
     * Records a tick of `itemKey` into the list's trip: the open one while its last tick is recent, else a new
     * one. A tick of an item already ticked in the trip keeps its first place.
     */
    async recordTick(tick: { storeId: string; listId: string; itemKey: string; category: string }) {
      const { storeId, listId, itemKey, category } = tick;
      await db.execute(sql`
        with open as (
          select t.trip_id, max(t.position) as last_position
          from ${storeTick} t
          join ${list} l on l.id = ${listId} and l.trip_id = t.trip_id and l.store_id = t.store_id
          where t.store_id = ${storeId}
          group by t.trip_id
          having max(t.ticked_at) > now() - ${TRIP_GAP}
        ),
        trip as (
          select coalesce((select trip_id from open), ${newId()}) as trip_id,
            coalesce((select last_position from open), 0) + 1 as position
        ),
        opened as (
          update ${list} set trip_id = (select trip_id from trip)
          where id = ${listId} and trip_id is distinct from (select trip_id from trip)
        )
        insert into ${storeTick} (store_id, list_id, trip_id, position, item_key, category)
        select ${storeId}, ${listId}, trip_id, position, ${itemKey}, ${category} from trip
        on conflict (trip_id, item_key) do nothing
      `);
    },

    /** Takes back a tick of the list's open trip (unticked: a slip of the thumb teaches nothing). */
    async forgetTick(tick: { storeId: string; listId: string; itemKey: string }) {
      await db.execute(sql`
        delete from ${storeTick}
        where store_id = ${tick.storeId} and item_key = ${tick.itemKey}
          and trip_id = (select trip_id from ${list} where id = ${tick.listId})
      `);
    },

    /**
     * The store's ended trips of two ticks or more (one tick says nothing of an order): their number, and the
     * ticks of the latest TRIPS_LEARNED_FROM of them, oldest trip first.
     */
    async endedTrips(storeId: string): Promise<StoreTrips> {
      const rows = await rowsOf<{ trips: number; trip_id: string; item_key: string; category: string }>(
        db,
        sql`
        with trips as (
          select trip_id, max(ticked_at) as ended from ${storeTick}
          where store_id = ${storeId}
          group by trip_id
          having count(*) >= 2
        ),
        ended as (
          select trips.trip_id, trips.ended from trips
          where trips.ended <= now() - ${TRIP_GAP}
            or not exists (select 1 from ${list} l where l.store_id = ${storeId} and l.trip_id = trips.trip_id)
        ),
        latest as (select trip_id, ended from ended order by ended desc limit ${TRIPS_LEARNED_FROM})
        select (select count(*) from ended)::int as trips, t.trip_id, t.item_key, t.category
        from latest
        join ${storeTick} t on t.trip_id = latest.trip_id
        order by latest.ended, latest.trip_id, t.position
      `,
      );
      if (rows.length === 0) {
        return { trips: 0, ticks: [] };
      }
      return {
        trips: Number(rows[0]?.trips ?? 0),
        ticks: rows.map((row) => ({ tripId: row.trip_id, itemKey: row.item_key, category: row.category })),
      };
    },

    /** How many ended trips each of the stores has learned from (stores without any are left out). */
    async tripCounts(storeIds: readonly string[]): Promise<Map<string, number>> {
      if (storeIds.length === 0) {
        return new Map();
      }
      const rows = await rowsOf<{ store_id: string; trips: number }>(
        db,
        sql`
        with trips as (
          select store_id, trip_id, max(ticked_at) as ended from ${storeTick}
          where store_id in (select jsonb_array_elements_text(${JSON.stringify(storeIds)}::jsonb))
          group by store_id, trip_id
          having count(*) >= 2
        )
        select store_id, count(*)::int as trips from trips
        where ended <= now() - ${TRIP_GAP}
          or not exists (select 1 from ${list} l where l.store_id = trips.store_id and l.trip_id = trips.trip_id)
        group by store_id
      `,
      );
      return new Map(rows.map((row) => [row.store_id, Number(row.trips)]));
    },

    /** Forgets every trip of the store; lists set to it start a new one at their next tick, and are told. */
    async forget(storeId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(storeTick).where(eq(storeTick.storeId, storeId));
        await touchListsOf(tx, storeId);
      });
    },
  };
}

export type StoreTripsRepo = ReturnType<typeof storeTripsRepo>;
