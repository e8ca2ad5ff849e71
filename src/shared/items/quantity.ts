/**
 * Reads the amount, unit and food of one ingredient line ('1 1/2 cups basmati rice, rinsed'), so the meal
 * planner can add up the same food across a week of recipes. Hand-written on purpose: the lines come
 * from our catalogue and from users, and a small table of units we control beats a dependency.
 */

import {
  type Amount,
  type AmountMatch,
  multiply,
  NUMBER,
  prepare,
  readAmount,
  readWordAmount,
  single,
  toNumber,
} from './amounts';
import { findUnit, type Unit } from './units';

export type { Amount } from './amounts';

/** One ingredient line taken apart. */
export interface ParsedIngredient {
  /** The line as given, trimmed. */
  raw: string;
  /** Null when the line has no leading quantity ('salt', 'a little olive oil'). */
  amount: Amount | null;
  /** Null for bare counts ('2 onions') and when there is no amount. */
  unit: Unit | null;
  /** The food as written, without amount, unit, 'of' and notes. */
  name: string;
  /** Text after a comma, in brackets, a package size or 'to taste'; null when there is none. */
  note: string | null;
}

interface UnitMatch {
  unit: Unit;
  /** The text after the unit, leading spaces removed. */
  rest: string;
}

/** What the front of a line said: an amount, maybe a unit, and the text left for the name. */
interface Measured {
  amount: Amount | null;
  unit: Unit | null;
  rest: string;
}

const SIZE_NUMBER = new RegExp(`^(?:${NUMBER})\\s*-?\\s*`);
const TRAILING_TIMES = new RegExp(`^(.*\\S)\\s+(?:[x×]\\s*(${NUMBER})|(${NUMBER})\\s*[x×])$`, 'i');

const UNIT_TOKEN = /^(?:fl\.?\s*oz\.?|fluid\s+ounces?|[a-z]+\.?)(?=[\s,;:()[\]/]|$)/i;
const LENGTH = /^-?\s*(?:inch(?:es)?|in\.|cm)(?=[\s,]|$)\s*/i;
const APPROXIMATELY = /^(?:about|approx\.?|approximately|around|roughly|ca\.|circa|~)\s*/i;
const LEADING_TIMES = /^[x×]\s*(?=\d)/i;
const DOZEN = /^dozen\s+/i;
const TIMES = /^[x×](?=[\s\d]|$)\s*/i;
const VAGUE =
  /^(?:an?\s+(?:little|few|bit|couple|splash|drizzle|knob|squeeze|sprinkle|dollop|glug|lot|dab)|some|several|plenty|lots|more)(?:\s+of)?\s+/i;
const MEASURE_ADJECTIVE =
  /^(?:heaped|heaping|level|rounded|scant|generous|good|large|small|medium|big|full)\s+/i;

const BRACKETS = /\(([^)]*)\)?|\[([^\]]*)\]?/g;
/** A comma not inside '1,5', a semicolon, or a spaced dash after a word ('onion - diced', not '2 - 3'). */
const NOTE_SEPARATOR = /(?<!\d),|,(?!\d)|;|(?<=[a-z])\s+[-–—]\s+/i;
const TRAILING_NOTE =
  /\s+(to taste|to serve|to garnish|as needed|as required|if needed|optional|for [a-z].*)$/i;
/** Units written after the food as often as before it: '2 garlic cloves' is '2 cloves garlic'. */
const TRAILING_UNIT_IDS: ReadonlySet<string> = new Set(['clove', 'stalk', 'sprig']);

function pushNote(notes: string[], text: string | undefined): void {
  const note = text?.trim() ?? '';
  if (note !== '') {
    notes.push(note);
  }
}

/** Moves brackets, the text after a comma and a trailing 'to taste' or 'for serving' into `notes`. */
function takeNotes(text: string, notes: string[]): string {
  let main = text.replace(BRACKETS, (_match, round?: string, square?: string) => {
    pushNote(notes, round ?? square);
    return ' ';
  });
  main = main.replace(/\s+/g, ' ').trim();
  const separator = NOTE_SEPARATOR.exec(main);
  if (separator !== null) {
    pushNote(notes, main.slice(separator.index + separator[0].length));
    main = main.slice(0, separator.index);
  }
  const trailing = TRAILING_NOTE.exec(main);
  if (trailing !== null) {
    pushNote(notes, trailing[1]);
    main = main.slice(0, trailing.index);
  }
  return main.trim();
}

function readUnit(text: string): UnitMatch | null {
  const token = UNIT_TOKEN.exec(text);
  const unit = token === null ? null : findUnit(token[0]);
  if (token === null || unit === null) {
    return null;
  }
  return { unit, rest: text.slice(token[0].length).trimStart() };
}

/** The text after a package size ('400 g', '14-oz', '2-inch'), or null when the text does not start with one. */
function restAfterSize(text: string): string | null {
  const unit = readUnit(text);
  if (unit !== null) {
    return unit.unit.kind === 'count' ? null : unit.rest;
  }
  const length = LENGTH.exec(text);
  return length === null ? null : text.slice(length[0].length);
}

/** '400 g can chickpeas' → a can, sized '400 g': the size describes the container, it is not the amount. */
function readSizedContainer(text: string): (UnitMatch & { size: string }) | null {
  const number = SIZE_NUMBER.exec(text);
  const afterSize = number === null ? null : restAfterSize(text.slice(number[0].length));
  const container = afterSize === null ? null : readUnit(afterSize);
  if (afterSize === null || container === null || container.unit.kind !== 'count') {
    return null;
  }
  return {
    unit: container.unit,
    size: text.slice(0, text.length - afterSize.length).trim(),
    rest: container.rest,
  };
}

function withoutMeasureAdjective(text: string): string {
  const adjective = MEASURE_ADJECTIVE.exec(text);
  if (adjective === null) {
    return text;
  }
  const rest = text.slice(adjective[0].length);
  // 'a heaped tsp' drops the adjective; in '1 large onion' it is part of the food.
  return readUnit(rest) === null ? text : rest;
}

/** A second measure after a slash ('200g/7oz flour') says the same amount again, so it becomes a note. */
function skipAlternative(text: string, notes: string[]): string {
  if (!text.startsWith('/')) {
    return text;
  }
  const amount = readAmount(text.slice(1).trimStart());
  const unit = amount === null ? null : readUnit(amount.rest);
  if (unit === null) {
    return text;
  }
  notes.unshift(text.slice(1, text.length - unit.rest.length).trim());
  return unit.rest;
}

function readUnitAndName(amount: Amount, text: string, notes: string[]): Measured {
  const sized = readSizedContainer(text);
  if (sized !== null) {
    notes.unshift(sized.size);
    return { amount, unit: sized.unit, rest: sized.rest };
  }
  const unit = readUnit(withoutMeasureAdjective(text));
  if (unit === null) {
    return { amount, unit: null, rest: text };
  }
  return { amount, unit: unit.unit, rest: skipAlternative(unit.rest, notes) };
}

/** '6 x eggs', '2 x 400 g tins tomatoes' (two tins), '2 x 200 g tofu' (400 g). */
function readMultiplied(count: Amount, text: string, notes: string[]): Measured {
  const inner = readAmount(text);
  const unit = inner === null ? null : readUnit(inner.rest);
  if (inner === null || unit === null || readSizedContainer(text) !== null) {
    return readUnitAndName(count, text, notes);
  }
  return { amount: multiply(count, inner.amount), unit: unit.unit, rest: unit.rest };
}

/** '2-inch piece ginger': the number was a size, so the amount is one piece (or unknown without a unit). */
function readLengthFirst(size: string, text: string, notes: string[]): Measured {
  notes.unshift(size);
  const unit = readUnit(text);
  if (unit === null || unit.unit.kind !== 'count') {
    return { amount: null, unit: null, rest: text };
  }
  return { amount: single(1), unit: unit.unit, rest: unit.rest };
}

function readAfterAmount(found: AmountMatch, notes: string[]): Measured {
  const length = LENGTH.exec(found.rest);
  if (length !== null) {
    const size = `${found.text.trim()}-${length[0].replace('-', '').trim()}`;
    return readLengthFirst(size, found.rest.slice(length[0].length), notes);
  }
  const dozen = DOZEN.exec(found.rest);
  const amount = dozen === null ? found.amount : multiply(found.amount, single(12));
  const rest = dozen === null ? found.rest : found.rest.slice(dozen[0].length);
  const times = TIMES.exec(rest);
  if (times !== null) {
    return readMultiplied(amount, rest.slice(times[0].length), notes);
  }
  return readUnitAndName(amount, rest, notes);
}

/** 'a few sprigs of thyme': no amount to add up, so the phrase is kept as a note. */
function readVague(phrase: string, text: string, notes: string[]): Measured {
  const unit = readUnit(text);
  const rest = unit === null ? text : unit.rest;
  notes.unshift(`${phrase}${text.slice(0, text.length - rest.length)}`.trim());
  return { amount: null, unit: null, rest };
}

/** 'pinch of salt', 'can of tomatoes': a unit followed by 'of' means one of it. */
function readImpliedOne(text: string): Measured | null {
  const unit = readUnit(text);
  if (unit === null || !/^of\s/i.test(unit.rest)) {
    return null;
  }
  return { amount: single(1), unit: unit.unit, rest: unit.rest };
}

function readLeadingMeasure(text: string, notes: string[]): Measured | null {
  const body = text.replace(APPROXIMATELY, '').replace(LEADING_TIMES, '');
  const numeric = readAmount(body);
  if (numeric !== null) {
    return readAfterAmount(numeric, notes);
  }
  const vague = VAGUE.exec(body);
  if (vague !== null) {
    return readVague(vague[0], body.slice(vague[0].length), notes);
  }
  const worded = readWordAmount(body);
  return worded === null ? readImpliedOne(body) : readAfterAmount(worded, notes);
}

/** 'eggs x6', 'eggs 6x': a count written after the food. */
function readTrailingTimes(text: string): Measured | null {
  const match = TRAILING_TIMES.exec(text);
  const count = match?.[2] ?? match?.[3];
  if (match === null || count === undefined) {
    return null;
  }
  return { amount: single(toNumber(count)), unit: null, rest: match[1] ?? '' };
}

function cleanName(text: string): string {
  return text
    .replace(/^of\s+/i, '')
    .replace(/[\s,;:.\-–—]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Amount, unit and name from what the front of the line said. */
function finishName(measured: Measured): Pick<ParsedIngredient, 'amount' | 'unit' | 'name'> {
  const { amount, unit } = measured;
  const name = cleanName(measured.rest);
  if (amount === null) {
    return { amount, unit: null, name };
  }
  if (unit === null) {
    return withTrailingUnit(amount, name);
  }
  // '2 cans' names nothing but its container, which is then what to buy.
  if (name === '' && unit.kind === 'count') {
    return { amount, unit: null, name: amount.max > 1 ? unit.plural : unit.singular };
  }
  return { amount, unit, name };
}

function withTrailingUnit(amount: Amount, name: string): Pick<ParsedIngredient, 'amount' | 'unit' | 'name'> {
  const words = name.split(' ');
  const unit = words.length >= 2 ? findUnit(words[words.length - 1] ?? '') : null;
  if (unit === null || !TRAILING_UNIT_IDS.has(unit.id)) {
    return { amount, unit: null, name };
  }
  return { amount, unit, name: words.slice(0, -1).join(' ') };
}

/** Takes one ingredient line apart into amount, unit, food name and note; never throws. */
export function parseIngredient(line: string): ParsedIngredient {
  const raw = line.trim();
  const notes: string[] = [];
  const main = takeNotes(prepare(raw), notes);
  const measured = readLeadingMeasure(main, notes) ??
    readTrailingTimes(main) ?? { amount: null, unit: null, rest: main };
  return { raw, ...finishName(measured), note: notes.length > 0 ? notes.join(', ') : null };
}
