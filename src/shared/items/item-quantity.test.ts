import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addQuantities, itemLine, splitQuantity } from './item-quantity';
import { planListAdd } from './merge-into-list';

describe('splitQuantity: the quantity comes off the typed line', () => {
  it.each([
    ['2 lbs chicken thighs', 'chicken thighs', '2 lb'],
    ['avocados x3', 'avocados', '3'],
    ['3 avocados', 'avocados', '3'],
    ['avocados (3)', 'avocados', '3'],
    ['eggs 6x', 'eggs', '6'],
    ['a dozen eggs', 'eggs', '12'],
    ['400g flour', 'flour', '400 g'],
    ['1/2 gallon milk', 'milk', '0.5 gallon'],
    ['1½ cups rice', 'rice', '1.5 cups'],
    ['2 cups of flour, sifted', 'flour, sifted', '2 cups'],
    ['chicken thighs (2 lb + 1 pack)', 'chicken thighs', '2 lb + 1 pack'],
    ['Onions (3)', 'Onions', '3'],
    ['2-3 limes', 'limes', '2-3'],
  ])('%j → %j with %j', (line, name, quantity) => {
    expect(splitQuantity(line)).toEqual({ name, quantity });
  });

  it.each([
    'milk',
    'milk (organic)',
    '2% milk',
    '100% orange juice',
    '7up',
    '7 Up',
    'A1 sauce',
    'Heinz Beans 415g',
    'some salt',
    '1 (14 oz) can tomatoes',
  ])('keeps %j whole: no amount, or a number that is part of the product', (line) => {
    expect(splitQuantity(line)).toEqual({ name: line, quantity: null });
  });

  it('reads back what itemLine writes, for any line', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (line) => {
        const split = splitQuantity(line);
        expect(splitQuantity(itemLine(split))).toEqual(split);
      }),
    );
  });
});

describe('addQuantities: one row for the same item added twice', () => {
  it.each([
    ['4 lb', '2 lb', '6 lb'],
    ['1 lb', '8 oz', '1.5 lb'],
    ['500 g', '1 kg', '1.5 kg'],
    ['3', '2', '5'],
    ['1 can', '2 cans', '3 cans'],
    ['2 lb', '1 pack', '2 lb + 1 pack'],
    ['2 lb + 1 pack', '1 lb', '3 lb + 1 pack'],
    ['2 Pounds', null, '2 lb'],
    [null, '3', '3'],
    ['enough for 4', '2', 'enough for 4 + 2'],
  ] as const)('%j + %j = %j', (first, second, sum) => {
    expect(addQuantities(first, second)).toBe(sum);
  });

  it('has nothing to add when neither has a quantity', () => {
    expect(addQuantities(null, null)).toBeNull();
  });
});

describe('planListAdd: what an add does to a list', () => {
  const existing = [
    { id: 'a', name: 'chicken thighs', quantity: '2 lb', checked: false },
    { id: 'b', name: 'Limes', quantity: null, checked: true },
    { id: 'c', name: 'limes', quantity: '2', checked: false },
  ];

  it('joins items already on the list, adds the rest once each, and unticks what was ticked', () => {
    const incoming = ['4 lb chicken thighs', 'lime', 'sour cream', 'Sour Cream (2)', '2 limes'].map(
      splitQuantity,
    );
    const plan = planListAdd(existing, incoming);
    expect(plan.added).toEqual([{ name: 'sour cream', quantity: '2' }]);
    expect(plan.merged).toEqual([
      {
        id: 'a',
        quantity: '6 lb',
        previousQuantity: '2 lb',
        wasChecked: false,
        joined: [{ name: 'chicken thighs', quantity: '4 lb' }],
      },
      // A list holding a duplicate from before takes new ones into its first row.
      {
        id: 'b',
        quantity: '2',
        previousQuantity: null,
        wasChecked: true,
        joined: [
          { name: 'lime', quantity: null },
          { name: 'limes', quantity: '2' },
        ],
      },
    ]);
  });

  it('keeps items apart when any word or number differs', () => {
    const names = [
      'durable item 1',
      'durable item 2',
      'organic milk',
      'milk',
      'Durable Items 1',
      'batteries AA',
    ];
    const plan = planListAdd(
      [],
      names.map((name) => ({ name, quantity: null })),
    );
    expect(plan.added.map((item) => item.name)).toEqual([...names.slice(0, 4), 'batteries AA']);
  });

  it('keeps names of nothing but punctuation apart unless typed the same', () => {
    const plan = planListAdd(
      [],
      [
        { name: '!!', quantity: null },
        { name: '??', quantity: null },
        { name: '!!', quantity: '2' },
      ],
    );
    expect(plan.added).toEqual([
      { name: '!!', quantity: '2' },
      { name: '??', quantity: null },
    ]);
  });
});
