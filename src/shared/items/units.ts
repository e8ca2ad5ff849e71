/** The units an ingredient line may use, every spelling of them, and how amounts print. */

import {
  AFTER_AMOUNT_ONLY,
  BEFORE_LINKER_ONLY,
  CASE_KEPT,
  ENGLISH_LOOKALIKES,
  LEADING_WORDS,
  UNIT_WORDS,
} from './unit-words';

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

/** Where a spelling of a unit may be read, beyond after an amount; see unit-words.ts. */
export interface UnitWord {
  unit: Unit;
  /** An English spelling: '2 cans' alone names its unit, as lines always have. */
  english: boolean;
  /** 'EL', 'tl': a unit only straight after an amount. */
  afterAmountOnly: boolean;
  /** 'rama': a unit only before 'de'. */
  beforeLinkerOnly: boolean;
  /** 'Dose', 'blik': one of it when it starts a line before the food, without 'of' ('Dose Tomaten'). */
  leads: boolean;
  /** 'sacs', 'bolsas': a plural of another language, which without a number names a product ('sacs de congélation'). */
  plural: boolean;
  /** 'Dose', 'sachets', 'pot': also an English word, so not a unit where English product names have it. */
  lookalike: boolean;
}

/** Letters of the languages read, for a character class: quicker than \p{L} on every line ('a-z', 'à' to 'ž'). */
export const LETTERS = 'a-z\\u00c0-\\u00d6\\u00d8-\\u00f6\\u00f8-\\u024f';

const COMBINING_MARK = /\p{M}/gu;
const NOT_ASCII = /[^\u0020-\u007e]/;

/** The text without its accents ('pièce' → 'piece'), as shoppers often type unit words. */
export function withoutAccents(text: string): string {
  return NOT_ASCII.test(text) ? text.normalize('NFD').replace(COMBINING_MARK, '').normalize('NFC') : text;
}

function compactSpelling(text: string): string {
  return text.replace(/[.\s]/g, '');
}

function spellingKey(text: string): string {
  return withoutAccents(compactSpelling(text).toLowerCase());
}

function englishWords(): [string, UnitWord][] {
  return UNIT_ROWS.flatMap(([id, kind, toBase, singular, plural, aliases]) => {
    const unit: Unit = { id, kind, toBase, singular, plural };
    const word: UnitWord = {
      unit,
      english: true,
      afterAmountOnly: false,
      beforeLinkerOnly: false,
      leads: false,
      plural: false,
      lookalike: false,
    };
    const spellings = [id, singular, plural, ...aliases.split(' ')].filter((spelling) => spelling !== '');
    return spellings.map((spelling): [string, UnitWord] => [spellingKey(spelling), word]);
  });
}

const LEADING_KEYS: ReadonlySet<string> = new Set(LEADING_WORDS.map(spellingKey));

/** Every spelling of every unit, lower-case without dots, spaces or accents ('fl. oz.' → 'floz'). */
const UNIT_WORDS_BY_SPELLING: ReadonlyMap<string, UnitWord> = (() => {
  const words = new Map(englishWords());
  for (const spellingsById of Object.values(UNIT_WORDS)) {
    for (const [id, spellings] of Object.entries(spellingsById)) {
      const unit = words.get(id)?.unit;
      if (unit === undefined) {
        throw new Error(`unit-words.ts names no unit "${id}"`);
      }
      const forms = spellings.split(' ').flatMap((pair) => {
        const [singular = '', plural] = pair.split('/');
        return plural === undefined
          ? [[singular, false] as const]
          : [[singular, false] as const, [plural, true] as const];
      });
      for (const [spelling, plural] of forms) {
        const key = spellingKey(spelling);
        // An English spelling stays English: 'gram', 'liter' and 'kilo' read as they always have.
        if (words.get(key)?.english === true) {
          continue;
        }
        words.set(key, {
          unit,
          english: false,
          afterAmountOnly: AFTER_AMOUNT_ONLY.has(key),
          beforeLinkerOnly: BEFORE_LINKER_ONLY.has(key),
          leads: LEADING_KEYS.has(key),
          plural,
          lookalike: ENGLISH_LOOKALIKES.has(key),
        });
      }
    }
  }
  return words;
})();

/**
 * The unit a written unit word stands for in any language ('Tbsp.', 'grams', 'EL', 'cucharadas'), with where
 * it may be read; null when it is not a unit.
 */
export function findUnitWord(text: string): UnitWord | null {
  const compact = compactSpelling(text);
  // Recipe shorthand: a capital T is a tablespoon, a small t a teaspoon.
  if (compact === 'T' || compact === 't') {
    return UNIT_WORDS_BY_SPELLING.get(compact === 'T' ? 'tbsp' : 'tsp') ?? null;
  }
  const lower = compact.toLowerCase();
  // Keys are without accents: only a word with letters beyond ASCII needs them taken off.
  const key = NOT_ASCII.test(lower) ? withoutAccents(lower) : lower;
  const word = UNIT_WORDS_BY_SPELLING.get(key) ?? null;
  if (word === null || !CASE_KEPT.has(key)) {
    return word;
  }
  return compact === compact.toLowerCase() || compact === compact.toUpperCase() ? word : null;
}

/** The unit a written unit word stands for ('Tbsp.', 'grams', 'fl oz', 'Esslöffel'), or null when it is not one. */
export function findUnit(text: string): Unit | null {
  const word = findUnitWord(text);
  return word === null || word.afterAmountOnly || word.beforeLinkerOnly ? null : word.unit;
}

/** Formats a quantity as a decimal with at most two places ('1.2', '0.5', '0.33'), which the parser reads back. */
export function formatAmount(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  // A pinch too small for two places still is not nothing: 0.004 stays 0.004, not 0.
  return rounded === 0 && value > 0 ? String(Number(value.toPrecision(2))) : String(rounded);
}
