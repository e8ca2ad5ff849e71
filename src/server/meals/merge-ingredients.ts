import { singularizeWord } from '../../shared/categorizer/singularize-word';
import { type Amount, type ParsedIngredient, parseIngredient } from '../../shared/meals/quantity';
import { findUnit, formatAmount, type Unit } from '../../shared/meals/units';
import { normalizeItemKey } from '../items/item-keys';

/**
 * Metric amounts are printed in g/kg or ml/l whatever the recipes used; US ones stay in a unit the
 * recipes used, because a shopper reading '1.5 cups' should not have to think in millilitres.
 */
const METRIC_UNIT_IDS: ReadonlySet<string> = new Set(['mg', 'g', 'kg', 'ml', 'cl', 'dl', 'l']);
/** What the shopping list says for an occurrence without an amount, so it is never silently lost. */
const UNKNOWN_AMOUNT = 'some';
const METRIC_STEP = 1000;

/** Words that read the same for one and for many, so '3 zucchini' does not become '3 zucchinis'. */
const SAME_PLURAL: ReadonlySet<string> = new Set(['zucchini', 'shrimp', 'fish', 'salmon', 'squid', 'sheep']);
const ES_PLURAL: ReadonlySet<string> = new Set(['tomato', 'potato', 'mango']);
const IRREGULAR_PLURAL: ReadonlyMap<string, string> = new Map([
  ['leaf', 'leaves'],
  ['loaf', 'loaves'],
  ['half', 'halves'],
]);

/**
 * Which lines of a week's recipes are one shopping-list line: the same item by normalizeItemKey, which drops
 * amounts, units, sizes and plurals ('2 large Onions' and 'onion' are one item) but keeps cuts and products
 * apart (chicken thighs are not chicken breasts), which foodKey would merge.
 */
function mergeKey(parsed: ParsedIngredient): string {
  const key = normalizeItemKey(parsed.name);
  return key !== '' ? key : parsed.name.toLowerCase() || parsed.raw.toLowerCase();
}

/** Which occurrences can be added to each other: by mass, by volume, per count-type unit, bare counts. */
function measureClass(parsed: ParsedIngredient): string {
  if (parsed.amount === null) {
    return 'none';
  }
  if (parsed.unit === null) {
    return 'bare';
  }
  return parsed.unit.kind === 'count' ? `count:${parsed.unit.id}` : parsed.unit.kind;
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group === undefined) {
      groups.set(key, [item]);
    } else {
      group.push(item);
    }
  }
  return groups;
}

/** The sum of the occurrences' amounts in the base of their kind (g, ml, or a count). */
function totalInBase(occurrences: readonly ParsedIngredient[]): Amount {
  const total = { min: 0, max: 0 };
  for (const { amount, unit } of occurrences) {
    const factor = unit?.toBase ?? 1;
    total.min += (amount?.min ?? 0) * factor;
    total.max += (amount?.max ?? 0) * factor;
  }
  return total;
}

function requireUnit(id: string): Unit {
  const unit = findUnit(id);
  if (unit === null) {
    throw new Error(`unit table lost "${id}"`);
  }
  return unit;
}

/** The unit to print a mass or volume total in; see METRIC_UNIT_IDS. */
function displayUnit(used: readonly Unit[], total: Amount): Unit {
  const first = used[0] ?? requireUnit('g');
  if (used.some((unit) => METRIC_UNIT_IDS.has(unit.id))) {
    const small = requireUnit(first.kind === 'mass' ? 'g' : 'ml');
    const large = requireUnit(first.kind === 'mass' ? 'kg' : 'l');
    return total.max >= METRIC_STEP ? large : small;
  }
  // Mixed US units: the largest one that still gives at least 1 (tsp + tbsp → tbsp), else the smallest.
  const bySize = [...used].sort((left, right) => right.toBase - left.toBase);
  return bySize.find((unit) => total.max / unit.toBase >= 1) ?? bySize[bySize.length - 1] ?? first;
}

function formatRange(amount: Amount): string {
  const min = formatAmount(amount.min);
  const max = formatAmount(amount.max);
  return min === max ? max : `${min}-${max}`;
}

/** '1.2 kg', '3-4 cloves', or '3' for bare counts: the summed amount of compatible occurrences. */
function summedMeasure(occurrences: readonly ParsedIngredient[]): { amount: Amount; label: string } {
  const total = totalInBase(occurrences);
  const units = [...new Set(occurrences.map((occurrence) => occurrence.unit))];
  const first = units[0];
  if (first === null || first === undefined) {
    return { amount: total, label: formatRange(total) };
  }
  const used = units.filter((unit): unit is Unit => unit !== null);
  const unit = first.kind === 'count' ? first : displayUnit(used, total);
  const amount = { min: total.min / unit.toBase, max: total.max / unit.toBase };
  return { amount, label: `${formatRange(amount)} ${amount.max > 1 ? unit.plural : unit.singular}` };
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
  const otherKeys = others.map((other) => new Set(normalizeItemKey(other.name).split(' ')));
  const kept = firstName.split(' ').filter((word) => {
    const keyWords = normalizeItemKey(word).split(' ');
    const inKey = keyWords[0] !== '' && otherKeys.every((key) => keyWords.every((part) => key.has(part)));
    return inKey || otherWords.every((words) => words.has(singularOf(word)));
  });
  return kept.length > 0 ? kept.join(' ') : firstName;
}

/** One shopping-list line for all occurrences of one food. */
function mergeFood(occurrences: readonly ParsedIngredient[]): string {
  const [first] = occurrences;
  if (first === undefined) {
    return '';
  }
  if (occurrences.length === 1) {
    return first.raw;
  }
  const name = sharedName(occurrences);
  const classes = [...groupBy(occurrences, measureClass).entries()];
  const [only] = classes;
  if (classes.length === 1 && only !== undefined) {
    const [measure, members] = only;
    if (measure === 'none') {
      return name;
    }
    const { amount, label } = summedMeasure(members);
    return measure === 'bare' ? `${label} ${withNumber(name, amount.max > 1, members)}` : `${label} ${name}`;
  }
  // Amounts that cannot be added are all kept, each class summed on its own: 'rice (1 cup + 200 g)'.
  const parts = classes.map(([measure, members]) =>
    measure === 'none' ? UNKNOWN_AMOUNT : summedMeasure(members).label,
  );
  return `${name} (${parts.join(' + ')})`;
}

/**
 * Turns the ingredient lines of several recipes into shopping-list lines, one per food in order of
 * first appearance, adding amounts where their units allow and keeping every amount where they do not.
 */
export function mergeIngredients(lines: readonly string[]): string[] {
  const parsed = lines.filter((line) => line.trim() !== '').map(parseIngredient);
  return [...groupBy(parsed, mergeKey).values()].map(mergeFood);
}
