/**
 * A store's walking order, learned from the order its shoppers tick items off.
 *
 * The method is pairwise precedence with exponential decay:
 * - A trip is the items of one list ticked in one visit, in the order they were ticked.
 * - Each trip adds 1 to `before[a][b]` for every pair it ticked a before b. Skipped items add nothing, so a trip
 *   that missed half the list still says all it knows.
 * - Before a trip is counted, every earlier count is multiplied by DECAY. Evidence halves with each newer trip, so
 *   when a store moves its shelves the last three trips (1 + ½ + ¼) outweigh everything before them (¼ at most),
 *   and the new order is learned within a few trips.
 * - The order sorts keys by their share of wins: Σ before[a][x] / Σ (before[a][x] + before[x][a]) over the keys x
 *   that a met in some trip. A tick a few places early or late flips only near pairs, in one trip; the next trips
 *   outvote it. Keys with equal shares keep name order, so an order is the same wherever it is worked out.
 * - Categories are learned the same way from the categories of the ticks (one entry per run of the same
 *   category), and items within each category from the ticks of that category alone.
 * Ticks by every member of a list count: a trip is a list's ticks, whoever made them.
 */

/** How much one trip's evidence counts after each newer trip. */
export const DECAY = 0.5;

/** Decayed precedence counts: `before[a][b]` is how strongly a comes before b. Plain JSON, to be stored. */
export type Precedence = Record<string, Record<string, number>>;

/** Below this a decayed count is dropped, so keys that left the shop stop costing space. */
const FORGOTTEN = 1e-4;

/** Counts one trip (keys in the order they were ticked; a repeated key counts at its first tick). */
export function countTrip(counts: Precedence, trip: readonly string[], decay = DECAY): Precedence {
  const next: Precedence = {};
  for (const [before, afters] of Object.entries(counts)) {
    for (const [after, weight] of Object.entries(afters)) {
      const decayed = weight * decay;
      if (decayed >= FORGOTTEN) {
        next[before] = { ...next[before], [after]: decayed };
      }
    }
  }
  const keys = [...new Set(trip)];
  keys.forEach((before, index) => {
    const row = next[before] ?? {};
    for (const after of keys.slice(index + 1)) {
      row[after] = (row[after] ?? 0) + 1;
    }
    next[before] = row;
  });
  return next;
}

/** The keys of the counts (and any `extra` never seen), in the learned order; unseen keys go last, by name. */
export function learnedOrder(counts: Precedence, extra: readonly string[] = []): string[] {
  const wins = new Map<string, number>();
  const met = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, value: number) =>
    map.set(key, (map.get(key) ?? 0) + value);
  for (const [before, afters] of Object.entries(counts)) {
    for (const [after, weight] of Object.entries(afters)) {
      add(wins, before, weight);
      add(met, before, weight);
      add(met, after, weight);
    }
  }
  const seen = [...met.keys()];
  const share = (key: string) => (wins.get(key) ?? 0) / (met.get(key) ?? 1);
  const byShare = seen.sort((a, b) => share(b) - share(a) || a.localeCompare(b));
  const unseen = [...new Set(extra)].filter((key) => !met.has(key)).sort((a, b) => a.localeCompare(b));
  return [...byShare, ...unseen];
}

/** One tick of a trip: the item's key and the category it is filed under. */
export interface Tick {
  item: string;
  category: string;
}

/** What a store has learned: the order of its categories, and of the items within each. */
export interface StoreLearning {
  categories: Precedence;
  items: Record<string, Precedence>;
  trips: number;
}

export const NOTHING_LEARNED: StoreLearning = { categories: {}, items: {}, trips: 0 };

/** Learns from one more trip of the store. */
export function learnTrip(learning: StoreLearning, ticks: readonly Tick[], decay = DECAY): StoreLearning {
  const categoryRuns = ticks
    .map((tick) => tick.category)
    .filter((category, index, all) => index === 0 || all[index - 1] !== category);
  const items: Record<string, Precedence> = {};
  const categories = new Set([...Object.keys(learning.items), ...ticks.map((tick) => tick.category)]);
  for (const category of categories) {
    const trip = ticks.filter((tick) => tick.category === category).map((tick) => tick.item);
    // A category this trip did not visit keeps what it knew: its shelves were not walked, not moved.
    items[category] =
      trip.length === 0
        ? (learning.items[category] ?? {})
        : countTrip(learning.items[category] ?? {}, trip, decay);
  }
  return {
    categories: countTrip(learning.categories, categoryRuns, decay),
    items,
    trips: learning.trips + 1,
  };
}

/** The learned walk as one sequence of item keys: categories in order, items in order within each. */
export function learnedWalk(
  learning: StoreLearning,
  itemsByCategory: Record<string, readonly string[]>,
): string[] {
  const categories = learnedOrder(learning.categories, Object.keys(itemsByCategory));
  return categories.flatMap((category) =>
    learnedOrder(learning.items[category] ?? {}, itemsByCategory[category] ?? []).filter((item) =>
      (itemsByCategory[category] ?? []).includes(item),
    ),
  );
}

/**
 * The Kendall tau distance between two orders of the same keys: the share of pairs they put the other way
 * round (0 the same order, 1 reversed). Keys in only one of them are left out.
 */
export function kendallTauDistance(first: readonly string[], second: readonly string[]): number {
  const place = new Map(second.map((key, index) => [key, index]));
  const shared = first.filter((key) => place.has(key));
  let discordant = 0;
  let pairs = 0;
  for (let i = 0; i < shared.length; i += 1) {
    for (let j = i + 1; j < shared.length; j += 1) {
      pairs += 1;
      if ((place.get(shared[i] ?? '') ?? 0) > (place.get(shared[j] ?? '') ?? 0)) {
        discordant += 1;
      }
    }
  }
  return pairs === 0 ? 0 : discordant / pairs;
}
