/**
 * A list item as the shopper wrote it, taken apart (docs/item-lines.md): '2 (15 oz) cans kidney beans,
 * drained' is 'kidney beans' with '2 × 15 oz cans' and the note 'drained'. Quantities are added up when the
 * same item is added again, and written back after the name.
 */

import { readUnitAlone, readWholeMeasure } from './measure-phrase';
import { groupBy, type Measure, measureClass, summedMeasure } from './measure-sum';
import { readLine } from './quantity';
import type { UnitSystem } from './unit-systems';

export { itemLine } from '../item-line';

/** An item's name and quantity: what the merge planner adds up; a note, when there is one, rides along. */
export interface ItemWithQuantity {
  name: string;
  quantity: string | null;
  note?: string | null;
}

/** One typed line taken apart: the thing to buy, how much (or null), and what the line says besides (or null). */
export interface ItemLine extends ItemWithQuantity {
  note: string | null;
}

/** How several quantities that cannot be added to each other share one row: '2 lb + 1 pack'. */
const PART_SEPARATOR = ' + ';
/** A name must start with a letter or a digit: a line that would leave '(x' or '& co' is kept whole. */
const NAME_START = /^[\p{L}\p{N}]/u;

function wholeLine(text: string): ItemLine {
  return { name: text, quantity: null, note: null };
}

function readItem(text: string): ItemLine | null {
  const read = readLine(text);
  if (!NAME_START.test(read.name)) {
    return null;
  }
  const quantity =
    read.quantityText !== null
      ? addQuantities(read.quantityText, null)
      : read.measure === null
        ? null
        : summedMeasure([read.measure]).label;
  return { name: read.name, quantity, note: read.notes.length > 0 ? read.notes.join(', ') : null };
}

/**
 * True when the name, read on its own, is nothing but a name: then 'name (quantity), note' (itemLine) reads
 * back as the same item, since the reader takes a bracket at the end as the amount and a comma as the note.
 * Cheaper than reading the whole written line again, which the tests do.
 */
function namesOnly(name: string): boolean {
  const read = readLine(name);
  return read.measure === null && read.quantityText === null && read.notes.length === 0 && read.name === name;
}

/**
 * Takes the amount and the notes off a typed line. A line whose name would not read back the same once
 * written with its amount and note (itemLine) is kept whole: a wrong split would lose what the shopper meant
 * ('2 lb 3 apples').
 */
export function splitQuantity(line: string): ItemLine {
  const text = line.trim();
  const item = readItem(text);
  if (item === null) {
    return wholeLine(text);
  }
  const plain = item.quantity === null && item.note === null && item.name === text;
  return plain || namesOnly(item.name) ? item : wholeLine(text);
}

/**
 * The measure a quantity's part says, or null when it says none the reader knows ('some'). A unit alone is
 * one of it, as the line reader takes it in a bracket ('c + c' is 2 cups), so a written sum reads back.
 */
function readPart(part: string): Measure | null {
  const measured = readWholeMeasure(part, false) ?? readUnitAlone(part);
  return measured === null ? null : { amount: measured.amount, unit: measured.unit, size: measured.size };
}

/**
 * Two quantities of the same item on one row: summed where their units add up (by the planner's unit
 * conversion: '1 lb' + '8 oz' is '1.5 lb', '2 × 15 oz cans' + '1 × 15 oz can' is '3 × 15 oz cans'), kept
 * side by side where they do not ('2 lb + 1 pack'); counted things round up to whole ones. No quantity adds
 * nothing: the item is on the list either way.
 */
export function addQuantities(
  first: string | null,
  second: string | null,
  system: UnitSystem | null = null,
): string | null {
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
      return measures.length === 0 ? (members[0]?.text ?? '') : summedMeasure(measures, system).label;
    })
    .join(PART_SEPARATOR);
}
