/** Adding up amounts of one food: which amounts add to each other, and how a sum is written. */

import { type Amount, single } from './amounts';
import { sumInSystem } from './system-units';
import type { UnitSystem } from './unit-systems';
import { findUnit, formatAmount, type Unit } from './units';

/**
 * How big each container is: '15 oz' in '2 × 15 oz cans'; a unit of null is a pack of that many things
 * ('12' in '1 × 12-pack').
 */
export interface PackSize {
  amount: number;
  unit: Unit | null;
}

/** An amount and its unit, as an ingredient line or an item's quantity gives them. */
export interface Measure {
  amount: Amount | null;
  unit: Unit | null;
  /** Set only for containers of a stated size ('2 × 15 oz cans'). */
  size?: PackSize | null;
}

/** What a merged line says for an occurrence without an amount, so it is never silently lost. */
export const UNKNOWN_AMOUNT = 'some';

/**
 * Metric amounts are printed in g/kg or ml/l whatever the recipes used; US ones stay in a unit the
 * recipes used, because a shopper reading '1.5 cups' should not have to think in millilitres.
 */
const METRIC_UNIT_IDS: ReadonlySet<string> = new Set(['mg', 'g', 'kg', 'ml', 'cl', 'dl', 'l']);
const METRIC_STEP = 1000;
/** Sums of decimals are not exact: 0.1 + 0.2 + 2.7 must still be 3 onions, not 4. */
const WHOLE_TOLERANCE = 1e-9;

function sizeKey(size: PackSize | null | undefined): string {
  return size === null || size === undefined
    ? ''
    : `:${formatAmount(size.amount)}${size.unit?.id ?? '-pack'}`;
}

/** Which measures can be added to each other: by mass, by volume, per count-type unit and size, bare counts. */
export function measureClass(measure: Measure): string {
  if (measure.amount === null) {
    return 'none';
  }
  if (measure.unit === null) {
    return 'bare';
  }
  return measure.unit.kind === 'count'
    ? `count:${measure.unit.id}${sizeKey(measure.size)}`
    : measure.unit.kind;
}

export function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
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

/** The sum of the measures' amounts in the base of their kind (g, ml, or a count). */
function totalInBase(measures: readonly Measure[]): Amount {
  const total = { min: 0, max: 0 };
  for (const { amount, unit } of measures) {
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
    if (total.max < 1 && used.some((unit) => unit.id === 'mg')) {
      return requireUnit('mg');
    }
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

/**
 * '3', '2 lb', '1-2 cups', '2 × 15 oz cans', '1 × 12-pack': one amount with its unit as a shopper reads it;
 * the reader in quantity.ts reads every one of them back.
 */
export function formatMeasure(amount: Amount, unit: Unit | null, size: PackSize | null = null): string {
  const number = formatRange(amount);
  if (unit === null) {
    return number;
  }
  const container = amount.max > 1 ? unit.plural : unit.singular;
  if (size === null) {
    return `${number} ${container}`;
  }
  const each =
    size.unit === null
      ? `${formatAmount(size.amount)}-${container}`
      : `${formatMeasure(single(size.amount), size.unit)} ${container}`;
  return `${number} × ${each}`;
}

/**
 * Counted things as a shop sells them: 3.5 onions are 4 onions, half a can is a can. Measured amounts
 * (1.5 lb) and ranges (2-3) are kept as they are.
 */
export function amountToBuy(amount: Amount, unit: Unit | null): Amount {
  const counted = unit === null || unit.kind === 'count';
  if (!counted || amount.min !== amount.max || Number.isInteger(amount.max)) {
    return amount;
  }
  return single(Math.max(1, Math.ceil(amount.max - WHOLE_TOLERANCE)));
}

/**
 * '1.2 kg', '3-4 cloves', '4' for bare counts: the summed amount of measures of one class, counts rounded up.
 * Given the household's units, a sum of weights or volumes is written and rounded in them ('1 lb' + '250 g' is
 * '705 g' in metric, '1.5 lb' in US); without, it keeps the units it was written in, metric where any was.
 */
export function summedMeasure(
  measures: readonly Measure[],
  system: UnitSystem | null = null,
): { amount: Amount; label: string } {
  const total = totalInBase(measures);
  const units = [...new Set(measures.map((measure) => measure.unit))];
  const first = units[0];
  if (first === null || first === undefined) {
    const amount = amountToBuy(total, null);
    return { amount, label: formatRange(amount) };
  }
  const used = units.filter((unit): unit is Unit => unit !== null);
  // One amount keeps the unit it was written in ('70 cl' of rum); only a sum is written in one unit for all.
  const inSystem =
    system !== null && first.kind !== 'count' && measures.length > 1
      ? sumInSystem(used, total, system)
      : null;
  if (inSystem !== null) {
    return { amount: inSystem.amount, label: formatMeasure(inSystem.amount, inSystem.unit) };
  }
  const unit = first.kind === 'count' || measures.length === 1 ? first : displayUnit(used, total);
  const amount = amountToBuy({ min: total.min / unit.toBase, max: total.max / unit.toBase }, unit);
  return { amount, label: formatMeasure(amount, unit, measures[0]?.size ?? null) };
}
