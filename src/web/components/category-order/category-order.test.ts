import { CATEGORIES } from '@shared/categories';
import { describe, expect, it } from 'vitest';
import { asCategoryOrder, isDefaultOrder, movedCategory } from './category-order';

describe('movedCategory', () => {
  it('moves an aisle down, the ones between it and its new place moving up', () => {
    expect(movedCategory(CATEGORIES, 'Produce', 2).slice(0, 4)).toEqual([
      'Bakery',
      'Meat & Seafood',
      'Produce',
      'Dairy & Eggs',
    ]);
  });

  it('moves an aisle up', () => {
    expect(movedCategory(CATEGORIES, 'Pantry', 0).slice(0, 3)).toEqual(['Pantry', 'Produce', 'Bakery']);
  });

  it('keeps each aisle once, and clamps a place past either end', () => {
    const last = movedCategory(CATEGORIES, 'Produce', 99);
    expect(last.at(-1)).toBe('Produce');
    expect(new Set(last).size).toBe(CATEGORIES.length);
    expect(movedCategory(CATEGORIES, 'Produce', -1)).toEqual([...CATEGORIES]);
  });
});

describe('isDefaultOrder', () => {
  it('is true for SPEC’s order only', () => {
    expect(isDefaultOrder([...CATEGORIES])).toBe(true);
    expect(isDefaultOrder(movedCategory(CATEGORIES, 'Baby', 0))).toBe(false);
    expect(isDefaultOrder(CATEGORIES.slice(0, 11))).toBe(false);
  });
});

describe('asCategoryOrder', () => {
  it('reads a whole order back', () => {
    const order = [...CATEGORIES].reverse();
    expect(asCategoryOrder(order)).toEqual(order);
  });

  it.each([
    ['not an array', { Produce: 1 }],
    ['null', null],
    ['too short', CATEGORIES.slice(1)],
    ['too long', [...CATEGORIES, 'Produce']],
    ['a repeated aisle', [...CATEGORIES.slice(1), 'Bakery']],
    ['an unknown aisle', [...CATEGORIES.slice(1), 'Snacks']],
    ['something not text', [...CATEGORIES.slice(1), 7]],
  ])('refuses %s', (_, value) => {
    expect(asCategoryOrder(value)).toBeNull();
  });
});
