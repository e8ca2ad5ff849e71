/** The number grammar of ingredient lines: digits, fractions, unicode fractions, ranges and number words. */

import { startsWithMeasureWordName } from './measure-word-names';
import { readForeignCount } from './number-words';
import { findUnitWord, LETTERS } from './units';

/** How much: a range '2-3' is {2, 3}; a single value has min === max. */
export interface Amount {
  min: number;
  max: number;
}
export interface AmountMatch {
  amount: Amount;
  /** The amount as written ('1 1/2', 'an'). */
  text: string;
  rest: string;
}
const UNICODE_FRACTIONS: Readonly<Record<string, string>> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
};
const FRACTION_CHAR = /[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]/g;
const DIGIT_BEFORE_FRACTION_CHAR = /(\d)\s*(?=[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])/g;
const BULLET = /^[-*•·]\s+/;
/** Mixed number, fraction, decimal with a point or a European comma, or a bare '.5'. */
export const NUMBER = String.raw`\d+\s+\d+/[1-9]\d*|\d+/[1-9]\d*|\d+(?:[.,]\d+)?|\.\d+`;
/** 'to' and 'or' between two numbers, and the same words of the other languages read ('2 bis 3', '2 à 3'). */
const RANGE_WORD = 'to|or|bis|oder|à|ou|o|tot';
/** Spanish '2 a 3' only between whole numbers, the second the larger: '1/2 a 14 oz can' is English. */
const SPANISH_RANGE = String.raw`(?<=^\d+)\s+a\s+(\d+)(?![\d/.,-])`;
const AMOUNT_AT_START = new RegExp(
  `^(${NUMBER})(?:(?:\\s*[-–—]\\s*|\\s+(?:${RANGE_WORD})\\s+)(${NUMBER})|${SPANISH_RANGE})?`,
  'i',
);
const MIXED_NUMBER = /^(\d+)\s+(\d+)\/(\d+)$/;
const FRACTION = /^(\d+)\/(\d+)$/;
/** '1,500' is fifteen hundred; '1,5' and '0,250' are European decimals. */
const THOUSANDS = /^[1-9]\d{0,2},\d{3}$/;
const HALF = /^(?:half\s+an?|a\s+half)\s+/i;
const FIRST_WORD = new RegExp(`^([${LETTERS}]+)\\s+`, 'i');
const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ['a', 1],
  ['an', 1],
  ['one', 1],
  ['two', 2],
  ['three', 3],
  ['four', 4],
  ['five', 5],
  ['six', 6],
  ['seven', 7],
  ['eight', 8],
  ['nine', 9],
  ['ten', 10],
  ['eleven', 11],
  ['twelve', 12],
]);

export function single(value: number): Amount {
  return { min: value, max: value };
}

export function multiply(left: Amount, right: Amount): Amount {
  return { min: left.min * right.min, max: left.max * right.max };
}

export function toNumber(text: string): number {
  const mixed = MIXED_NUMBER.exec(text);
  if (mixed !== null) {
    return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  }
  const fraction = FRACTION.exec(text);
  if (fraction !== null) {
    return Number(fraction[1]) / Number(fraction[2]);
  }
  return Number(THOUSANDS.test(text) ? text.replace(',', '') : text.replace(',', '.'));
}

/** Characters prepare() changes, tested first: most lines have none, and the replacements are the cost. */
const NEEDS_PREPARING = /[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞\u2044]|\p{M}|\s\s|[^\S ]|^\s|\s$|^[-*•·]\s/u;

/** Unicode fractions become ASCII ('1½' → '1 1/2') so one number grammar covers both. */
export function prepare(raw: string): string {
  if (!NEEDS_PREPARING.test(raw)) {
    return raw;
  }
  // Accents typed as a letter and a combining mark ('pie\u0300ce') become one character, as the unit table has them.
  return raw
    .normalize('NFC')
    .replace(BULLET, '')
    .replace(/\u2044/g, '/')
    .replace(DIGIT_BEFORE_FRACTION_CHAR, '$1 ')
    .replace(FRACTION_CHAR, (char) => UNICODE_FRACTIONS[char] ?? char)
    .replace(/\s+/g, ' ')
    .trim();
}

export function readAmount(text: string): AmountMatch | null {
  const match = AMOUNT_AT_START.exec(text);
  if (match === null) {
    return null;
  }
  const first = toNumber(match[1] ?? '');
  const spanish = match[3] === undefined ? null : toNumber(match[3]);
  if (spanish !== null && spanish <= first) {
    return {
      amount: single(first),
      text: match[1] ?? '',
      rest: text.slice((match[1] ?? '').length).trimStart(),
    };
  }
  const second = spanish ?? (match[2] === undefined ? first : toNumber(match[2]));
  const amount = { min: Math.min(first, second), max: Math.max(first, second) };
  return { amount, text: match[0], rest: text.slice(match[0].length).trimStart() };
}

/** 'a pezzi', 'a fette' (in pieces, sliced): the English 'a' is no amount of another language's unit. */
function beforeForeignUnit(text: string): boolean {
  const next = text.split(' ', 1)[0] ?? '';
  const word = next === '' ? null : findUnitWord(next);
  return word !== null && !word.english && !word.lookalike;
}

/** 'an onion', 'two cans', 'half a lemon', 'zwei Zwiebeln', "un'arancia"; vague words are handled before this. */
export function readWordAmount(text: string): AmountMatch | null {
  const half = HALF.exec(text);
  if (half !== null) {
    return { amount: single(0.5), text: half[0].trim(), rest: text.slice(half[0].length) };
  }
  const word = FIRST_WORD.exec(text);
  const value = word === null ? undefined : NUMBER_WORDS.get((word[1] ?? '').toLowerCase());
  if (word !== null && value !== undefined) {
    const rest = text.slice(word[0].length);
    return beforeForeignUnit(rest) ? null : { amount: single(value), text: word[0].trim(), rest };
  }
  const foreign = readForeignCount(text);
  // 'tres leches', 'Drei Glocken': a number word that begins a product's name.
  if (foreign === null || startsWithMeasureWordName(text)) {
    return null;
  }
  return {
    amount: single(foreign.value),
    text: text.slice(0, foreign.length).trim(),
    rest: text.slice(foreign.length),
  };
}
