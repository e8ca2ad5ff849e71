import { itemKey } from '@shared/items/item-key';
import type { ListedRow } from '@shared/items/merge-into-list';
import { describe, expect, it } from 'vitest';
import { mergePreview, reviewLines, untickedBecause } from './review-lines';

const staples = new Set(['olive oil', 'salt'].map(itemKey));
const row = (id: string, name: string, quantity: string | null, checked = false): ListedRow => ({
  id,
  name,
  quantity,
  checked,
});

describe('which lines of a recipe start unticked in the review', () => {
  it.each([
    ['2 tbsp olive oil', 'olive oil', null, 'staple'],
    ['Olive Oil', 'Olive Oil', null, 'staple'],
    ['salt, to taste', 'salt, to taste', null, 'staple'],
    ['salt', 'salt', 'to taste', 'staple'],
    ['salt & pepper to taste', 'salt & pepper to taste', null, 'to taste'],
    ['black pepper', 'black pepper', 'to taste', 'to taste'],
    ['cayenne (optional)', 'cayenne (optional)', null, 'optional'],
    ['fresh cilantro', 'fresh cilantro', 'Optional', 'optional'],
    ['4 onions', 'onions', null, null],
    ['sea salt flakes', 'sea salt flakes', null, null],
    ['tasty cheddar', 'tasty cheddar', null, null],
  ] as const)('%s (name %s, note %s) → %s', (line, name, note, expected) => {
    expect(untickedBecause(line, name, note, staples)).toBe(expected);
  });
});

describe('where a line merges into the chosen list', () => {
  const rows = [row('a', 'onion', '1'), row('b', 'cumin', null), row('c', 'milk', '1 gallon', true)];

  it('says the row it joins and its amount before and after', () => {
    expect(mergePreview({ name: 'onions', quantity: '4' }, rows)).toBe(
      'already on the list: onion (1) → onion (5)',
    );
    expect(mergePreview({ name: 'milk', quantity: '1 gallon' }, rows)).toBe(
      'already on the list: milk (1 gallon) → milk (2 gallons)',
    );
  });

  it('says only the row when the amount stays as it is, and nothing for a new row', () => {
    expect(mergePreview({ name: 'Cumin', quantity: null }, rows)).toBe('already on the list: cumin');
    expect(mergePreview({ name: 'garlic', quantity: '2 cloves' }, rows)).toBeNull();
    expect(mergePreview({ name: 'onion', quantity: '1' }, [])).toBeNull();
  });
});

describe('the review of a recipe against a list', () => {
  it('reads each line as it will be added, ticks, and merges', () => {
    const review = reviewLines(
      ['4 onions', '2 tbsp olive oil', 'salt & pepper to taste', '1 can black beans'],
      staples,
      [row('a', 'onion', '1')],
    );
    expect(review.map(({ line, quantity, unticked, merge }) => [line, quantity, unticked, merge])).toEqual([
      ['4 onions', '4', null, 'already on the list: onion (1) → onion (5)'],
      ['2 tbsp olive oil', '2 tbsp', 'staple', null],
      ['salt & pepper to taste', null, 'to taste', null],
      ['1 can black beans', '1 can', null, null],
    ]);
    expect(review[1]?.name).toBe('olive oil');
  });
});
