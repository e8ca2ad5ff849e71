/** The units an ingredient line may use, every spelling of them, and how amounts print. */

/** What a unit measures: weight, volume, or pieces of one kind (cloves, cans) that only add to themselves. */
export type UnitKind = 'mass' | 'volume' | 'count';

/** A unit of measure and its factor to the base of its kind. */
export interface Unit {
  id: string;
  kind: UnitKind;
  /** Factor to the base unit: g for mass, ml for volume, 1 for count-type units like clove/can/slice. */
  toBase: number;
  singular: string;
  plural: string;
}

type UnitRow = readonly [
  id: string,
  kind: UnitKind,
  toBase: number,
  singular: string,
  plural: string,
  aliases: string,
];

/** US cup, tablespoon and teaspoon; an 'oz' is always weight ('fl oz' is the volume). */
const UNIT_ROWS: readonly UnitRow[] = [
  ['mg', 'mass', 0.001, 'mg', 'mg', 'mgs milligram milligrams'],
  ['g', 'mass', 1, 'g', 'g', 'gr grs gram grams gramme grammes'],
  ['kg', 'mass', 1000, 'kg', 'kg', 'kgs kilo kilos kilogram kilograms'],
  ['oz', 'mass', 28.349523125, 'oz', 'oz', 'ozs ounce ounces'],
  ['lb', 'mass', 453.59237, 'lb', 'lb', 'lbs pound pounds'],
  ['ml', 'volume', 1, 'ml', 'ml', 'mls millilitre millilitres milliliter milliliters'],
  ['cl', 'volume', 10, 'cl', 'cl', 'centilitre centilitres centiliter centiliters'],
  ['dl', 'volume', 100, 'dl', 'dl', 'decilitre decilitres deciliter deciliters'],
  // A capital L: a lower-case l beside a number reads as a 1 or an I ('2 l').
  ['l', 'volume', 1000, 'L', 'L', 'lt ltr ltrs litre litres liter liters'],
  ['tsp', 'volume', 5, 'tsp', 'tsp', 'tsps tspn teaspoon teaspoons'],
  ['tbsp', 'volume', 15, 'tbsp', 'tbsp', 'tbsps tbs tbl tbls tblsp tablespoon tablespoons'],
  ['fl-oz', 'volume', 29.5735, 'fl oz', 'fl oz', 'floz fluidounce fluidounces'],
  ['cup', 'volume', 240, 'cup', 'cups', 'c'],
  ['pint', 'volume', 473.176, 'pint', 'pints', 'pt pts'],
  ['quart', 'volume', 946.353, 'quart', 'quarts', 'qt qts'],
  ['gallon', 'volume', 3785.41, 'gallon', 'gallons', 'gal gals'],
  ['clove', 'count', 1, 'clove', 'cloves', ''],
  ['can', 'count', 1, 'can', 'cans', ''],
  ['tin', 'count', 1, 'tin', 'tins', ''],
  ['jar', 'count', 1, 'jar', 'jars', ''],
  ['pack', 'count', 1, 'pack', 'packs', 'packet packets package packages pkg pkgs pk pks'],
  ['bunch', 'count', 1, 'bunch', 'bunches', ''],
  ['head', 'count', 1, 'head', 'heads', ''],
  ['slice', 'count', 1, 'slice', 'slices', ''],
  ['sprig', 'count', 1, 'sprig', 'sprigs', ''],
  ['stalk', 'count', 1, 'stalk', 'stalks', ''],
  ['stick', 'count', 1, 'stick', 'sticks', ''],
  ['piece', 'count', 1, 'piece', 'pieces', 'pc pcs'],
  ['handful', 'count', 1, 'handful', 'handfuls', ''],
  ['pinch', 'count', 1, 'pinch', 'pinches', ''],
  ['dash', 'count', 1, 'dash', 'dashes', ''],
  ['fillet', 'count', 1, 'fillet', 'fillets', 'filet filets'],
  ['bag', 'count', 1, 'bag', 'bags', ''],
  ['box', 'count', 1, 'box', 'boxes', ''],
  ['bottle', 'count', 1, 'bottle', 'bottles', ''],
];

/** Every spelling of every unit, lower-case without dots or spaces ('fl. oz.' → 'floz'). */
const UNITS_BY_SPELLING: ReadonlyMap<string, Unit> = new Map(
  UNIT_ROWS.flatMap(([id, kind, toBase, singular, plural, aliases]) => {
    const unit: Unit = { id, kind, toBase, singular, plural };
    const spellings = [id, singular, plural, ...aliases.split(' ')].filter((spelling) => spelling !== '');
    return spellings.map((spelling) => [compactSpelling(spelling).toLowerCase(), unit] as const);
  }),
);

function compactSpelling(text: string): string {
  return text.replace(/[.\s]/g, '');
}

/** The unit a written unit word stands for ('Tbsp.', 'grams', 'fl oz'), or null when it is not a unit. */
export function findUnit(text: string): Unit | null {
  const compact = compactSpelling(text);
  // Recipe shorthand: a capital T is a tablespoon, a small t a teaspoon.
  if (compact === 'T' || compact === 't') {
    return UNITS_BY_SPELLING.get(compact === 'T' ? 'tbsp' : 'tsp') ?? null;
  }
  return UNITS_BY_SPELLING.get(compact.toLowerCase()) ?? null;
}

/** Formats a quantity as a decimal with at most two places ('1.2', '0.5', '0.33'), which the parser reads back. */
export function formatAmount(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  // A pinch too small for two places still is not nothing: 0.004 stays 0.004, not 0.
  return rounded === 0 && value > 0 ? String(Number(value.toPrecision(2))) : String(rounded);
}
