/**
 * Reads one list or ingredient line ('2 (15 oz) cans kidney beans, drained', 'ground beef 1lb') into its
 * amount, the food and its notes (docs/item-lines.md), so a list, a week of recipes and an import agree on
 * what an amount is. Hand-written on purpose: the lines come from our catalogue and from users, and a small
 * table of units we control beats a dependency.
 */

import { type Amount, prepare, single } from './amounts';
import { type LineBracket, notePieces, type PlacedNote, splitLineNotes } from './line-notes';
import {
  isContainer,
  type Measured,
  readLeadingMeasure,
  readUnitAlone,
  readWholeMeasure,
} from './measure-phrase';
import { formatMeasure, type Measure, type PackSize, UNKNOWN_AMOUNT } from './measure-sum';
import { startsWithNumberedName } from './numbered-names';
import { readTrailingMeasure, readTrailingTimes, timesAfter } from './trailing-amount';
import { findUnit, findUnitWord, type Unit } from './units';

export type { Amount } from './amounts';

/** One ingredient line taken apart. */
export interface ParsedIngredient {
  /** The line as given, trimmed. */
  raw: string;
  /** Null when the line has no amount ('salt', 'a little olive oil'). */
  amount: Amount | null;
  /** Null for bare counts ('2 onions') and when there is no amount. */
  unit: Unit | null;
  /** How big each container is ('15 oz' in '2 (15 oz) cans'), or null. */
  size: PackSize | null;
  /** The food as written, without amount, unit, 'of' and notes. */
  name: string;
  /** Text after a comma, in brackets that are not an amount, or 'to taste'; null when there is none. */
  note: string | null;
}

/** A line read for a list: as ParsedIngredient, and several amounts in one bracket ('2 lb + 1 pack'). */
export interface ReadLine {
  measure: Measure | null;
  /** Set when a bracket held amounts that do not add ('chicken thighs (2 lb + 1 pack)'). */
  quantityText: string | null;
  name: string;
  notes: string[];
}

/** A number with letters or a per cent sign straight after it: '400g' is an amount, '2%', '7up' and '9V' are names. */
const GLUED_NUMBER = /^\d[\d.,/]*(%|\p{L}+)/iu;
/** '3-in-1 oil', '2-ply tissues': a number joined to a word by a hyphen. */
const HYPHENED_NUMBER = /^\d+\s*-\s*([a-z]+)(-?)/i;
const LENGTH_WORD = /^(?:inch(?:es)?|cm)$/i;
/** '80/20 ground beef' is a ratio: nobody writes four pounds as 80/20. */
const IMPROPER_FRACTION = /^(\d+)\/(\d+)(?!\d)/;
const LEADING_OF = /^of\s+/i;
const TRAILING_PUNCTUATION = /[\s,;:.\-–—]+$/;
const DOUBLE_SPACE = /\s\s/;
/** '7 Up' is a drink, not seven of something called 'Up'. */
const MIN_NAME_LENGTH = 3;
const CAPITAL = /^\p{Lu}\p{Ll}/u;
/** Foods of two letters, which are no product named with a number: German and Dutch 'Ei' (egg), Dutch 'ui' (onion). */
const SHORT_FOODS: ReadonlySet<string> = new Set(['ei', 'ui']);
/** 'each' before a container's size in French and German: '2 Dosen (à 400 g)', '2 Dosen (je 400 g)'. */
const EACH = /^(?:à|je)\s+/i;
/** Units written after the food as often as before it: '2 garlic cloves' is '2 cloves garlic'. */
const TRAILING_UNIT_IDS: ReadonlySet<string> = new Set(['clove', 'stalk', 'sprig']);
const NO_MEASURE: Measured = { amount: null, unit: null, size: null, rest: '' };

/** True when the number at the start is part of what the thing is: '2% milk', '7up', '9V', '3-in-1', '80/20'. */
function startsWithProductNumber(text: string): boolean {
  if (startsWithNumberedName(text)) {
    return true;
  }
  const glued = GLUED_NUMBER.exec(text)?.[1];
  if (
    glued !== undefined &&
    (glued === '%' || (findUnitWord(glued) === null && glued.toLowerCase() !== 'x'))
  ) {
    return true;
  }
  const hyphened = HYPHENED_NUMBER.exec(text);
  const word = hyphened?.[1] ?? '';
  if (hyphened !== null && findUnit(word) === null && !LENGTH_WORD.test(word)) {
    return word.toLowerCase() !== 'in' || hyphened[2] === '-';
  }
  const fraction = IMPROPER_FRACTION.exec(text);
  return fraction !== null && Number(fraction[1]) >= Number(fraction[2]);
}

function cleanName(text: string): string {
  const name = text.replace(LEADING_OF, '').replace(TRAILING_PUNCTUATION, '');
  return DOUBLE_SPACE.test(name) ? name.replace(/\s+/g, ' ').trim() : name.trim();
}

/** The amount at the start of the line, unless the number there names the thing ('7 Up', '2% milk'). */
function readFront(main: string, notes: string[]): Measured | null {
  if (startsWithProductNumber(main)) {
    return null;
  }
  const measured = readLeadingMeasure(main, notes);
  if (measured === null || measured.amount === null) {
    return measured;
  }
  const name = cleanName(measured.rest);
  // '7 Up 2 L': a short capitalised word after the number names a product with it.
  const first = name.split(' ', 1)[0] ?? '';
  const shortName =
    measured.unit === null &&
    name !== '' &&
    !SHORT_FOODS.has(first.toLowerCase()) &&
    (name.length < MIN_NAME_LENGTH || (first.length < MIN_NAME_LENGTH && CAPITAL.test(first)));
  if (measured.amount.max <= 0 || shortName) {
    notes.length = 0;
    return null;
  }
  return name === '' ? unitWordAsName(measured, main, notes) : measured;
}

/**
 * '2 Dosen', '1 Rama', '1 pot': a unit word of another language with nothing after it is what to buy, as
 * written. ('2 cans' alone names its English unit, as it always has.)
 */
function unitWordAsName(measured: Measured, main: string, notes: string[]): Measured {
  const last = main.trim().split(' ').pop() ?? '';
  const word = measured.unit?.kind === 'count' ? findUnitWord(last) : null;
  if (word === null || word.english || word.unit !== measured.unit) {
    return measured;
  }
  if (measured.size) {
    notes.push(formatMeasure(single(measured.size.amount), measured.size.unit));
  }
  return { ...measured, unit: null, size: null, rest: last };
}

/** A bracket that holds nothing but amounts: '(3)', '(2 lb)', '(12 pack)', '(1 cup + some)'. */
function bracketAmounts(inner: string): { measure: Measured | null; text: string } | null {
  // Read as the note it would otherwise be ('(2,' is the note '2'), so an amount never hides in a note.
  const pieces = notePieces(inner);
  const text = pieces[0];
  if (pieces.length !== 1 || text === undefined) {
    return null;
  }
  const parts = text.split('+').map((part) => part.trim());
  const measures = parts.map((part) => readWholeMeasure(part, false) ?? readUnitAlone(part));
  const unknown = (part: string, index: number) =>
    measures[index] === null && part.toLowerCase() === UNKNOWN_AMOUNT;
  const all = parts.every((part, index) => measures[index] !== null || unknown(part, index));
  if (!all || measures.every((measure) => measure === null)) {
    return null;
  }
  return { measure: parts.length === 1 ? (measures[0] ?? null) : null, text };
}

/** A size a bracket gives a container ('1 can (400 g) chickpeas'): one weight or volume. */
function bracketSize(inner: string): PackSize | null {
  const measure = readWholeMeasure(inner.replace(EACH, ''), true);
  if (measure === null || measure.unit === null || measure.unit.kind === 'count' || measure.amount === null) {
    return null;
  }
  return measure.amount.min === measure.amount.max
    ? { amount: measure.amount.max, unit: measure.unit }
    : null;
}

function withTrailingUnit(measured: Measured, name: string): Measured {
  const words = name.split(' ');
  const word = words.length >= 2 ? findUnitWord(words[words.length - 1] ?? '') : null;
  // English only: the other languages put the unit before the food ('3 dientes de ajo').
  if (word === null || !word.english || !TRAILING_UNIT_IDS.has(word.unit.id)) {
    return { ...measured, rest: name };
  }
  return { ...measured, unit: word.unit, rest: words.slice(0, -1).join(' ') };
}

/** The amount and the food once the amount is read; `rest` becomes the name. */
function finishName(measured: Measured, notes: string[]): Measured {
  const { amount, unit } = measured;
  const name = cleanName(measured.rest);
  if (amount === null) {
    return { ...NO_MEASURE, rest: name };
  }
  if (unit === null) {
    return withTrailingUnit(measured, name);
  }
  // '2 cans' names nothing but its container, which is then what to buy.
  if (name === '' && unit.kind === 'count') {
    if (measured.size) {
      notes.push(formatMeasure(single(measured.size.amount), measured.size.unit));
    }
    return { amount, unit: null, size: null, rest: amount.max > 1 ? unit.plural : unit.singular };
  }
  return { ...measured, rest: name };
}

interface Reading {
  measured: Measured;
  quantityText: string | null;
  /** The brackets not used as the amount or the size: they are notes. */
  noteBrackets: LineBracket[];
  /** The pieces after the comma, less an amount taken from there. */
  tail: string[];
}

/**
 * 'milk, 2 gal', 'Cauliflower, Head': an amount that is the whole last piece after the comma. Only the whole
 * piece, as in a bracket: 'Arborio Rice, Colavita 2.2 lb' keeps 'Colavita 2.2 lb' as its note.
 */
function readTail(main: string, tail: string[]): { measured: Measured; tail: string[] } | null {
  const last = tail[tail.length - 1];
  const measured = last === undefined ? null : (readWholeMeasure(last, false) ?? readUnitAlone(last));
  return measured === null ? null : { measured: { ...measured, rest: main }, tail: tail.slice(0, -1) };
}

/** Which of the places an amount can be written holds it: before the food, in a bracket, after it, after a comma. */
function readAmountOf(main: string, brackets: LineBracket[], tail: string[], notes: string[]): Reading {
  const front = readFront(main, notes);
  if (front !== null && front.amount !== null) {
    return withBracketSize(timesAfter(front), brackets, tail);
  }
  // 'a few sprigs (10 g) thyme' said no amount at the front, but may say one further on.
  const food = front === null ? main : front.rest;
  for (const bracket of brackets) {
    const amounts = bracketAmounts(bracket.inner);
    if (amounts !== null) {
      const others = brackets.filter((other) => other !== bracket);
      const measured = amounts.measure === null ? NO_MEASURE : amounts.measure;
      return {
        measured: { ...measured, rest: food },
        quantityText: amounts.measure === null ? amounts.text : null,
        noteBrackets: others,
        tail,
      };
    }
  }
  const behind = readTrailingTimes(food) ?? readTrailingMeasure(food);
  if (behind !== null) {
    return withBracketSize(behind, brackets, tail);
  }
  const afterComma = readTail(food, tail);
  return afterComma === null
    ? { measured: { ...NO_MEASURE, rest: food }, quantityText: null, noteBrackets: brackets, tail }
    : withBracketSize(afterComma.measured, brackets, afterComma.tail);
}

/** '1 can crushed tomatoes (28 oz)': a container takes its size from a bracket. */
function withBracketSize(measured: Measured, brackets: LineBracket[], tail: string[]): Reading {
  const sized =
    !isContainer(measured.unit) || measured.size !== null
      ? undefined
      : brackets.find((bracket) => bracketSize(bracket.inner) !== null);
  if (sized === undefined) {
    return { measured, quantityText: null, noteBrackets: brackets, tail };
  }
  return {
    measured: { ...measured, size: bracketSize(sized.inner) },
    quantityText: null,
    noteBrackets: brackets.filter((other) => other !== sized),
    tail,
  };
}

/** Takes a line apart into its amount, its food and its notes, in the order they appear; never throws. */
export function readLine(line: string): ReadLine {
  const sections = splitLineNotes(prepare(line));
  // Notes the amount implies ('7oz' in '200g/7oz flour', 'a few sprigs') come first: they were at the front.
  const frontNotes: string[] = [];
  const reading = readAmountOf(sections.main, sections.brackets, sections.tail, frontNotes);
  const finished = finishName(reading.measured, frontNotes);
  const placed: PlacedNote[] = [
    ...sections.notes,
    ...reading.noteBrackets.flatMap((bracket) =>
      notePieces(bracket.inner).map((text) => ({ index: bracket.index, text })),
    ),
  ].sort((left, right) => left.index - right.index);
  const measure: Measure | null =
    finished.amount === null ? null : { amount: finished.amount, unit: finished.unit, size: finished.size };
  return {
    measure,
    quantityText: reading.quantityText,
    name: finished.rest,
    notes: [...frontNotes, ...placed.map((note) => note.text), ...reading.tail],
  };
}

/** Takes one ingredient line apart into amount, unit, pack size, food name and note; never throws. */
export function parseIngredient(line: string): ParsedIngredient {
  const raw = line.trim();
  const read = readLine(raw);
  // Amounts that do not add up ('rice (1 cup + 200 g)') are no one amount: the planner keeps them as a note.
  const notes = read.quantityText === null ? read.notes : [read.quantityText, ...read.notes];
  return {
    raw,
    amount: read.measure?.amount ?? null,
    unit: read.measure?.unit ?? null,
    size: read.measure?.size ?? null,
    name: read.name,
    note: notes.length > 0 ? notes.join(', ') : null,
  };
}
