import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addQuantities, splitQuantity } from './item-quantity';
import { planListAdd } from './merge-into-list';
import { type UnitSystem, unitSystemForLocales } from './unit-systems';

describe('unitSystemForLocales: the region of the browser decides until the household chooses', () => {
  it.each([
    [['en-US', 'en'], 'us'],
    [['en-GB', 'en'], 'metric'],
    [['en'], 'us'],
    [['de'], 'metric'],
    [['de', 'en-US'], 'us'],
    [['en', 'en-AU'], 'metric'],
    [['es-US'], 'us'],
    [['fr-CA'], 'metric'],
    [['nl-BE'], 'metric'],
    [[], 'us'],
    [['not a tag'], 'metric'],
  ] as const)('%j → %s', (tags, system) => {
    expect(unitSystemForLocales(tags)).toBe(system);
  });
});

describe('addQuantities in the household units: a sum of weights or volumes is written and rounded in them', () => {
  it.each([
    ['1 lb', '8 oz', 'metric', '680 g'],
    ['1 lb', '8 oz', 'us', '1.5 lb'],
    ['250 g', '1 lb', 'metric', '705 g'],
    ['250 g', '1 lb', 'us', '1.5 lb'],
    ['500 g', '1 kg', 'metric', '1.5 kg'],
    ['500 g', '1 kg', 'us', '3.25 lb'],
    ['1 cup', '3 tbsp', 'us', '1.25 cups'],
    ['1 cup', '3 tbsp', 'metric', '285 ml'],
    ['1 L', '2 cups', 'metric', '1.5 L'],
    ['1 gallon', '1 L', 'us', '1.25 gallons'],
    ['3 oz', '100 g', 'us', '6.5 oz'],
    ['1-2 cups', '1 cup', 'us', '2-3 cups'],
    // Spoons are kitchen measures in both systems: '2 EL' and '1 tbsp' stay spoons.
    ['2 tbsp', '1 tbsp', 'metric', '3 tbsp'],
    ['2 tsp', '2 tsp', 'us', '4 tsp'],
    // A few milligrams are no half ounce: a unit too big to say the sum within a quarter is not used.
    ['500 mg', '250 mg', 'us', '750 mg'],
    // Counts and containers are the same in every system.
    ['2 cans', '1 can', 'metric', '3 cans'],
    ['3', '2', 'us', '5'],
  ] as const)('%j + %j in %s = %j', (first, second, system, sum) => {
    expect(addQuantities(first, second, system)).toBe(sum);
  });

  it('keeps one amount as it was written, in either system', () => {
    expect(addQuantities('70 cl', null, 'us')).toBe('70 cl');
    expect(addQuantities('2 cups', null, 'metric')).toBe('2 cups');
  });

  it('merges a typed line into a row in the household units', () => {
    const plan = planListAdd(
      [{ id: 'row', name: 'flour', quantity: '1 lb', checked: false }],
      [splitQuantity('500 g flour')],
      'metric',
    );
    expect(plan.merged[0]?.quantity).toBe('955 g');
  });

  it('writes every sum as one the reader reads back as itself, in either system', () => {
    const unit = fc.constantFrom(
      'g',
      'kg',
      'oz',
      'lb',
      'ml',
      'L',
      'cup',
      'tbsp',
      'tsp',
      'fl oz',
      'gallon',
      'mg',
    );
    const measure = fc.tuple(fc.integer({ min: 1, max: 4000 }), unit).map(([n, u]) => `${n / 4} ${u}`);
    const system = fc.constantFrom<UnitSystem>('metric', 'us');
    fc.assert(
      fc.property(measure, measure, system, (first, second, chosen) => {
        const sum = addQuantities(first, second, chosen);
        expect(sum).not.toBeNull();
        expect(addQuantities(sum, null, chosen)).toBe(sum);
      }),
      { numRuns: 500 },
    );
  });
});
