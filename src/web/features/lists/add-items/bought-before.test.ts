import { describe, expect, it } from 'vitest';
import { boughtBefore } from './bought-before';
import type { KnownItem } from './complete-item';

const item = (name: string, timesBought: number, favourite = false): KnownItem => ({
  name,
  category: 'Produce',
  quantity: null,
  timesBought,
  favourite,
});

describe('boughtBefore', () => {
  // Most recently bought first, as the history comes.
  const history = [
    item('Limes', 1),
    item('Eggs', 5),
    item('Coffee', 2, true),
    item('Bread', 5),
    item('Milk', 8),
  ];

  it('puts favourites first, then the most often bought, then the most recent', () => {
    expect(boughtBefore(history, new Set()).map((chip) => chip.name)).toEqual([
      'Coffee',
      'Milk',
      'Eggs',
      'Bread',
      'Limes',
    ]);
  });

  it('leaves out what is on the list now, whatever its spelling', () => {
    expect(boughtBefore(history, new Set(['lime', 'egg', 'coffee'])).map((chip) => chip.name)).toEqual([
      'Milk',
      'Bread',
    ]);
  });

  it('offers at most the limit', () => {
    expect(boughtBefore(history, new Set(), 2)).toHaveLength(2);
  });
});
