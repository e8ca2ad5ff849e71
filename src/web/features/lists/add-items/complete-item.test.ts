import { describe, expect, it } from 'vitest';
import { completeItem, type KnownItem, prepareCompletion, type VocabularyTerm } from './complete-item';

const bought = (name: string, timesBought: number, extra: Partial<KnownItem> = {}): KnownItem => ({
  name,
  category: 'Produce',
  quantity: null,
  timesBought,
  favourite: false,
  ...extra,
});
const HISTORY: KnownItem[] = [
  bought('Bananas', 3),
  bought('Whole milk', 9, { category: 'Dairy & Eggs', quantity: '1 gal' }),
  bought('Milk chocolate', 1, { category: 'Pantry' }),
  bought('Oat milk', 2, { category: 'Dairy & Eggs', favourite: true }),
  bought('Crème fraîche', 1, { category: 'Dairy & Eggs' }),
];
const VOCABULARY: VocabularyTerm[] = [
  { name: 'milk', category: 'Dairy & Eggs' },
  { name: 'milk chocolate', category: 'Pantry' },
  { name: 'mint', category: 'Produce' },
  { name: 'almond milk', category: 'Dairy & Eggs' },
  { name: 'bananas', category: 'Produce' },
];
const index = prepareCompletion(HISTORY, VOCABULARY);
const names = (typed: string, listed = new Map<string, string | null>()) =>
  completeItem(index, typed, listed).map((option) => option.name);

describe('completeItem', () => {
  it('offers the household items first (favourites, then the most often bought), then the vocabulary', () => {
    // The vocabulary's names that start so come before those with a later word that does, shortest first.
    expect(names('mi')).toEqual(['Oat milk', 'Whole milk', 'Milk chocolate', 'milk', 'mint', 'almond milk']);
    expect(names('milk')).toEqual(['Oat milk', 'Whole milk', 'Milk chocolate', 'milk', 'almond milk']);
  });

  it('puts a favourite first among the household items that match, the most bought next', () => {
    const options = completeItem(index, 'm', new Map());
    expect(options.slice(0, 3).map((option) => [option.name, option.source])).toEqual([
      ['Oat milk', 'household'],
      ['Whole milk', 'household'],
      ['Milk chocolate', 'household'],
    ]);
  });

  it('matches the start of the name or of a later word, ignoring case, accents and spaces', () => {
    expect(names('WHOLE  m')).toEqual(['Whole milk']);
    expect(names('creme')).toEqual(['Crème fraîche']);
    expect(names('fraiche')).toEqual(['Crème fraîche']);
    expect(names('ilk')).toEqual([]);
    expect(names('   ')).toEqual([]);
  });

  it('carries the aisle and last amount of a household item', () => {
    expect(completeItem(index, 'whole', new Map())[0]).toMatchObject({
      category: 'Dairy & Eggs',
      quantity: '1 gal',
      source: 'household',
    });
  });

  it('leaves out vocabulary words the household has bought under the same name', () => {
    expect(names('banana')).toEqual(['Bananas']);
  });

  it('says when the same item (singular or plural, any case) is on the list, with its amount', () => {
    const options = completeItem(index, 'ban', new Map([['banana', '6']]));
    expect(options[0]?.onList).toEqual({ quantity: '6' });
    expect(completeItem(index, 'whole', new Map([['banana', '6']]))[0]?.onList).toBeNull();
  });

  it('answers at most the limit asked for', () => {
    expect(completeItem(index, 'm', new Map(), 2)).toHaveLength(2);
  });
});
