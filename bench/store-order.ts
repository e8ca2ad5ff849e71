// bench/store-order: how fast the learned walking order of a store (src/server/stores/learned-order.ts) nears the
// shelves' true order, and how fast it follows a store that swaps two aisles; beside the order a list has with
// nothing learned (by name) and a learner that never forgets (no decay), in the same run.
import {
  DECAY,
  kendallTauDistance,
  learnedWalk,
  learnTrip,
  NOTHING_LEARNED,
  type StoreLearning,
  type Tick,
} from '../src/server/stores/learned-order';
import {
  hiddenShelves,
  itemsByCategory,
  seededRandom,
  swapAisles,
  walk,
} from '../src/server/stores/walk-simulation';

const SEEDS = Array.from({ length: 20 }, (_, index) => index + 1);
const shelves = hiddenShelves(10, 6);
const listed = itemsByCategory(shelves);
// The aisles at the two ends of the walk trade places: the biggest move two aisles can make.
const firstAisle = shelves[0]?.category ?? '';
const lastAisle = shelves.at(-1)?.category ?? '';

function mean(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0) / values.length;
}

/** Distances to `store`'s walk after each trip, averaged over the seeds. */
function meanDistances(
  store: readonly Tick[],
  trips: number,
  decay: number,
  start: (seed: number) => StoreLearning,
) {
  const perSeed = SEEDS.map((seed) => {
    const random = seededRandom(seed + 1000);
    let learning = start(seed);
    return Array.from({ length: trips }, () => {
      learning = learnTrip(learning, walk(store, random), decay);
      return kendallTauDistance(
        learnedWalk(learning, listed),
        store.map((tick) => tick.item),
      );
    });
  });
  return Array.from({ length: trips }, (_, trip) => mean(perSeed.map((distances) => distances[trip] ?? 1)));
}

function learnedAfter(trips: number, decay: number) {
  return (seed: number) => {
    const random = seededRandom(seed);
    let learning = NOTHING_LEARNED;
    for (let trip = 0; trip < trips; trip += 1) {
      learning = learnTrip(learning, walk(shelves, random), decay);
    }
    return learning;
  };
}

export async function benchStoreOrder(): Promise<string[]> {
  const byName = kendallTauDistance(
    learnedWalk(NOTHING_LEARNED, listed),
    shelves.map((tick) => tick.item),
  );
  const learning = meanDistances(shelves, 10, DECAY, () => NOTHING_LEARNED);
  const at = (trip: number) => (learning[trip - 1] ?? 1).toFixed(3);
  const moved = swapAisles(shelves, firstAisle, lastAisle);
  const relearn = meanDistances(moved, 5, DECAY, learnedAfter(10, DECAY));
  const neverForgets = meanDistances(moved, 5, 1, learnedAfter(10, 1));
  return [
    `store-order: 60 items in 10 aisles, ticks ±3 out of place, 10% skipped, mean of ${SEEDS.length} seeds; ` +
      `Kendall tau distance to the shelves after 1/3/5/10 trips: ${at(1)} / ${at(3)} / ${at(5)} / ${at(10)} ` +
      `(target <= 0.15 after 5; baseline: by name, nothing learned, ${byName.toFixed(3)})`,
    `store-order: the first and last aisles swapped after 10 trips: distance after 1/2/3 trips ${relearn
      .slice(0, 3)
      .map((distance) => distance.toFixed(3))
      .join(' / ')} (target < 0.15 within 3; baseline: without decay ${neverForgets
      .slice(0, 3)
      .map((distance) => distance.toFixed(3))
      .join(' / ')})`,
  ];
}
