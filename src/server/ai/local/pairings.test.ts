import { normalizeItemText } from '@shared/categorizer/normalize-item';
import { describe, expect, it } from 'vitest';
import { PAIRINGS } from './pairings';

const KEYS = Object.keys(PAIRINGS);

describe('PAIRINGS', () => {
  it('has at least 120 keys', () => {
    expect(KEYS.length).toBeGreaterThanOrEqual(120);
  });

  it('covers the everyday staples and every store area', () => {
    const expected = [
      'spaghetti',
      'tomato',
      'chicken',
      'bread',
      'peanut butter',
      'tortilla',
      'coffee',
      'cereal',
      'burger bun',
      'ground beef',
      'egg',
      'milk',
      'ice cream',
      'wine',
      'laundry detergent',
      'shampoo',
      'dog food',
      'cat food',
      'diaper',
    ];
    expect(expected.filter((key) => !(key in PAIRINGS))).toEqual([]);
  });

  it('has lower-case keys that are already normalized item keys', () => {
    expect(KEYS.filter((key) => key !== key.toLowerCase() || key !== key.trim())).toEqual([]);
    // The lookup normalizes the typed item first, so any other spelling of a key could never be found.
    expect(KEYS.filter((key) => normalizeItemText(key) !== key)).toEqual([]);
  });

  it.each(KEYS)('%s has 4 to 8 distinct lower-case pairings, none of them itself', (key) => {
    const pairings = PAIRINGS[key] ?? [];
    expect(pairings.length).toBeGreaterThanOrEqual(4);
    expect(pairings.length).toBeLessThanOrEqual(8);
    expect(new Set(pairings).size).toBe(pairings.length);
    expect(pairings.filter((item) => item !== item.toLowerCase() || item.trim() === '')).toEqual([]);
    expect(pairings.filter((item) => item === key || normalizeItemText(item) === key)).toEqual([]);
  });
});
