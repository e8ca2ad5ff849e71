import { describe, expect, it } from 'vitest';
import {
  countTrip,
  kendallTauDistance,
  learnedOrder,
  learnedWalk,
  learnTrip,
  NOTHING_LEARNED,
  type StoreLearning,
  type Tick,
} from './learned-order';
import { hiddenShelves, itemsByCategory, seededRandom, swapAisles, walk } from './walk-simulation';

const shelves = hiddenShelves(10, 6);
const truth = shelves.map((tick) => tick.item);
const listed = itemsByCategory(shelves);
// The aisles at the two ends of the walk trade places: the biggest move two aisles can make.
const firstAisle = shelves[0]?.category ?? '';
const lastAisle = shelves.at(-1)?.category ?? '';

/** The distance from the true walk after each of `trips` walks of `store`, learned from `start`. */
function distances(
  store: readonly Tick[],
  trips: number,
  seed: number,
  start: StoreLearning = NOTHING_LEARNED,
) {
  const random = seededRandom(seed);
  let learning = start;
  const after: number[] = [];
  for (let trip = 0; trip < trips; trip += 1) {
    learning = learnTrip(learning, walk(store, random));
    after.push(
      kendallTauDistance(
        learnedWalk(learning, listed),
        store.map((tick) => tick.item),
      ),
    );
  }
  return { after, learning };
}

describe('kendallTauDistance', () => {
  it('is 0 for the same order, 1 for the reverse, and counts the pairs put the other way round', () => {
    expect(kendallTauDistance(['a', 'b', 'c'], ['a', 'b', 'c'])).toBe(0);
    expect(kendallTauDistance(['a', 'b', 'c'], ['c', 'b', 'a'])).toBe(1);
    expect(kendallTauDistance(['a', 'b', 'c'], ['b', 'a', 'c'])).toBeCloseTo(1 / 3);
  });
});

describe('learnedOrder', () => {
  it('puts what was ticked first first, unseen keys last by name, and halves old evidence with each trip', () => {
    const once = countTrip({}, ['bread', 'milk', 'eggs']);
    expect(learnedOrder(once, ['apples', 'zucchini'])).toEqual([
      'bread',
      'milk',
      'eggs',
      'apples',
      'zucchini',
    ]);
    const twice = countTrip(once, ['milk', 'bread']);
    expect(twice.bread?.milk).toBe(0.5);
    expect(twice.milk?.bread).toBe(1);
    expect(learnedOrder(twice).slice(0, 2)).toEqual(['milk', 'bread']);
  });
});

describe('a shopper walking a hidden order of 60 items in 10 aisles, ticks ±3 out of place, 10% skipped', () => {
  it('learns the walk to a Kendall tau distance of at most 0.15 within 5 trips, whatever the seed', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const { after } = distances(shelves, 10, seed);
      expect(after[4], `seed ${seed}: ${after.map((d) => d.toFixed(3)).join(' ')}`).toBeLessThanOrEqual(0.15);
      expect(after[9]).toBeLessThanOrEqual(after[0] ?? 1);
    }
  });

  it('relearns within 3 trips when the store swaps two aisles', () => {
    for (const seed of [11, 12, 13, 14]) {
      const { learning } = distances(shelves, 10, seed);
      const moved = swapAisles(shelves, firstAisle, lastAisle);
      expect(
        kendallTauDistance(
          learnedWalk(learning, listed),
          moved.map((tick) => tick.item),
        ),
      ).toBeGreaterThan(0.3);
      const { after } = distances(moved, 3, seed + 100, learning);
      expect(after[2], `seed ${seed}: ${after.map((d) => d.toFixed(3)).join(' ')}`).toBeLessThanOrEqual(0.15);
    }
  });

  it('counts the trips of two members who take turns as one household', () => {
    const first = seededRandom(21);
    const second = seededRandom(22);
    let learning = NOTHING_LEARNED;
    for (let trip = 0; trip < 6; trip += 1) {
      learning = learnTrip(learning, walk(shelves, trip % 2 === 0 ? first : second));
    }
    expect(learning.trips).toBe(6);
    expect(kendallTauDistance(learnedWalk(learning, listed), truth)).toBeLessThanOrEqual(0.15);
  });
});
