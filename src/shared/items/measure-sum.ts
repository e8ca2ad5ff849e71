/** Adding up amounts of one food: which amounts add to each other, and how a sum is written. */

import type { Amount } from './amounts';
import { findUnit, formatAmount, type Unit } from './units';

/** An amount and its unit, as an ingredient line or an item's quantity gives them. */
export interface Measure {
  amount: Amount | null;
  unit: Unit | null;
}

/**
 * Metric amounts are printed in g/kg or ml/l whatever the recipes used; US ones stay in a unit the
 * recipes used, because a shopper reading '1.5 cups' should not have to think in millilitres.
 */
const METRIC_UNIT_IDS: ReadonlySet<string> = new Set(['mg', 'g', 'kg', 'ml', 'cl', 'dl', 'l']);
const METRIC_STEP = 1000;

/** Which measures can be added to each other: by mass, by volume, per count-type unit, bare counts. */
export function measureClass(measure: Measure): string {
  if (measure.amount === null) {
    return 'none';
  }
  if (measure.unit === null) {
    return 'bare';
  }
  return measure.unit.kind === 'count' ? `count:${measure.unit.id}` : measure.unit.kind;
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

/** '3', '2 lb', '1-2 cups': one amount with its unit as a shopper reads it. */
export function formatMeasure(amount: Amount, unit: Unit | null): string {
  const number = formatRange(amount);
  return unit === null ? number : `${number} ${amount.max > 1 ? unit.plural : unit.singular}`;
}

/** '1.2 kg', '3-4 cloves', or '3' for bare counts: the summed amount of measures of one class. */
export function summedMeasure(measures: readonly Measure[]): { amount: Amount; label: string } {
  const total = totalInBase(measures);
  const units = [...new Set(measures.map((measure) => measure.unit))];
  const first = units[0];
  if (first === null || first === undefined) {
    return { amount: total, label: formatRange(total) };
  }
  const used = units.filter((unit): unit is Unit => unit !== null);
  const unit = first.kind === 'count' ? first : displayUnit(used, total);
  const amount = { min: total.min / unit.toBase, max: total.max / unit.toBase };
  return { amount, label: formatMeasure(amount, unit) };
}
