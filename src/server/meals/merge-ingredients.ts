import { normalizeItemText } from '@shared/categorizer/normalize-item';
import { singularizeWord } from '@shared/categorizer/singularize-word';
import { amountToBuy, groupBy, measureClass, summedMeasure, UNKNOWN_AMOUNT } from '@shared/items/measure-sum';
import { type ParsedIngredient, parseIngredient } from '@shared/items/quantity';
import type { UnitSystem } from '@shared/items/unit-systems';

/** Words that read the same for one and for many, so '3 zucchini' does not become '3 zucchinis'. */
const SAME_PLURAL: ReadonlySet<string> = new Set(['zucchini', 'shrimp', 'fish', 'salmon', 'squid', 'sheep']);
const ES_PLURAL: ReadonlySet<string> = new Set(['tomato', 'potato', 'mango']);
const IRREGULAR_PLURAL: ReadonlyMap<string, string> = new Map([
  ['leaf', 'leaves'],
  ['loaf', 'loaves'],
  ['half', 'halves'],
]);

/**
 * Which lines of a week's recipes are one shopping-list line: the categorizer's key (normalizeItemText) drops
 * amounts, units, sizes and plurals ('2 large Onions' and 'onion' are one item) but keeps cuts and products
 * apart (chicken thighs are not chicken breasts), which foodKey would merge.
 */
function mergeKey(parsed: ParsedIngredient): string {
  const key = normalizeItemText(parsed.name);
  return key !== '' ? key : parsed.name.toLowerCase() || parsed.raw.toLowerCase();
}

function singularOf(word: string): string {
  return singularizeWord(word.toLowerCase());
}

function pluralOf(word: string): string {
  const lower = word.toLowerCase();
  if (SAME_PLURAL.has(lower) || singularizeWord(lower) !== lower) {
    return lower;
  }
  const irregular = IRREGULAR_PLURAL.get(lower);
  if (irregular !== undefined) {
    return irregular;
  }
  if (/(s|x|z|ch|sh)$/.test(lower) || ES_PLURAL.has(lower)) {
    return `${lower}es`;
  }
  return /[^aeiou]y$/.test(lower) ? `${lower.slice(0, -1)}ies` : `${lower}s`;
}

/** Keeps a capital first letter of the word as written ('Onion' → 'Onions'). */
function matchCase(written: string, word: string): string {
  const first = written.charAt(0);
  return first !== first.toLowerCase() ? `${word.charAt(0).toUpperCase()}${word.slice(1)}` : word;
}

/** '2 onions' + '1 onion' → 'onions'; prefers a form one of the recipes wrote over a derived one. */
function withNumber(name: string, plural: boolean, occurrences: readonly ParsedIngredient[]): string {
  const words = name.split(' ');
  const last = words[words.length - 1] ?? '';
  const written = occurrences.find(
    ({ amount, name: other }) =>
      amount !== null &&
      amount.max > 1 === plural &&
      singularOf(other.split(' ').at(-1) ?? '') === singularOf(last),
  );
  const word = written?.name.split(' ').at(-1) ?? (plural ? pluralOf(last) : singularOf(last));
  return [...words.slice(0, -1), matchCase(last, word.toLowerCase())].join(' ');
}

/**
 * The first occurrence's name without words the others lack: '4 large flour tortillas' + '8 small flour
 * tortillas' is 12 'flour tortillas', not 12 large ones. Words that make up the food key always stay.
 */
function sharedName(occurrences: readonly ParsedIngredient[]): string {
  const [first, ...others] = occurrences;
  const firstName = first?.name ?? '';
  const otherWords = others.map((other) => new Set(other.name.split(' ').map(singularOf)));
  const otherKeys = others.map((other) => new Set(normalizeItemText(other.name).split(' ')));
  const kept = firstName.split(' ').filter((word) => {
    const keyWords = normalizeItemText(word).split(' ');
    const inKey = keyWords[0] !== '' && otherKeys.every((key) => keyWords.every((part) => key.has(part)));
    return inKey || otherWords.every((words) => words.has(singularOf(word)));
  });
  return kept.length > 0 ? kept.join(' ') : firstName;
}

/** The line with the occurrences' first note after a comma, as a list row keeps the first note it is given. */
function withNote(line: string, occurrences: readonly ParsedIngredient[]): string {
  const note = occurrences.find((occurrence) => occurrence.note !== null)?.note;
  return note === undefined || note === null ? line : `${line}, ${note}`;
}

/** True when the line asks for part of something counted ('0.5 can', '1.5 onions'), which a shop does not sell. */
function asksForPart({ amount, unit }: ParsedIngredient): boolean {
  return amount !== null && amountToBuy(amount, unit) !== amount;
}

/**
 * One shopping-list line for all occurrences of one food, amount first and the note after a comma, so the
 * list reads it as the amount, the food and the note (splitQuantity). Counted things are rounded up.
 */
function mergeFood(occurrences: readonly ParsedIngredient[], units: UnitSystem): string {
  const [first] = occurrences;
  if (first === undefined) {
    return '';
  }
  if (occurrences.length === 1 && !asksForPart(first)) {
    return first.raw;
  }
  const name = occurrences.length === 1 ? first.name : sharedName(occurrences);
  const classes = [...groupBy(occurrences, measureClass).entries()];
  const [only] = classes;
  if (classes.length === 1 && only !== undefined) {
    const [measure, members] = only;
    if (measure === 'none') {
      return withNote(name, occurrences);
    }
    const { amount, label } = summedMeasure(members, units);
    const food = measure === 'bare' ? withNumber(name, amount.max > 1, members) : name;
    return withNote(`${label} ${food}`, occurrences);
  }
  // Amounts that cannot be added are all kept, each class summed on its own: 'rice (1 cup + 200 g)'.
  const parts = classes.map(([measure, members]) =>
    measure === 'none' ? UNKNOWN_AMOUNT : summedMeasure(members, units).label,
  );
  return withNote(`${name} (${parts.join(' + ')})`, occurrences);
}

/**
 * Turns the ingredient lines of several recipes into shopping-list lines, one per food in order of
 * first appearance, adding amounts where their units allow (in the household's units) and keeping every amount
 * where they do not.
 */
export function mergeIngredients(lines: readonly string[], units: UnitSystem): string[] {
  const parsed = lines.filter((line) => line.trim() !== '').map(parseIngredient);
  return [...groupBy(parsed, mergeKey).values()].map((occurrences) => mergeFood(occurrences, units));
}
