import { describe, expect, it } from 'vitest';
import { SUGGESTED_MEALS } from '../meals/suggested-meals';
import { parseIngredient } from './quantity';
import { findUnit, formatAmount } from './units';

/** [line, amount (a [min, max] pair for ranges) or null, unit id or null, food name]. */
type Row = readonly [
  line: string,
  amount: number | readonly [number, number] | null,
  unit: string | null,
  name: string,
];

const WHOLE_AND_DECIMAL: readonly Row[] = [
  ['2 onions', 2, null, 'onions'],
  ['3 eggs', 3, null, 'eggs'],
  ['12 cherry tomatoes', 12, null, 'cherry tomatoes'],
  ['1 lime', 1, null, 'lime'],
  ['1.5 kg beef brisket', 1.5, 'kg', 'beef brisket'],
  ['0.5 l whole milk', 0.5, 'l', 'whole milk'],
  ['2.25 lb pork shoulder', 2.25, 'lb', 'pork shoulder'],
  ['.5 cup milk', 0.5, 'cup', 'milk'],
  ['1,5 kg potatoes', 1.5, 'kg', 'potatoes'],
  ['0,25 l cream', 0.25, 'l', 'cream'],
  ['2,5 dl yoghurt', 2.5, 'dl', 'yoghurt'],
  ['1,500 g bread flour', 1500, 'g', 'bread flour'],
  ['750 ml passata', 750, 'ml', 'passata'],
  ['10 black peppercorns', 10, null, 'black peppercorns'],
];

const FRACTIONS: readonly Row[] = [
  ['1/2 cup sugar', 0.5, 'cup', 'sugar'],
  ['3/4 cup brown sugar', 0.75, 'cup', 'brown sugar'],
  ['1/3 cup maple syrup', 1 / 3, 'cup', 'maple syrup'],
  ['2/3 cup rolled oats', 2 / 3, 'cup', 'rolled oats'],
  ['1/8 tsp cayenne pepper', 0.125, 'tsp', 'cayenne pepper'],
  ['1 1/2 cups all-purpose flour', 1.5, 'cup', 'all-purpose flour'],
  ['2 1/4 tsp active dry yeast', 2.25, 'tsp', 'active dry yeast'],
  ['1 3/4 cups warm water', 1.75, 'cup', 'warm water'],
  ['3 1/2 oz dark chocolate', 3.5, 'oz', 'dark chocolate'],
  ['1/4 teaspoon ground cloves', 0.25, 'tsp', 'ground cloves'],
  ['½ tsp baking soda', 0.5, 'tsp', 'baking soda'],
  ['¼ cup chopped walnuts', 0.25, 'cup', 'chopped walnuts'],
  ['¾ cup buttermilk', 0.75, 'cup', 'buttermilk'],
  ['⅓ cup olive oil', 1 / 3, 'cup', 'olive oil'],
  ['⅔ cup heavy cream', 2 / 3, 'cup', 'heavy cream'],
  ['⅛ tsp ground nutmeg', 0.125, 'tsp', 'ground nutmeg'],
  ['1½ cups milk', 1.5, 'cup', 'milk'],
  ['2½ cups chicken stock', 2.5, 'cup', 'chicken stock'],
  ['1 ½ tbsp soy sauce', 1.5, 'tbsp', 'soy sauce'],
  ['1¼ lb ground chicken', 1.25, 'lb', 'ground chicken'],
  ['½ red onion', 0.5, null, 'red onion'],
  ['¼ head red cabbage', 0.25, 'head', 'red cabbage'],
  ['1⁄2 cup raisins', 0.5, 'cup', 'raisins'],
];

const RANGES: readonly Row[] = [
  ['2-3 cloves garlic', [2, 3], 'clove', 'garlic'],
  ['2–3 tbsp lemon juice', [2, 3], 'tbsp', 'lemon juice'],
  ['1 - 2 tsp chili flakes', [1, 2], 'tsp', 'chili flakes'],
  ['2 to 3 cups vegetable broth', [2, 3], 'cup', 'vegetable broth'],
  ['1/2-1 cup water', [0.5, 1], 'cup', 'water'],
  ['1 1/2-2 cups cooked rice', [1.5, 2], 'cup', 'cooked rice'],
  ['6-8 mushrooms', [6, 8], null, 'mushrooms'],
  ['10–12 basil leaves', [10, 12], null, 'basil leaves'],
  ['3 or 4 potatoes', [3, 4], null, 'potatoes'],
  ['200-250 g spinach', [200, 250], 'g', 'spinach'],
  ['½-1 tsp salt', [0.5, 1], 'tsp', 'salt'],
  ['1-1½ kg lamb shoulder', [1, 1.5], 'kg', 'lamb shoulder'],
  ['4 to 6 chicken drumsticks', [4, 6], null, 'chicken drumsticks'],
];

const MASS: readonly Row[] = [
  ['200 g rice', 200, 'g', 'rice'],
  ['250 grams butter', 250, 'g', 'butter'],
  ['1 gram saffron threads', 1, 'g', 'saffron threads'],
  ['100 gr dark chocolate', 100, 'g', 'dark chocolate'],
  ['1 kg potatoes', 1, 'kg', 'potatoes'],
  ['2 kilos oranges', 2, 'kg', 'oranges'],
  ['1 kilo carrots', 1, 'kg', 'carrots'],
  ['1 kilogram pork belly', 1, 'kg', 'pork belly'],
  ['500 mg vitamin C powder', 500, 'mg', 'vitamin C powder'],
  ['8 oz cream cheese', 8, 'oz', 'cream cheese'],
  ['8 oz. cream cheese, softened', 8, 'oz', 'cream cheese'],
  ['12 ounces spaghetti', 12, 'oz', 'spaghetti'],
  ['1 ounce parmesan', 1, 'oz', 'parmesan'],
  ['1 lb ground beef', 1, 'lb', 'ground beef'],
  ['2 lbs chicken wings', 2, 'lb', 'chicken wings'],
  ['1 lb. bacon', 1, 'lb', 'bacon'],
  ['3 pounds russet potatoes', 3, 'lb', 'russet potatoes'],
  ['1 pound shrimp, peeled and deveined', 1, 'lb', 'shrimp'],
  ['500 G Mince', 500, 'g', 'Mince'],
  ['2 KG flour', 2, 'kg', 'flour'],
];

const VOLUME: readonly Row[] = [
  ['250 ml milk', 250, 'ml', 'milk'],
  ['500 mL chicken stock', 500, 'ml', 'chicken stock'],
  ['300 millilitres double cream', 300, 'ml', 'double cream'],
  ['200 milliliters coconut milk', 200, 'ml', 'coconut milk'],
  ['1 l vegetable stock', 1, 'l', 'vegetable stock'],
  ['1 L water', 1, 'l', 'water'],
  ['2 litres apple juice', 2, 'l', 'apple juice'],
  ['1 liter sparkling water', 1, 'l', 'sparkling water'],
  ['1 ltr orange juice', 1, 'l', 'orange juice'],
  ['2 dl cream', 2, 'dl', 'cream'],
  ['4 cl gin', 4, 'cl', 'gin'],
  ['1 tsp vanilla extract', 1, 'tsp', 'vanilla extract'],
  ['2 teaspoons ground cumin', 2, 'tsp', 'ground cumin'],
  ['1 teaspoon dried oregano', 1, 'tsp', 'dried oregano'],
  ['1 tsp. kosher salt', 1, 'tsp', 'kosher salt'],
  ['1 t salt', 1, 'tsp', 'salt'],
  ['2 tbsp olive oil', 2, 'tbsp', 'olive oil'],
  ['3 tablespoons honey', 3, 'tbsp', 'honey'],
  ['1 tablespoon Dijon mustard', 1, 'tbsp', 'Dijon mustard'],
  ['2 Tbsp. soy sauce', 2, 'tbsp', 'soy sauce'],
  ['1 T butter', 1, 'tbsp', 'butter'],
  ['2 Tbs honey', 2, 'tbsp', 'honey'],
  ['1 TBSP fish sauce', 1, 'tbsp', 'fish sauce'],
  ['1 cup long-grain rice', 1, 'cup', 'long-grain rice'],
  ['2 cups shredded mozzarella', 2, 'cup', 'shredded mozzarella'],
  ['1 c. sugar', 1, 'cup', 'sugar'],
  ['3 c flour', 3, 'cup', 'flour'],
  ['2 fl oz lime juice', 2, 'fl-oz', 'lime juice'],
  ['1 fl. oz. dark rum', 1, 'fl-oz', 'dark rum'],
  ['1 pint strawberries', 1, 'pint', 'strawberries'],
  ['2 pints heavy cream', 2, 'pint', 'heavy cream'],
  ['1 quart chicken broth', 1, 'quart', 'chicken broth'],
  ['1 qt buttermilk', 1, 'quart', 'buttermilk'],
  ['1 gallon whole milk', 1, 'gallon', 'whole milk'],
  ['½ gallon orange juice', 0.5, 'gallon', 'orange juice'],
  ['1 cup of rice', 1, 'cup', 'rice'],
  ['2 tablespoons of butter', 2, 'tbsp', 'butter'],
];

const GLUED: readonly Row[] = [
  ['200g rice', 200, 'g', 'rice'],
  ['1.5kg potatoes', 1.5, 'kg', 'potatoes'],
  ['2tbsp olive oil', 2, 'tbsp', 'olive oil'],
  ['500ml milk', 500, 'ml', 'milk'],
  ['1/2tsp salt', 0.5, 'tsp', 'salt'],
  ['400g chopped tomatoes', 400, 'g', 'chopped tomatoes'],
  ['1lb ground pork', 1, 'lb', 'ground pork'],
  ['16oz sour cream', 16, 'oz', 'sour cream'],
  ['2l water', 2, 'l', 'water'],
  ['½cup milk', 0.5, 'cup', 'milk'],
];

const COUNT_UNITS: readonly Row[] = [
  ['4 cloves garlic', 4, 'clove', 'garlic'],
  ['1 clove garlic, minced', 1, 'clove', 'garlic'],
  ['2 garlic cloves, crushed', 2, 'clove', 'garlic'],
  ['1 can black beans', 1, 'can', 'black beans'],
  ['2 cans chickpeas', 2, 'can', 'chickpeas'],
  ['1 can of coconut milk', 1, 'can', 'coconut milk'],
  ['1 tin sardines', 1, 'tin', 'sardines'],
  ['2 tins chopped tomatoes', 2, 'tin', 'chopped tomatoes'],
  ['1 jar pesto', 1, 'jar', 'pesto'],
  ['2 jars roasted red peppers', 2, 'jar', 'roasted red peppers'],
  ['1 pack tofu', 1, 'pack', 'tofu'],
  ['2 packets instant yeast', 2, 'pack', 'instant yeast'],
  ['1 package cream cheese', 1, 'pack', 'cream cheese'],
  ['1 bunch cilantro', 1, 'bunch', 'cilantro'],
  ['2 bunches spring onions', 2, 'bunch', 'spring onions'],
  ['1 head cauliflower', 1, 'head', 'cauliflower'],
  ['2 heads garlic', 2, 'head', 'garlic'],
  ['4 slices bacon', 4, 'slice', 'bacon'],
  ['1 slice ham', 1, 'slice', 'ham'],
  ['3 sprigs rosemary', 3, 'sprig', 'rosemary'],
  ['4 thyme sprigs', 4, 'sprig', 'thyme'],
  ['2 stalks celery, sliced', 2, 'stalk', 'celery'],
  ['3 celery stalks', 3, 'stalk', 'celery'],
  ['1 stick butter', 1, 'stick', 'butter'],
  ['2 sticks cinnamon', 2, 'stick', 'cinnamon'],
  ['1 piece ginger', 1, 'piece', 'ginger'],
  ['8 pieces chicken', 8, 'piece', 'chicken'],
  ['1 handful basil', 1, 'handful', 'basil'],
  ['2 handfuls baby spinach', 2, 'handful', 'baby spinach'],
  ['1 pinch salt', 1, 'pinch', 'salt'],
  ['2 pinches saffron', 2, 'pinch', 'saffron'],
  ['1 dash hot sauce', 1, 'dash', 'hot sauce'],
  ['3 dashes Angostura bitters', 3, 'dash', 'Angostura bitters'],
  ['2 fillets cod', 2, 'fillet', 'cod'],
  ['1 fillet salmon, skin on', 1, 'fillet', 'salmon'],
  ['1 bag frozen peas', 1, 'bag', 'frozen peas'],
  ['1 bottle white wine', 1, 'bottle', 'white wine'],
  ['1 head of lettuce', 1, 'head', 'lettuce'],
];

const CONTAINER_SIZES: readonly Row[] = [
  ['1 (400 g) can chickpeas', 1, 'can', 'chickpeas'],
  ['1 can (400 g) chickpeas', 1, 'can', 'chickpeas'],
  ['2 (15 oz) cans black beans, drained and rinsed', 2, 'can', 'black beans'],
  ['1 14-oz can coconut milk', 1, 'can', 'coconut milk'],
  ['1 400g tin chopped tomatoes', 1, 'tin', 'chopped tomatoes'],
  ['2 x 400g tins chopped tomatoes', 2, 'tin', 'chopped tomatoes'],
  ['1 x 400 ml can coconut milk', 1, 'can', 'coconut milk'],
  ['1 can crushed tomatoes (28 oz)', 1, 'can', 'crushed tomatoes'],
  ['1 2-inch piece ginger, grated', 1, 'piece', 'ginger'],
  ['2-inch piece fresh ginger', 1, 'piece', 'fresh ginger'],
  ['1 packet dry yeast (7 g)', 1, 'pack', 'dry yeast'],
];

const MULTIPLIERS: readonly Row[] = [
  ['eggs x6', 6, null, 'eggs'],
  ['eggs x 6', 6, null, 'eggs'],
  ['Eggs ×12', 12, null, 'Eggs'],
  ['6x eggs', 6, null, 'eggs'],
  ['6 x eggs', 6, null, 'eggs'],
  ['lemons 3x', 3, null, 'lemons'],
  ['x2 avocados', 2, null, 'avocados'],
  ['2 x 200 g firm tofu', 400, 'g', 'firm tofu'],
  ['1 dozen eggs', 12, null, 'eggs'],
  ['2 dozen clams', 24, null, 'clams'],
];

const WORDS: readonly Row[] = [
  ['an onion', 1, null, 'onion'],
  ['a lemon, zested', 1, null, 'lemon'],
  ['An apple', 1, null, 'apple'],
  ['a pinch of salt', 1, 'pinch', 'salt'],
  ['a handful of parsley', 1, 'handful', 'parsley'],
  ['a good pinch of saffron', 1, 'pinch', 'saffron'],
  ['one red pepper', 1, null, 'red pepper'],
  ['two cans tuna', 2, 'can', 'tuna'],
  ['three cloves garlic', 3, 'clove', 'garlic'],
  ['half an onion', 0.5, null, 'onion'],
  ['half a lemon, juiced', 0.5, null, 'lemon'],
  ['a dozen eggs', 12, null, 'eggs'],
  ['half a dozen eggs', 6, null, 'eggs'],
  ['pinch of salt', 1, 'pinch', 'salt'],
  ['can of tomato soup', 1, 'can', 'tomato soup'],
  ['about 500 g minced beef', 500, 'g', 'minced beef'],
  ['approx. 1 kg chicken thighs', 1, 'kg', 'chicken thighs'],
  ['~200 ml water', 200, 'ml', 'water'],
  ['1 heaped tsp ground cumin', 1, 'tsp', 'ground cumin'],
  ['2 level tbsp cocoa powder', 2, 'tbsp', 'cocoa powder'],
  ['1 large can tomatoes', 1, 'can', 'tomatoes'],
];

const NOTES_AND_NAMES: readonly Row[] = [
  ['2 onions, finely chopped', 2, null, 'onions'],
  ['1 large onion, diced', 1, null, 'large onion'],
  ['3 medium carrots, peeled and sliced', 3, null, 'medium carrots'],
  ['1 lemon (zest and juice)', 1, null, 'lemon'],
  ['1 tbsp olive oil, plus extra for frying', 1, 'tbsp', 'olive oil'],
  ['2 chicken breasts (about 500 g)', 2, null, 'chicken breasts'],
  ['1 kg (2 lb) potatoes', 1, 'kg', 'potatoes'],
  ['200g/7oz plain flour', 200, 'g', 'plain flour'],
  ['500 g / 1 lb spaghetti', 500, 'g', 'spaghetti'],
  ['1 avocado - sliced', 1, null, 'avocado'],
  ['- 2 eggs', 2, null, 'eggs'],
  ['• 1 cup rice', 1, 'cup', 'rice'],
  ['1 T-bone steak', 1, null, 'T-bone steak'],
  ['2 cans', 2, null, 'cans'],
  ['4 large eggs, at room temperature', 4, null, 'large eggs'],
  ['1 cup frozen peas [optional]', 1, 'cup', 'frozen peas'],
  ['2  cups   milk', 2, 'cup', 'milk'],
  ['  3 apples  ', 3, null, 'apples'],
  ['500 g 00 flour', 500, 'g', '00 flour'],
  ['1 tsp salt; more to taste', 1, 'tsp', 'salt'],
];

const NO_AMOUNT: readonly Row[] = [
  ['salt', null, null, 'salt'],
  ['fresh basil', null, null, 'fresh basil'],
  ['salt and pepper to taste', null, null, 'salt and pepper'],
  ['Freshly ground black pepper', null, null, 'Freshly ground black pepper'],
  ['olive oil, for drizzling', null, null, 'olive oil'],
  ['vegetable oil for frying', null, null, 'vegetable oil'],
  ['parmesan, to serve', null, null, 'parmesan'],
  ['fresh parsley (optional)', null, null, 'fresh parsley'],
  ['a little olive oil', null, null, 'olive oil'],
  ['a few sprigs of thyme', null, null, 'thyme'],
  ['some chives', null, null, 'chives'],
  ['a splash of milk', null, null, 'milk'],
  ['a drizzle of honey', null, null, 'honey'],
  ['sea salt flakes to taste', null, null, 'sea salt flakes'],
  ['juice of 1 lemon', null, null, 'juice of 1 lemon'],
  ['ice', null, null, 'ice'],
  ['Half and half', null, null, 'Half and half'],
  ['powdered sugar, for dusting', null, null, 'powdered sugar'],
  ['lime wedges to serve', null, null, 'lime wedges'],
];

const ALL_ROWS: readonly Row[] = [
  ...WHOLE_AND_DECIMAL,
  ...FRACTIONS,
  ...RANGES,
  ...MASS,
  ...VOLUME,
  ...GLUED,
  ...COUNT_UNITS,
  ...CONTAINER_SIZES,
  ...MULTIPLIERS,
  ...WORDS,
  ...NOTES_AND_NAMES,
  ...NO_AMOUNT,
];

function expectedAmount(amount: Row[1]): { min: number; max: number } | null {
  if (amount === null) {
    return null;
  }
  return typeof amount === 'number' ? { min: amount, max: amount } : { min: amount[0], max: amount[1] };
}

describe('parseIngredient on our own lines', () => {
  it('has at least 150 lines', () => {
    expect(ALL_ROWS.length).toBeGreaterThanOrEqual(150);
  });

  it.each(ALL_ROWS)('%s', (line, amount, unitId, name) => {
    const parsed = parseIngredient(line);
    const expected = expectedAmount(amount);
    if (expected === null) {
      expect(parsed.amount).toBeNull();
    } else {
      expect(parsed.amount?.min).toBeCloseTo(expected.min, 6);
      expect(parsed.amount?.max).toBeCloseTo(expected.max, 6);
    }
    expect(parsed.unit?.id ?? null).toBe(unitId);
    expect(parsed.name).toBe(name);
    expect(parsed.raw).toBe(line.trim());
  });
});

describe('parseIngredient notes', () => {
  it.each([
    ['2 onions, finely chopped', 'finely chopped'],
    // A container's size is its pack size now, not a note (issue 34).
    ['1 can (400 g) chickpeas', null],
    ['1 (400 g) can chickpeas, drained', 'drained'],
    ['2 x 400g tins chopped tomatoes', null],
    ['1 14-oz can coconut milk', null],
    ['2 lbs ground beef (80/20)', null],
    ['cayenne (optional)', 'optional'],
    ['salt to taste (optional)', 'to taste, optional'],
    ['3 eggs, beaten (optional)', 'beaten, optional'],
    ['salt and pepper to taste', 'to taste'],
    ['olive oil, for drizzling', 'for drizzling'],
    ['200g/7oz plain flour', '7oz'],
    ['a few sprigs of thyme', 'a few sprigs'],
    ['2-inch piece fresh ginger', '2-inch'],
    ['1 avocado - sliced', 'sliced'],
    ['1,5 kg potatoes', null],
    ['4 eggs', null],
  ])('%s → %s', (line, note) => {
    expect(parseIngredient(line).note).toBe(note);
  });
});

describe('parseIngredient pack sizes', () => {
  it.each([
    ['2 (15 oz) cans kidney beans, drained', 2, 'can', [15, 'oz'], 'kidney beans'],
    ['1 (28 oz) can crushed tomatoes', 1, 'can', [28, 'oz'], 'crushed tomatoes'],
    ['2 × 15 oz cans kidney beans', 2, 'can', [15, 'oz'], 'kidney beans'],
    ['2 15-oz cans kidney beans', 2, 'can', [15, 'oz'], 'kidney beans'],
    ['kidney beans 2 x 15 oz cans', 2, 'can', [15, 'oz'], 'kidney beans'],
    ['1 can crushed tomatoes (28 oz)', 1, 'can', [28, 'oz'], 'crushed tomatoes'],
    ['sparkling water 12 pk', 1, 'pack', [12, null], 'sparkling water'],
    ['12-pack sparkling water', 1, 'pack', [12, null], 'sparkling water'],
    ['sparkling water (12 pack)', 1, 'pack', [12, null], 'sparkling water'],
    ['2 12-packs sparkling water', 2, 'pack', [12, null], 'sparkling water'],
  ] as const)('%s', (line, count, unitId, [size, sizeUnit], name) => {
    const parsed = parseIngredient(line);
    expect(parsed.amount).toEqual({ min: count, max: count });
    expect(parsed.unit?.id).toBe(unitId);
    expect({ amount: parsed.size?.amount, unit: parsed.size?.unit?.id ?? null }).toEqual({
      amount: size,
      unit: sizeUnit,
    });
    expect(parsed.name).toBe(name);
  });
});

describe('parseIngredient amounts after the name', () => {
  it.each([
    ['ground beef 1lb', 1, 'lb', 'ground beef'],
    ['organic whole milk 1 gal', 1, 'gallon', 'organic whole milk'],
    ['milk 1/2 gal', 0.5, 'gallon', 'milk'],
    ['butter 2 sticks', 2, 'stick', 'butter'],
    ['butter 1.5 lb', 1.5, 'lb', 'butter'],
    ['eggs 1 dozen', 12, null, 'eggs'],
  ] as const)('%s', (line, amount, unitId, name) => {
    const parsed = parseIngredient(line);
    expect(parsed.amount).toEqual({ min: amount, max: amount });
    expect(parsed.unit?.id ?? null).toBe(unitId);
    expect(parsed.name).toBe(name);
  });

  it.each([
    '2% milk',
    '93% lean ground turkey',
    '7 Up',
    '9V batteries',
    '3-in-1 oil',
    'size 4 diapers',
    'WD-40',
    'V8 juice',
  ])('keeps the number of %s in the name', (line) => {
    expect(parseIngredient(line)).toMatchObject({ amount: null, name: line, note: null });
  });
});

describe('units', () => {
  it.each([
    ['g', 'mass', 1],
    ['kg', 'mass', 1000],
    ['mg', 'mass', 0.001],
    ['oz', 'mass', 28.349523125],
    ['lb', 'mass', 453.59237],
    ['ml', 'volume', 1],
    ['cl', 'volume', 10],
    ['dl', 'volume', 100],
    ['l', 'volume', 1000],
    ['tsp', 'volume', 5],
    ['tbsp', 'volume', 15],
    ['cup', 'volume', 240],
    ['fl oz', 'volume', 29.5735],
    ['pint', 'volume', 473.176],
    ['quart', 'volume', 946.353],
    ['gallon', 'volume', 3785.41],
    ['clove', 'count', 1],
    ['can', 'count', 1],
  ] as const)('%s is %s with factor %d', (spelling, kind, toBase) => {
    expect(findUnit(spelling)).toMatchObject({ kind, toBase });
  });

  it('keeps the conversions recipes rely on', () => {
    const base = (spelling: string): number => findUnit(spelling)?.toBase ?? Number.NaN;
    expect(base('tbsp') / base('tsp')).toBe(3);
    expect(base('cup') / base('tbsp')).toBe(16);
    expect(base('lb') / base('oz')).toBeCloseTo(16, 10);
    expect(base('quart') / base('pint')).toBeCloseTo(2, 3);
    expect(base('gallon') / base('quart')).toBeCloseTo(4, 3);
    expect(base('kg') / base('g')).toBe(1000);
    expect(base('l') / base('dl')).toBe(10);
  });

  it('reads a capital T as tablespoon and a small t as teaspoon', () => {
    expect(findUnit('T')?.id).toBe('tbsp');
    expect(findUnit('t')?.id).toBe('tsp');
  });

  it('knows every spelling the issue lists', () => {
    const spellings =
      'g gram grams kg kilo kilos mg oz ounce ounces lb lbs pound pounds ml millilitre milliliter millilitres ' +
      'milliliters l litre liter litres liters dl cl tsp teaspoon teaspoons tbsp tablespoon tablespoons T Tbs ' +
      'cup cups c. pint pints quart quarts gallon gallons clove cloves can cans tin tins jar jars pack packs ' +
      'packet packets bunch bunches head heads slice slices sprig sprigs stalk stalks stick sticks piece ' +
      'pieces handful handfuls pinch pinches dash dashes fillet fillets';
    const unknown = spellings.split(' ').filter((spelling) => findUnit(spelling) === null);
    expect(unknown).toEqual([]);
    expect(findUnit('fl oz')?.id).toBe('fl-oz');
    expect(findUnit('onion')).toBeNull();
  });
});

describe('formatAmount', () => {
  it.each([
    [1.2, '1.2'],
    [0.5, '0.5'],
    [1.25, '1.25'],
    [3, '3'],
    [1 / 3, '0.33'],
    [0.1 + 0.2, '0.3'],
    [1199.999, '1200'],
  ])('%d → %s', (value, text) => {
    expect(formatAmount(value)).toBe(text);
  });
});

describe('parseIngredient on the built-in catalogue', () => {
  const lines = SUGGESTED_MEALS.flatMap((meal) => meal.ingredients);
  const STARTS_WITH_QUANTITY = /^[\d½⅓⅔¼¾⅛]/;

  it.each(lines)('%s', (line) => {
    const parsed = parseIngredient(line);
    expect(parsed.name).not.toBe('');
    if (STARTS_WITH_QUANTITY.test(line)) {
      expect(parsed.amount).not.toBeNull();
    }
  });
});
