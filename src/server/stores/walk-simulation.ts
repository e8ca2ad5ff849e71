/**
 * Shoppers walking a hidden shelf order, for the learned-order test and bench/store-order: each trip ticks the
 * items in shelf order, each tick out of place by up to ±`jitter` positions, with `skip` of the items not bought.
 * Seeded, so a run is the same every time.
 */

import type { Tick } from './learned-order';

/** A small seeded generator (mulberry32): the same seed, the same walks. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The numbers 0…count-1 in a seeded random order. */
function shuffled(count: number, random: () => number): number[] {
  const numbers = Array.from({ length: count }, (_, index) => index);
  for (let index = count - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [numbers[index], numbers[other]] = [numbers[other] ?? 0, numbers[index] ?? 0];
  }
  return numbers;
}

/**
 * A store of `categories` aisles of `perCategory` items each, in the order its shelves stand. Names are dealt at
 * random, so neither aisles nor items stand in name order (which is how a list orders what it has not learned).
 */
export function hiddenShelves(categories: number, perCategory: number, random = seededRandom(42)): Tick[] {
  const aisleNames = shuffled(categories, random);
  const itemNames = shuffled(categories * perCategory, random);
  return Array.from({ length: categories * perCategory }, (_, index) => ({
    category: `aisle ${aisleNames[Math.floor(index / perCategory)]}`,
    item: `item ${itemNames[index]}`,
  }));
}

/** The store after it swaps two aisles: their items trade places along the walk. */
export function swapAisles(shelves: readonly Tick[], first: string, second: string): Tick[] {
  const firstItems = shelves.filter((tick) => tick.category === first);
  const secondItems = shelves.filter((tick) => tick.category === second);
  return shelves.flatMap((tick) => {
    if (tick === firstItems[0]) {
      return secondItems;
    }
    if (tick === secondItems[0]) {
      return firstItems;
    }
    return tick.category === first || tick.category === second ? [] : [tick];
  });
}

/** One trip along the shelves: ticks a little out of order, some items skipped. */
export function walk(
  shelves: readonly Tick[],
  random: () => number,
  options: { jitter: number; skip: number } = { jitter: 3, skip: 0.1 },
): Tick[] {
  return shelves
    .map((tick, index) => ({ tick, at: index + Math.round((random() * 2 - 1) * options.jitter), index }))
    .filter(() => random() >= options.skip)
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ tick }) => tick);
}

/** The items of the shelves grouped by category, as a list holds them. */
export function itemsByCategory(shelves: readonly Tick[]): Record<string, string[]> {
  const grouped: Record<string, string[]> = {};
  for (const { category, item } of shelves) {
    grouped[category] = [...(grouped[category] ?? []), item];
  }
  return grouped;
}
