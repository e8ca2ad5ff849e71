/**
 * The grammar of an amount at the start of a text: '2 lb', '1 1/2 cups', '2 (15 oz) cans' once the bracket
 * is read, '2 × 15 oz cans', '12-pack', 'a dozen', 'pinch of'. Both the line reader (quantity.ts) and the
 * sum of two quantities (item-quantity.ts) read amounts through it, so they agree on what an amount is.
 */

import {
  type Amount,
  type AmountMatch,
  multiply,
  NUMBER,
  readAmount,
  readWordAmount,
  single,
} from './amounts';
import {
  DOZEN_WORD,
  FOREIGN_APPROXIMATELY,
  FOREIGN_MEASURE_ADJECTIVE,
  FOREIGN_VAGUE,
  LINKER,
} from './measure-phrase-words';
import type { PackSize } from './measure-sum';
import { readUnit, readUnitAfterAmount, type UnitMatch } from './read-unit';
import { findUnit, type Unit } from './units';

export { readUnit } from './read-unit';

/** What the front of a text said: an amount, maybe a unit and a pack size, and the text left after it. */
export interface Measured {
  amount: Amount | null;
  unit: Unit | null;
  size: PackSize | null;
  rest: string;
}

const SIZE_NUMBER = new RegExp(`^(${NUMBER})\\s*-?\\s*`);
const LENGTH = /^-?\s*(?:inch(?:es)?|in\.|cm)(?=[\s,]|$)\s*/i;
const APPROXIMATELY = /^(?:about|approx\.?|approximately|around|roughly|ca\.|circa|~)\s*/i;
const ENGLISH_OF = /^of\s/i;
const TRAILING_LINKER = /\s+(?:de|di|van)$|\s*d['’]$/;
const LETTER_FIRST = /^\p{L}/u;
const LEADING_TIMES = /^[x×]\s*(?=\d)/i;
const DOZEN = new RegExp(`^${DOZEN_WORD}(?:\\s+|$)`, 'i');
const TIMES = /^[x×](?=[\s\d]|$)\s*/i;
const VAGUE =
  /^(?:an?\s+(?:little|few|bit|couple|splash|drizzle|knob|squeeze|sprinkle|dollop|glug|lot|dab)|some|several|plenty|lots|more)(?:\s+of)?\s+/i;
const MEASURE_ADJECTIVE =
  /^(?:heaped|heaping|level|rounded|scant|generous|good|large|small|medium|big|full)\s+/i;
/** '12-pack', '12pk', '12 pack' after a count of them: '2 12-packs'. */
const PACK_OF = /^(\d+)\s*-?\s*(?:packs?|pks?)(?=[\s,;.]|$)\s*/i;
/** '-pack' straight after a number: '12-pack sparkling water' is one pack of twelve. */
const HYPHEN_PACK = /^-\s*(?:packs?|pks?)(?=[\s,;.]|$)\s*/i;
/** 'pack' in the singular after a number above one: 'sparkling water 12 pk' is one pack of twelve. */
const SINGULAR_PACK = /^(?:pack|pk)(?=[\s,;.]|$)\s*/i;
/** 'pack of 12' after a count of packs ('a pack of 12 eggs', '(Pack of 12)'). */
const PACK_OF_NUMBER = /^(?:pack|pk)s?\s+of\s+(\d+)(?=[\s,;.]|$)\s*/i;
/** 'ct' and 'count' say a number of things, as a bare count does: 'corn tortillas (30 ct)'. */
const COUNT_WORD = /^(?:ct|count)\.?(?=[\s,;:)]|$)\s*/i;
/** A unit word alone, one of it: 'whole milk (gallon)', 'chickpeas (can)'. */
const ONE_UNIT = /^(?:\p{L}+\.?|fl\.?\s*oz\.?)$/iu;
/** Words that make a number a count of things where a bare number would not be one: '2 dozen', '30 ct'. */
const COUNTED_WITHOUT_UNIT = new RegExp(`${DOZEN_WORD}|\\bct\\b|\\bcount\\b`, 'i');
/** Containers a size in brackets describes: '1 can (400 g)' is a 400 g can. */
const CONTAINER_IDS: ReadonlySet<string> = new Set([
  'can',
  'tin',
  'jar',
  'pack',
  'bag',
  'box',
  'bottle',
  // Pieces sold by weight each: '4 (6 oz) fillets salmon', '1 (2 lb) head cabbage'.
  'fillet',
  'piece',
  'head',
]);

/** True for the units that hold a stated size: cans, jars, packs, bottles. */
export function isContainer(unit: Unit | null): boolean {
  return unit !== null && CONTAINER_IDS.has(unit.id);
}

/** The pack of a number of things after an amount ('2 12-packs', '12-pack', '12 pk'), or null. */
function readPackOf(amount: Amount, text: string): Measured | null {
  const pack = findUnit('pack');
  const counted = PACK_OF.exec(text) ?? PACK_OF_NUMBER.exec(text);
  if (counted !== null) {
    return {
      amount,
      unit: pack,
      size: { amount: Number(counted[1]), unit: null },
      rest: text.slice(counted[0].length),
    };
  }
  const whole = amount.min === amount.max && Number.isInteger(amount.max) && amount.max > 1;
  const own = HYPHEN_PACK.exec(text) ?? (whole ? SINGULAR_PACK.exec(text) : null);
  if (own === null || !whole) {
    return null;
  }
  return {
    amount: single(1),
    unit: pack,
    size: { amount: amount.max, unit: null },
    rest: text.slice(own[0].length),
  };
}

/** '400 g can chickpeas' → a can of 400 g: the size describes the container, it is not the amount. */
function readSizedContainer(text: string, notes: string[]): (UnitMatch & { size: PackSize | null }) | null {
  const number = SIZE_NUMBER.exec(text);
  if (number === null) {
    return null;
  }
  const afterNumber = text.slice(number[0].length);
  const measure = readUnitAfterAmount(afterNumber);
  const length = measure === null ? LENGTH.exec(afterNumber) : null;
  const afterSize =
    measure !== null ? measure.rest : length === null ? null : afterNumber.slice(length[0].length);
  const container = afterSize === null || measure?.unit.kind === 'count' ? null : readUnit(afterSize);
  if (container === null || container.unit.kind !== 'count') {
    return null;
  }
  if (measure === null || !isContainer(container.unit)) {
    // A length ('2-inch piece') or a size of something that is not a container stays a note.
    notes.unshift(noteBefore(text, afterSize ?? ''));
    return { ...container, size: null };
  }
  return { ...container, size: { amount: readAmount(number[1] ?? '')?.amount.max ?? 0, unit: measure.unit } };
}

function withoutMeasureAdjective(text: string): string {
  const adjective = MEASURE_ADJECTIVE.exec(text) ?? FOREIGN_MEASURE_ADJECTIVE.exec(text);
  if (adjective === null) {
    return text;
  }
  const rest = text.slice(adjective[0].length);
  // 'a heaped tsp' drops the adjective; in '1 large onion' it is part of the food.
  return readUnitAfterAmount(rest) === null ? text : rest;
}

/** A second measure after a slash ('200g/7oz flour') says the same amount again, so it becomes a note. */
function skipAlternative(text: string, notes: string[]): string {
  if (!text.startsWith('/')) {
    return text;
  }
  const amount = readAmount(text.slice(1).trimStart());
  const unit = amount === null ? null : readUnitAfterAmount(amount.rest);
  if (unit === null) {
    return text;
  }
  notes.unshift(noteBefore(text.slice(1), unit.rest));
  return unit.rest;
}

function readUnitAndName(amount: Amount, text: string, notes: string[]): Measured {
  const pack = readPackOf(amount, text);
  if (pack !== null) {
    return pack;
  }
  const count = COUNT_WORD.exec(text);
  if (count !== null) {
    return { amount, unit: null, size: null, rest: text.slice(count[0].length) };
  }
  const sized = readSizedContainer(text, notes);
  if (sized !== null) {
    return { amount, unit: sized.unit, size: sized.size, rest: sized.rest };
  }
  const unit = readUnitAfterAmount(withoutMeasureAdjective(text));
  if (unit === null) {
    return { amount, unit: null, size: null, rest: text };
  }
  return { amount, unit: unit.unit, size: null, rest: skipAlternative(unit.rest, notes) };
}

/** '6 x eggs', '2 x 400 g tins tomatoes' (two tins), '2 x 200 g tofu' (400 g). */
function readMultiplied(count: Amount, text: string, notes: string[]): Measured {
  const inner = readAmount(text);
  const unit = inner === null ? null : readUnitAfterAmount(inner.rest);
  if (
    inner === null ||
    unit === null ||
    unit.unit.kind === 'count' ||
    readUnit(unit.rest)?.unit.kind === 'count'
  ) {
    return readUnitAndName(count, text, notes);
  }
  return { amount: multiply(count, inner.amount), unit: unit.unit, size: null, rest: unit.rest };
}

/** '2-inch piece ginger': the number was a size, so the amount is one piece (or unknown without a unit). */
function readLengthFirst(size: string, text: string, notes: string[]): Measured {
  notes.unshift(size);
  const unit = readUnit(text);
  if (unit === null || unit.unit.kind !== 'count') {
    return { amount: null, unit: null, size: null, rest: text };
  }
  return { amount: single(1), unit: unit.unit, size: null, rest: unit.rest };
}

function readAfterAmount(found: AmountMatch, notes: string[]): Measured {
  const length = LENGTH.exec(found.rest);
  if (length !== null) {
    const size = `${found.text.trim()}-${length[0].replace('-', '').trim()}`;
    return readLengthFirst(size, found.rest.slice(length[0].length), notes);
  }
  const dozen = DOZEN.exec(found.rest);
  const amount = dozen === null ? found.amount : multiply(found.amount, single(12));
  // 'une douzaine d'œufs': the 'de' after a dozen goes as after a unit.
  const rest = dozen === null ? found.rest : found.rest.slice(dozen[0].length).replace(LINKER, '');
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
  notes.unshift(`${phrase}${unit === null ? '' : unit.written}`.trim());
  return { amount: null, unit: null, size: null, rest };
}

/** The text before `rest` as a note, without a 'de' at its end ('7 oz de' is '7 oz'). */
function noteBefore(text: string, rest: string): string {
  return text
    .slice(0, text.length - rest.length)
    .replace(TRAILING_LINKER, '')
    .trim();
}

/**
 * 'pincée de sel', 'Dose Tomaten': one of a unit of another language, in the singular. Plurals name things
 * ('sacs de congélation', 'bolsas de papel'); an English unit wants 'of' ('filet de boeuf' is a cut).
 */
function oneOfForeignUnit(unit: UnitMatch): boolean {
  const word = unit.word;
  if (word !== null && (word.english || word.plural)) {
    return false;
  }
  return unit.linked || (word?.leads === true && LETTER_FIRST.test(unit.rest));
}

/**
 * 'pinch of salt', 'can of tomatoes', 'pincée de sel': a unit followed by 'of' means one of it. So does a
 * German or Dutch unit word before the food ('Dose Tomaten'), but not one alone ('Glas' is a glass).
 */
function readImpliedOne(text: string): Measured | null {
  const pack = readPackOf(single(1), text);
  if (pack !== null) {
    return pack;
  }
  const unit = readUnit(text);
  if (unit === null || !(ENGLISH_OF.test(unit.rest) || oneOfForeignUnit(unit))) {
    return null;
  }
  return { amount: single(1), unit: unit.unit, size: null, rest: unit.rest };
}

/** The amount at the start of the text, with notes it implies ('200g/7oz' notes '7oz'); null when none. */
export function readLeadingMeasure(text: string, notes: string[]): Measured | null {
  const body = text.replace(APPROXIMATELY, '').replace(FOREIGN_APPROXIMATELY, '').replace(LEADING_TIMES, '');
  const numeric = readAmount(body);
  if (numeric !== null) {
    return readAfterAmount(numeric, notes);
  }
  const vague = VAGUE.exec(body);
  if (vague !== null) {
    return readVague(vague[0], body.slice(vague[0].length), notes);
  }
  const foreignVague = FOREIGN_VAGUE.exec(body);
  if (foreignVague !== null) {
    return readVague(`${foreignVague[1] ?? ''} `, body.slice(foreignVague[0].length), notes);
  }
  const worded = readWordAmount(body);
  return worded === null ? readImpliedOne(body) : readAfterAmount(worded, notes);
}

/** A unit word alone as one of it ('gallon', 'can', 'Dose'; 'dozen' is twelve), as a bracket after a name has it. */
export function readUnitAlone(text: string): Measured | null {
  if (!ONE_UNIT.test(text)) {
    return null;
  }
  const unit = readUnit(text);
  if (unit === null) {
    return DOZEN.test(text) ? { amount: single(12), unit: null, size: null, rest: '' } : null;
  }
  // 'Gouda (Scheiben)', 'tonno (scatolette)': a plural of another language says how it is sold, not one of it.
  const foreignPlural = unit.word !== null && !unit.word.english && unit.word.plural;
  return foreignPlural ? null : { amount: single(1), unit: unit.unit, size: null, rest: '' };
}

/**
 * The text as nothing but an amount ('2 lb', '3', '2 × 15 oz cans', '12 pk'), or null when anything else is
 * left. `unitRequired` refuses a bare number ('size 4' names a size, it is not four of something).
 */
export function readWholeMeasure(text: string, unitRequired: boolean): Measured | null {
  const notes: string[] = [];
  const measured = readLeadingMeasure(text, notes);
  const amount = measured?.amount ?? null;
  // Nothing of a thing ('0') is no amount: a list that asked for it would ask for nothing.
  if (
    measured === null ||
    amount === null ||
    amount.max <= 0 ||
    notes.length > 0 ||
    measured.rest.trim() !== ''
  ) {
    return null;
  }
  if (unitRequired && measured.unit === null && !COUNTED_WITHOUT_UNIT.test(text)) {
    return null;
  }
  return measured;
}
