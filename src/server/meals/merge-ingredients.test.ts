import { normalizeItemText } from '@shared/categorizer/normalize-item';
import { splitQuantity } from '@shared/items/item-quantity';
import { parseIngredient } from '@shared/items/quantity';
import type { UnitSystem } from '@shared/items/unit-systems';
import { SUGGESTED_MEALS } from '@shared/meals/suggested-meals';
import { describe, expect, it } from 'vitest';
import { mergeIngredients as mergeIn } from './merge-ingredients';

/** The week's lines merged for a household on US units, unless another is given. */
const mergeIngredients = (lines: readonly string[], units: UnitSystem = 'us') => mergeIn(lines, units);

describe('mergeIngredients: the issue examples', () => {
  it.each([
    [['2 onions', '1 onion'], ['3 onions']],
    [['200 g rice', '1 kg rice'], ['1.2 kg rice']],
    [['1 cup rice', 'rice'], ['rice (1 cup + some)']],
  ])('%j → %j in a metric household', (lines, expected) => {
    expect(mergeIngredients(lines, 'metric')).toEqual(expected);
  });
});

describe('mergeIngredients: adding amounts', () => {
  it.each([
    ['counts', ['1 egg', '2 eggs'], '3 eggs'],
    ['one makes a singular', ['½ lemon', '½ lemons'], '1 lemon'],
    ['fractions of a count round up to what a shop sells', ['½ lemon', '1 lemon'], '2 lemons'],
    ['plural derived when no recipe wrote it', ['1 tomato', '1 tomato'], '2 tomatoes'],
    ['words that keep their plural', ['2 zucchini', '1 zucchini'], '3 zucchini'],
    ['US weights stay US', ['1 lb ground beef', '8 oz ground beef'], '1.5 lb ground beef'],
    ['tsp + tbsp print as tbsp', ['1 1/2 tsp ground cumin', '1 tbsp ground cumin'], '1.5 tbsp ground cumin'],
    ['tsp + tbsp below one tbsp stay tsp', ['¼ tsp salt', '¼ tbsp salt'], '1 tsp salt'],
    ['cups stay cups', ['1 1/2 cups rice', '2 cups rice'], '3.5 cups rice'],
    ['cups and tbsp, to the quarter cup', ['1 cup milk', '2 tbsp milk'], '1.25 cups milk'],
    ['metric weights in pounds', ['1 lb ground beef', '500 g ground beef'], '2 lb ground beef'],
    ['metric weights below a pound in ounces', ['200 g feta', '50 g feta'], '9 oz feta'],
    ['cans', ['1 can chickpeas', '2 cans chickpeas'], '3 cans chickpeas'],
    ['cans of one size', ['1 can (400 g) chickpeas', '1 (400 g) can chickpeas'], '2 × 400 g cans chickpeas'],
    [
      'pack sizes',
      ['2 (15 oz) cans kidney beans, drained', '1 15-oz can kidney beans'],
      '3 × 15 oz cans kidney beans, drained',
    ],
    ['cloves', ['2 cloves garlic', '2 garlic cloves'], '4 cloves garlic'],
    ['ranges add as ranges', ['2-3 cloves garlic', '1 clove garlic'], '3-4 cloves garlic'],
    ['two ranges', ['1-2 tbsp honey', '2-3 tbsp honey'], '3-5 tbsp honey'],
    ['stalks written after the food', ['1 celery stalk', '2 celery stalks'], '3 stalks celery'],
    ['several occurrences', ['1 onion', '1 onion', '1 onion'], '3 onions'],
  ])('%s', (_case, lines, expected) => {
    expect(mergeIngredients(lines)).toEqual([expected]);
  });
});

describe('mergeIngredients: adding amounts in a metric household', () => {
  it.each([
    ['grams below a kilo stay grams', ['200 g feta', '300 g feta'], '500 g feta'],
    ['grams reaching a kilo become kilos', ['600 g potatoes', '400 g potatoes'], '1 kg potatoes'],
    ['US weights in grams, to the nearest 5', ['1 lb ground beef', '500 g ground beef'], '955 g ground beef'],
    ['pounds in kilos', ['1 lb ground beef', '2 lb ground beef'], '1.35 kg ground beef'],
    ['ml + l below a litre', ['250 ml vegetable stock', '0.5 l vegetable stock'], '750 ml vegetable stock'],
    ['ml + l from a litre', ['500 ml vegetable stock', '1 l vegetable stock'], '1.5 L vegetable stock'],
    ['cups in millilitres', ['1 cup milk', '2 tbsp milk'], '270 ml milk'],
    ['spoons stay spoons', ['1 1/2 tsp ground cumin', '1 tbsp ground cumin'], '1.5 tbsp ground cumin'],
    ['counts as in every household', ['1 egg', '2 eggs'], '3 eggs'],
  ])('%s', (_case, lines, expected) => {
    expect(mergeIngredients(lines, 'metric')).toEqual([expected]);
  });
});

describe('mergeIngredients: amounts that cannot be added', () => {
  it.each([
    ['mass and volume', ['1 cup rice', '200 g rice'], 'rice (1 cup + 200 g)'],
    ['head and cloves', ['1 head garlic', '2 cloves garlic'], 'garlic (1 head + 2 cloves)'],
    ['a can and a bare count', ['1 can chickpeas', '2 chickpeas'], 'chickpeas (1 can + 2)'],
    ['an amount and none', ['1 bunch basil', 'fresh basil'], 'basil (1 bunch + some)'],
    ['compatible ones are still summed', ['1 cup rice', '200 g rice', '1 cup rice'], 'rice (2 cups + 200 g)'],
    [
      'every class kept in order',
      ['1 head garlic', 'garlic', '3 cloves garlic', '1 clove garlic'],
      'garlic (1 head + some + 4 cloves)',
    ],
    ['none had an amount', ['salt', 'salt'], 'salt'],
    ['none had an amount, the first note is kept', ['salt', 'Salt, to taste'], 'salt, to taste'],
    [
      'a can with a size and one without',
      ['1 can (400 g) chickpeas', '1 can chickpeas'],
      'chickpeas (1 × 400 g can + 1 can)',
    ],
  ])('%s', (_case, lines, expected) => {
    expect(mergeIngredients(lines)).toEqual([expected]);
  });
});

describe('mergeIngredients: the week asks for what a shop sells (issue 34)', () => {
  it.each([
    [['2 onions', '1.5 onions'], '4 onions'],
    [['3.5 onions'], '4 onions'],
    [['4 cloves garlic', '2.5 garlic cloves'], '7 cloves garlic'],
    [['6.5 cloves garlic'], '7 cloves garlic'],
    [['0.5 can crushed tomatoes'], '1 can crushed tomatoes'],
    [['0.5 (28 oz) can crushed tomatoes, divided'], '1 × 28 oz can crushed tomatoes, divided'],
    [['0.75 lb chicken thighs', '0.5 lb chicken thighs'], '1.25 lb chicken thighs'],
    [['0.5 gallon milk'], '0.5 gallon milk'],
  ])('%j → %j', (lines, expected) => {
    expect(mergeIngredients(lines)).toEqual([expected]);
  });

  it('writes lines the list reads into amount, food and note', () => {
    const lines = mergeIngredients([
      '1.5 onions, diced',
      '2 onions',
      '2 (15 oz) cans kidney beans, drained',
      'salt & pepper to taste',
    ]);
    expect(lines.map(splitQuantity)).toEqual([
      { name: 'onions', quantity: '4', note: 'diced' },
      { name: 'kidney beans', quantity: '2 × 15 oz cans', note: 'drained' },
      { name: 'salt & pepper', quantity: null, note: 'to taste' },
    ]);
  });
});

describe('mergeIngredients: identity and order', () => {
  it('returns a single occurrence as written, trimmed', () => {
    expect(mergeIngredients(['  1 can crushed tomatoes (400 g) ', '2 eggs'])).toEqual([
      '1 can crushed tomatoes (400 g)',
      '2 eggs',
    ]);
  });

  it('keeps the order of first appearance', () => {
    expect(
      mergeIngredients(['1 onion', '200 g rice', '2 carrots', '1 onion', '100 g rice'], 'metric'),
    ).toEqual(['2 onions', '300 g rice', '2 carrots']);
  });

  it('treats case and plural as the same food and keeps the first spelling', () => {
    expect(mergeIngredients(['1 Onion', '2 onions'])).toEqual(['3 Onions']);
    expect(mergeIngredients(['2 Eggs', '1 egg', 'EGGS x6'])).toEqual(['9 Eggs']);
  });

  it('drops only size words the occurrences do not share', () => {
    expect(mergeIngredients(['4 large flour tortillas', '8 small flour tortillas'])).toEqual([
      '12 flour tortillas',
    ]);
    expect(mergeIngredients(['1 tbsp fresh ginger', '1 tsp fresh ginger'])).toEqual([
      '1.25 tbsp fresh ginger',
    ]);
  });

  it('keeps different foods apart', () => {
    expect(
      mergeIngredients([
        '1 red onion',
        '1 onion',
        '2 chicken thighs',
        '2 chicken breasts',
        '1 lemon',
        '1 lemon juice',
      ]),
    ).toEqual([
      '1 red onion',
      '1 onion',
      '2 chicken thighs',
      '2 chicken breasts',
      '1 lemon',
      '1 lemon juice',
    ]);
  });

  it('skips blank lines and returns nothing for nothing', () => {
    expect(mergeIngredients([])).toEqual([]);
    expect(mergeIngredients(['', '  ', '1 egg'])).toEqual(['1 egg']);
  });
});

/** The food identity the merger uses, recomputed from the outside. */
function keyOf(line: string): string {
  const { name, raw } = parseIngredient(line);
  return normalizeItemText(name) || name.toLowerCase() || raw.toLowerCase();
}

/** A small seeded generator (mulberry32), so a failing selection can be replayed. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('mergeIngredients: nothing is dropped', () => {
  const catalogue = SUGGESTED_MEALS.flatMap((meal) => meal.ingredients);
  const seeds = Array.from({ length: 40 }, (_unused, index) => index + 1);

  it.each(seeds)('random week %i', (seed) => {
    const random = seededRandom(seed);
    const size = 5 + Math.floor(random() * 60);
    const lines = Array.from(
      { length: size },
      () => catalogue[Math.floor(random() * catalogue.length)] ?? '',
    );
    const merged = mergeIngredients(lines);
    const outputKeys = merged.map(keyOf);

    expect(new Set(outputKeys).size).toBe(outputKeys.length);
    expect(new Set(outputKeys)).toEqual(new Set(lines.map(keyOf)));
    for (const line of merged) {
      const parsed = parseIngredient(line);
      // Every output line either carries a summed amount, keeps all amounts in a note, or had none.
      const hadAmount = lines.some((input) => keyOf(input) === keyOf(line) && parseIngredient(input).amount);
      expect(parsed.amount !== null || parsed.note !== null || !hadAmount).toBe(true);
    }
    expect(mergeIngredients(merged)).toEqual(merged);
  });

  it('keeps the total of every food that was added up', () => {
    const week = SUGGESTED_MEALS.slice(0, 21).flatMap((meal) => meal.ingredients);
    const merged = mergeIngredients(week);
    const garlicCloves = week
      .filter((line) => keyOf(line) === 'garlic')
      .map(parseIngredient)
      .filter((parsed) => parsed.unit?.id === 'clove');
    const total = garlicCloves.reduce((sum, parsed) => sum + (parsed.amount?.max ?? 0), 0);
    const garlic = merged.find((line) => keyOf(line) === 'garlic') ?? '';
    expect(garlic).toContain(`${total} clove`);
  });
});
