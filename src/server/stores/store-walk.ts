import { CATEGORIES, type Category, isCategory } from '@shared/categories';
import type { ListWalk } from '@shared/contract/lists';
import { itemKey } from '@shared/items/item-key';
import { walkingOrder } from '@shared/list-text';
import type { Logger } from '../log';
import { learnedOrder, learnTrip, NOTHING_LEARNED, type StoreLearning, type Tick } from './learned-order';
import type { StoreTripsRepo, TripTick } from './store-trips.repo';
import type { StoresRepo } from './stores.repo';

/** A list's walk through its store: what its members are shown, and its items put in that order. */
export interface StoreWalk {
  walk: ListWalk;
  /** The items in walking order within each category: learned order first, items never seen by name. */
  orderItems: <T extends { name: string; category: string }>(items: readonly T[]) => T[];
}

/** How many stores' learnings are kept worked out; each is a few kilobytes. */
const KEPT_LEARNINGS = 500;

/**
 * Stores' walking orders as their lists show them: the categories in the order the owner set by hand, else
 * the order learned from the store's trips, else SPEC's; items within a category in the learned order.
 */
export function createStoreWalks(deps: { stores: StoresRepo; trips: StoreTripsRepo; log: Logger }) {
  // A learning changes only when a trip ends; ticks of open trips do not bump it. Keyed by what it was learned
  // from, so a new trip, a reset or a deletion is a miss.
  const learnings = new Map<string, { signature: string; learning: StoreLearning }>();

  async function learningOf(storeId: string): Promise<StoreLearning> {
    const { trips, ticks } = await deps.trips.endedTrips(storeId);
    const signature = `${trips}:${ticks.length}:${ticks.at(-1)?.tripId ?? ''}`;
    const kept = learnings.get(storeId);
    if (kept?.signature === signature) {
      return kept.learning;
    }
    const learning = {
      ...byTrip(ticks).reduce((learned, trip) => learnTrip(learned, trip), NOTHING_LEARNED),
      trips,
    };
    learnings.delete(storeId);
    learnings.set(storeId, { signature, learning });
    if (learnings.size > KEPT_LEARNINGS) {
      const oldest = learnings.keys().next().value;
      if (oldest !== undefined) {
        learnings.delete(oldest);
      }
    }
    return learning;
  }

  return {
    /**
     * Counts a tick (or takes back an untick) of an item on a list set to a store into the list's trip. The
     * tick itself is already saved: should this fail, the store learns one tick less, and the shopper is not
     * told of an error their tick did not have.
     */
    async noteTick(tick: {
      storeId: string;
      listId: string;
      name: string;
      category: string;
      checked: boolean;
    }) {
      const { storeId, listId } = tick;
      const key = itemKey(tick.name);
      try {
        await (tick.checked
          ? deps.trips.recordTick({ storeId, listId, itemKey: key, category: tickCategory(tick.category) })
          : deps.trips.forgetTick({ storeId, listId, itemKey: key }));
      } catch (error) {
        deps.log.warn('a tick was not counted into its trip', { error: String(error) });
      }
    },

    /** The walk of a list set to `storeId`; null when the store is gone. */
    async of(storeId: string): Promise<StoreWalk | null> {
      const store = await deps.stores.findById(storeId);
      if (!store) {
        return null;
      }
      const learning = await learningOf(storeId);
      const byHand = (store.categoryOrder ?? []).filter(isCategory);
      const orderSetByHand = byHand.length === CATEGORIES.length;
      const learned = learnedOrder(learning.categories).filter(isCategory);
      return {
        walk: {
          storeName: store.name,
          categories: walkingOrder(orderSetByHand ? byHand : learned),
          orderSetByHand,
          trips: learning.trips,
        },
        orderItems: (items) => sortByLearning(learning, items),
      };
    },
  };
}

export type StoreWalks = ReturnType<typeof createStoreWalks>;

/** A store's ticks as trips of `Tick`s, in the order the rows come (trip by trip, tick by tick). */
function byTrip(ticks: readonly TripTick[]): Tick[][] {
  const trips: Tick[][] = [];
  let current: string | null = null;
  for (const tick of ticks) {
    if (tick.tripId !== current) {
      trips.push([]);
      current = tick.tripId;
    }
    trips.at(-1)?.push({ item: tick.itemKey, category: tick.category });
  }
  return trips;
}

/** Items put in the learned order within each category; the sort is stable, so a key twice keeps its rows' order. */
function sortByLearning<T extends { name: string; category: string }>(
  learning: StoreLearning,
  items: readonly T[],
) {
  const keysOf = new Map<string, string[]>();
  for (const item of items) {
    keysOf.set(item.category, [...(keysOf.get(item.category) ?? []), itemKey(item.name)]);
  }
  const rank = new Map<string, Map<string, number>>();
  for (const [category, keys] of keysOf) {
    const order = learnedOrder(learning.items[category] ?? {}, keys);
    rank.set(category, new Map(order.map((key, index) => [key, index])));
  }
  const rankOf = (item: T) => rank.get(item.category)?.get(itemKey(item.name)) ?? Number.MAX_SAFE_INTEGER;
  return [...items].sort((a, b) => rankOf(a) - rankOf(b));
}

/** The category a tick is filed under: the item's, or the fallback aisle for one not among the 12. */
function tickCategory(category: string): Category {
  return isCategory(category) ? category : 'Miscellaneous';
}
