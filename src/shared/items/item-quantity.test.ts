import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addQuantities, itemLine, splitQuantity } from './item-quantity';
import { planListAdd } from './merge-into-list';

/** A row of a table: the line, and the name, quantity and note it reads as. */
type SplitRow = [line: string, name: string, quantity: string | null, note: string | null];
const SPLIT_TITLE = '%j → %j with %j, noting %j';

function splitsInto(...[line, name, quantity, note]: SplitRow): void {
  expect(splitQuantity(line)).toEqual({ name, quantity, note });
}

function keptWhole(line: string): void {
  expect(splitQuantity(line)).toEqual({ name: line, quantity: null, note: null });
}

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
    ['chicken thighs (2 lb + 1 pack)', 'chicken thighs', '2 lb + 1 pack'],
    ['Onions (3)', 'Onions', '3'],
    ['2-3 limes', 'limes', '2-3'],
    // Amounts after the name (issue 34).
    ['Heinz Beans 415g', 'Heinz Beans', '415 g'],
    ['1 (14 oz) can tomatoes', 'tomatoes', '1 × 14 oz can'],
  ])('%j → %j with %j', (line, name, quantity) => {
    expect(splitQuantity(line)).toEqual({ name, quantity, note: null });
  });

  it.each(['milk', '2% milk', '100% orange juice', '7up', '7 Up', 'A1 sauce'])(
    'keeps %j whole: no amount, or a number that is part of the product',
    keptWhole,
  );

  it.each([
    ['2 cups of flour, sifted', 'flour', '2 cups', 'sifted'],
    ['milk (organic)', 'milk', null, 'organic'],
    ['some salt', 'salt', null, 'some'],
  ] satisfies SplitRow[])(SPLIT_TITLE, splitsInto);

  it('reads back what itemLine writes, for any line', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (line) => {
        const split = splitQuantity(line);
        expect(splitQuantity(itemLine(split))).toEqual(split);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads back what itemLine writes, for lines made of amounts, words, brackets and notes', () => {
    const piece = fc.constantFrom(
      ...'2|1/2|1.5|½|2-3|lb|lbs|oz|cans|can|x|×|(15 oz)|(80/20)|(3)|(optional)|pk|12-pack|onion|beef|ground|milk|to taste|,|diced|-|7|Up|%|a|dozen|for serving|(|)|of|+|some|AA|9V'.split(
        '|',
      ),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const split = splitQuantity(pieces.join(' '));
        expect(splitQuantity(itemLine(split))).toEqual(split);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('splitQuantity: the lines of issue 34', () => {
  it.each([
    ['2 lbs ground beef (80/20)', 'ground beef (80/20)', '2 lb', null],
    ['2 (15 oz) cans kidney beans, drained', 'kidney beans', '2 × 15 oz cans', 'drained'],
    ['1 (28 oz) can crushed tomatoes', 'crushed tomatoes', '1 × 28 oz can', null],
    ['large yellow onion, diced', 'large yellow onion', null, 'diced'],
    ['shredded cheddar, for serving', 'shredded cheddar', null, 'for serving'],
    ['cayenne (optional)', 'cayenne', null, 'optional'],
    ['salt & pepper to taste', 'salt & pepper', null, 'to taste'],
    ['ground beef 1lb', 'ground beef', '1 lb', null],
    ['organic whole milk 1 gal', 'organic whole milk', '1 gallon', null],
    ['milk 1/2 gal', 'milk', '0.5 gallon', null],
    ['butter 2 sticks', 'butter', '2 sticks', null],
    ['sparkling water 12 pk', 'sparkling water', '1 × 12-pack', null],
    ['butter 1.5 lb', 'butter', '1.5 lb', null],
    ['3.5 onions', 'onions', '4', null],
    ['6.5 garlic cloves', 'garlic', '7 cloves', null],
    ['0.5 can tomatoes', 'tomatoes', '1 can', null],
  ] satisfies SplitRow[])(SPLIT_TITLE, splitsInto);

  it.each([
    // A bare number after a name is part of it: 'alice item 5' is not five of 'alice item'.
    ['bananas 6', 'bananas 6', null, null],
    ['item 12, ripe', 'item 12', null, 'ripe'],
    ['diapers size 4', 'diapers size 4', null, null],
    ['Formula 409', 'Formula 409', null, null],
    ['rum 70 cl', 'rum', '70 cl', null],
    ['1500 ml water', 'water', '1500 ml', null],
  ] satisfies SplitRow[])(
    `reads a small count after the name, and keeps a unit as written: ${SPLIT_TITLE}`,
    splitsInto,
  );

  it('does not merge "large yellow onion, diced" with "onion", and merges "onion, diced" with it', () => {
    const plan = planListAdd(
      [{ id: 'a', name: 'onion', quantity: '1', checked: false }],
      ['large yellow onion, diced', 'onion, diced'].map(splitQuantity),
    );
    expect(plan.added).toEqual([{ name: 'large yellow onion', quantity: null, note: 'diced' }]);
    expect(plan.merged.map((row) => [row.id, row.quantity])).toEqual([['a', '1']]);
  });

  it('merges "butter 1.5 lb" and "butter 2 sticks" into one row', () => {
    const plan = planListAdd([], ['butter 1.5 lb', 'butter 2 sticks'].map(splitQuantity));
    expect(plan.added).toEqual([{ name: 'butter', quantity: '1.5 lb + 2 sticks', note: null }]);
  });
});

describe('splitQuantity: more places an amount is written', () => {
  it.each([
    ['milk, 2 gal', 'milk', '2 gallons', null],
    ['Cauliflower, Head', 'Cauliflower', '1 head', null],
    ['whole milk (gallon)', 'whole milk', '1 gallon', null],
    ['cupcakes (dozen)', 'cupcakes', '12', null],
    ['corn tortillas (30 ct)', 'corn tortillas', '30', null],
    ['Pringles (Pack of 12)', 'Pringles', '1 × 12-pack', null],
    ['bag of ice x2', 'ice', '2 bags', null],
    ['eggs x 2 dozen', 'eggs', '24', null],
    ['a few sprigs (10 g) thyme', 'thyme', '10 g', 'a few sprigs'],
    ['Arborio Rice, Colavita 2.2 lb', 'Arborio Rice', null, 'Colavita 2.2 lb'],
  ] satisfies SplitRow[])(SPLIT_TITLE, splitsInto);

  it.each([
    'green beans (canned)',
    'fish fillets (frozen)',
    'bottles (baby)',
    'pull-ups size 3t',
    'baby food stage 2',
  ])('keeps %j whole: the bracket or number says which product it is', keptWhole);
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
    ['2 × 15 oz cans', '1 × 15 oz can', '3 × 15 oz cans'],
    ['2 × 15 oz cans', '1 × 28 oz can', '2 × 15 oz cans + 1 × 28 oz can'],
    ['1 × 12-pack', '1 × 12-pack', '2 × 12-packs'],
    ['0.5 × 15 oz can', null, '1 × 15 oz can'],
    ['3.5', null, '4'],
    ['0.5 can', '0.5 can', '1 can'],
    ['1.5 lb', '2 sticks', '1.5 lb + 2 sticks'],
    ['0.5 gallon', null, '0.5 gallon'],
    // A unit alone is one of it, as a bracket reads it: 'milk [c+c' wrote 'c' and read back '1 cup'.
    ['c', 'c', '2 cups'],
    ['can', '2 cans', '3 cans'],
  ] as const)('%j + %j = %j', (first, second, sum) => {
    expect(addQuantities(first, second)).toBe(sum);
  });

  it('has nothing to add when neither has a quantity', () => {
    expect(addQuantities(null, null)).toBeNull();
  });

  it('gives back a quantity it wrote unchanged', () => {
    const part = fc.constantFrom(...'2 lb|8 oz|3|0.5|1 can|2 × 15 oz cans|1 × 12-pack|2-3|some'.split('|'));
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 5 }), (parts) => {
        const sum = parts.reduce<string | null>((total, next) => addQuantities(total, next), null);
        expect(addQuantities(sum, null)).toBe(sum);
        if (sum !== 'some') {
          expect(splitQuantity(`rice (${sum})`).quantity).toBe(sum);
        }
      }),
    );
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
    expect(plan.added).toEqual([{ name: 'sour cream', quantity: '2', note: null }]);
    expect(plan.merged).toEqual([
      {
        id: 'a',
        quantity: '6 lb',
        previousQuantity: '2 lb',
        note: null,
        wasChecked: false,
        joined: [{ name: 'chicken thighs', quantity: '4 lb', note: null }],
      },
      // A list holding a duplicate from before takes new ones into its first row.
      {
        id: 'b',
        quantity: '2',
        previousQuantity: null,
        note: null,
        wasChecked: true,
        joined: [
          { name: 'lime', quantity: null, note: null },
          { name: 'limes', quantity: '2', note: null },
        ],
      },
    ]);
  });

  it("keeps a row's note when a line joins it, and takes the line's note when it had none", () => {
    const rows = [
      { id: 'a', name: 'onion', quantity: '1', note: 'red', checked: false },
      { id: 'b', name: 'cheddar', quantity: null, note: null, checked: false },
    ];
    const plan = planListAdd(
      rows,
      ['2 onions, diced', 'cheddar, for serving', 'cayenne', 'cayenne (optional)'].map(splitQuantity),
    );
    expect(plan.merged.map(({ id, quantity, note }) => ({ id, quantity, note }))).toEqual([
      { id: 'a', quantity: '3', note: 'red' },
      { id: 'b', quantity: null, note: 'for serving' },
    ]);
    expect(plan.added).toEqual([{ name: 'cayenne', quantity: null, note: 'optional' }]);
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
