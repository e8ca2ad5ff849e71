/**
 * A list item's quantity as a field of its own: read from the typed line ('2 lbs chicken thighs' is
 * 'chicken thighs' with '2 lb', 'avocados x3' is 'avocados' with '3'), added up when the same item is
 * added again, and written back after the name. The ingredient-line parser does the reading, so a list
 * and a week of recipes agree on what an amount is.
 */

import { formatMeasure, groupBy, type Measure, measureClass, summedMeasure } from './measure-sum';
import { parseIngredient } from './quantity';

export { itemLine } from '../item-line';

import { findUnit } from './units';

/** One typed line taken apart: the name to file and show, and the quantity, if the line had one. */
export interface ItemWithQuantity {
  name: string;
  quantity: string | null;
}

/** A typed line read for a list: the name, its amount and what else it said (see docs/item-lines.md). */
export interface ItemLine extends ItemWithQuantity {
  note: string | null;
}

/** How several quantities that cannot be added to each other share one row: '2 lb + 1 pack'. */
const PART_SEPARATOR = ' + ';
/** A stand-in food after a quantity alone, so the line parser reads '2 lb' as it reads '2 lb rice'. */
const STAND_IN = 'item';
/** A quantity written in brackets after the name: 'avocados (3)', 'chicken thighs (2 lb + 1 pack)'. */
const BRACKETED_TAIL = /^(.*\S)\s*\(([^()]+)\)$/;
/** '7 Up' is a drink, not seven of something called 'Up'. */
const MIN_NAME_LENGTH = 3;
/** A number with letters or a per cent sign straight after it: '400g', '2%', '7up'. */
const GLUED_NUMBER = /^\d[\d.,/]*(%|[a-z]+)/i;

/** The measure a quantity's part says, or null when it says none the parser can read ('some'). */
function readPart(part: string): Measure | null {
  const parsed = parseIngredient(`${part} ${STAND_IN}`);
  if (parsed.amount === null || parsed.name.toLowerCase() !== STAND_IN || parsed.note !== null) {
    return null;
  }
  return { amount: parsed.amount, unit: parsed.unit };
}

/** True when every part of the text is a quantity: '3', '2 lb', '2 lb + 1 pack'. */
function isQuantity(text: string): boolean {
  return text.split('+').every((part) => part.trim() !== '' && readPart(part.trim()) !== null);
}

/** '2% milk' and '7up' name a product with their number; '400g flour' is 400 g of flour. */
function isProductNumber(text: string): boolean {
  const glued = GLUED_NUMBER.exec(text)?.[1];
  return glued !== undefined && (glued === '%' || findUnit(glued) === null);
}

function normalizedQuantity(text: string): string {
  return addQuantities(text, null) ?? text.trim();
}

/**
 * Takes the quantity off a typed line. The name keeps everything else as typed (notes after it, its
 * case); a line the parser cannot take apart cleanly is kept whole, because a wrong split would lose
 * what the shopper meant ('7 Up' stays a drink, '2% milk' stays milk).
 */
export function splitQuantity(line: string): ItemLine {
  const text = line.trim();
  const bracketed = BRACKETED_TAIL.exec(text);
  if (bracketed?.[1] !== undefined && bracketed[2] !== undefined && isQuantity(bracketed[2])) {
    return { name: bracketed[1], quantity: normalizedQuantity(bracketed[2]), note: null };
  }
  if (isProductNumber(text)) {
    return { name: text, quantity: null, note: null };
  }
  const parsed = parseIngredient(text);
  if (parsed.amount === null || parsed.name === '' || !/^[\p{L}\p{N}]/u.test(parsed.name)) {
    return { name: text, quantity: null, note: null };
  }
  const start = text.toLowerCase().indexOf(parsed.name.toLowerCase());
  if (start < 0) {
    return { name: text, quantity: null, note: null };
  }
  const measure = formatMeasure(parsed.amount, parsed.unit);
  if (start === 0) {
    // The count came after the food ('eggs x6'): the name is the food, with any note the line had.
    const name = parsed.note === null ? parsed.name : `${parsed.name}, ${parsed.note}`;
    return { name, quantity: measure, note: null };
  }
  // A size in brackets before the food ('1 (14 oz) can tomatoes') describes the container: the line is
  // kept whole rather than split around it.
  const before = text.slice(0, start);
  if (before.includes('(') || parsed.name.length < MIN_NAME_LENGTH) {
    return { name: text, quantity: null, note: null };
  }
  return { name: text.slice(start).trim(), quantity: measure, note: null };
}

/**
 * Two quantities of the same item on one row: summed where their units add up (by the planner's unit
 * conversion: '1 lb' + '8 oz' is '1.5 lb'), kept side by side where they do not ('2 lb + 1 pack'). No
 * quantity adds nothing: the item is on the list either way.
 */
export function addQuantities(first: string | null, second: string | null): string | null {
  const parts = [first, second]
    .flatMap((quantity) => (quantity === null ? [] : quantity.split('+')))
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) {
    return null;
  }
  const read = parts.map((text) => ({ text, measure: readPart(text) }));
  const classes = groupBy(read, ({ measure, text }) =>
    measure === null ? `text:${text.toLowerCase()}` : measureClass(measure),
  );
  return [...classes.values()]
    .map((members) => {
      const measures = members.flatMap(({ measure }) => (measure === null ? [] : [measure]));
      return measures.length === 0 ? (members[0]?.text ?? '') : summedMeasure(measures).label;
    })
    .join(PART_SEPARATOR);
}
