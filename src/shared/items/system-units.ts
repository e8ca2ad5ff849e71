/**
 * A summed weight or volume in the household's units (unit-systems.ts): which unit it is written in, and how
 * it is rounded so a shopper reads '680 g' or '1.25 cups', not '680.39 g' or '1.19 cups'.
 */

import type { Amount } from './amounts';
import type { UnitSystem } from './unit-systems';
import { findUnit, type Unit } from './units';

const METRIC_IDS: ReadonlySet<string> = new Set(['mg', 'g', 'kg', 'ml', 'cl', 'dl', 'l']);
/** Spoons measure in both systems ('2 EL', '1 tbsp'): a sum of spoons stays in spoons. */
const SPOON_IDS: ReadonlySet<string> = new Set(['tsp', 'tbsp']);
const US_IDS: ReadonlySet<string> = new Set(['oz', 'lb', 'fl-oz', 'cup', 'pint', 'quart', 'gallon']);

/** The units each system writes a sum of mixed units in, smallest first. */
const SYSTEM_UNITS: Readonly<Record<UnitSystem, Readonly<Record<'mass' | 'volume', readonly string[]>>>> = {
  metric: { mass: ['g', 'kg'], volume: ['ml', 'l'] },
  us: { mass: ['oz', 'lb'], volume: ['tsp', 'tbsp', 'cup', 'quart', 'gallon'] },
};

/** The step a summed amount is rounded to in a unit, by how big it is: grams to 5 above 100, cups to quarters. */
function stepFor(unitId: string, value: number): number {
  switch (unitId) {
    case 'g':
    case 'ml':
      return value < 10 ? 0.5 : value < 100 ? 1 : 5;
    case 'kg':
    case 'l':
      return 0.05;
    case 'oz':
    case 'fl-oz':
      return value < 10 ? 0.5 : 1;
    case 'mg':
      return 1;
    default:
      return 0.25;
  }
}

function unitById(id: string): Unit {
  const unit = findUnit(id);
  if (unit === null) {
    throw new Error(`unit table lost "${id}"`);
  }
  return unit;
}

function inSystem(unit: Unit, system: UnitSystem): boolean {
  return SPOON_IDS.has(unit.id) || (system === 'metric' ? METRIC_IDS : US_IDS).has(unit.id);
}

/** The largest unit that still gives at least 1 (tsp + tbsp → tbsp), else the smallest. */
function largestWhole(units: readonly Unit[], totalInBase: number): Unit | undefined {
  const bySize = [...units].sort((left, right) => right.toBase - left.toBase);
  return bySize.find((unit) => totalInBase / unit.toBase >= 1) ?? bySize[bySize.length - 1];
}

/**
 * The unit a sum of weights or of volumes is written in: spoons stay spoons; units all of the system choose
 * among themselves (metric ones in g or kg, ml or l); anything else is written in the system's own units.
 */
function systemUnit(used: readonly Unit[], totalInBase: number, system: UnitSystem): Unit {
  const [first] = used;
  if (first === undefined || first.kind === 'count') {
    throw new Error('a system unit is for weights and volumes');
  }
  if (used.every((unit) => SPOON_IDS.has(unit.id))) {
    return largestWhole(used, totalInBase) ?? first;
  }
  const own = used.every((unit) => inSystem(unit, system)) && system === 'us' ? used : null;
  const candidates = own ?? SYSTEM_UNITS[system][first.kind].map(unitById);
  if (system === 'metric' && totalInBase < 1 && used.some((unit) => unit.id === 'mg')) {
    return unitById('mg');
  }
  return largestWhole(candidates, totalInBase) ?? first;
}

function roundTo(value: number, step: number): number {
  // Never rounded away: a sum of something is at least one step of it.
  return Math.max(step, Math.round(value / step) * step);
}

/** How far rounding may move a sum: further, and the unit is too big for it (a few mg are no half ounce). */
const MOST_ROUNDING = 0.25;

/**
 * A sum of weights or volumes (in g or ml) in the system's unit, rounded to the unit's step for its size; null when
 * that unit cannot say it within a quarter (750 mg in ounces), and the sum keeps its own units.
 */
export function sumInSystem(
  used: readonly Unit[],
  totalInBase: Amount,
  system: UnitSystem,
): { amount: Amount; unit: Unit } | null {
  const unit = systemUnit(used, totalInBase.max, system);
  const exact = { min: totalInBase.min / unit.toBase, max: totalInBase.max / unit.toBase };
  const round = (value: number) => roundTo(value, stepFor(unit.id, value));
  const amount = { min: round(exact.min), max: round(exact.max) };
  return Math.abs(amount.max - exact.max) > exact.max * MOST_ROUNDING ? null : { amount, unit };
}
