/** Amounts written after the food: 'eggs x6', 'bag of ice x2', 'ground beef 1lb', 'kidney beans 2 x 15 oz cans'. */

import { multiply, single, toNumber } from './amounts';
import { type Measured, readWholeMeasure } from './measure-phrase';
import { findUnitWord } from './units';

/** Where an amount written after the food may start: a number or a number word after a space. */
const TRAILING_AMOUNT_START =
  /\s(?=\d|\.\d|[x×]\s*\d|(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s)/gi;
/** 'size 3t', 'stage 2', 'no. 10': the number after these words names a size, not an amount. */
const SIZE_WORD_BEFORE = /(?:^|\s)(?:size|stage|no\.?|number|#)$/i;
/** Recipe shorthand units (t, T, c) are not read after a name: 'pull-ups size 3t', 'vitamin 2 c'. */
const SHORTHAND_UNIT_AT_END = /\d\s*[tc]$/i;
const NUMBER_THEN_TIMES = String.raw`\d+(?:[.,]\d+)?`;
const TRAILING_TIMES = new RegExp(
  `^(.*\\S)\\s+(?:[x×]\\s*(${NUMBER_THEN_TIMES})|(${NUMBER_THEN_TIMES})\\s*[x×])$`,
  'i',
);
/** A cheap look at the end of the line before TRAILING_TIMES, which backtracks over the whole line. */
const TIMES_AT_END = new RegExp(`(?:[x×]\\s*${NUMBER_THEN_TIMES}|\\d\\s*[x×])$`, 'i');
const TIMES_REACH = 16;
/** The word after the amount's first word: 'Dose' in '30 Dose 17.9 oz'. */
const SECOND_WORD = /^\S+\s+(\S+)/;

/** 'MiraLAX 30 Dose', 'Tea 20 Sachets': after a name, a unit word that is also English is the product's. */
function englishLookalikeAfter(text: string): boolean {
  const next = SECOND_WORD.exec(text)?.[1];
  return next !== undefined && findUnitWord(next)?.lookalike === true;
}

/** 'eggs x6', 'eggs 6x': a count written after the food. */
export function readTrailingTimes(text: string): Measured | null {
  const match = TIMES_AT_END.test(text.slice(-TIMES_REACH)) ? TRAILING_TIMES.exec(text) : null;
  const count = match?.[2] ?? match?.[3];
  const value = count === undefined ? 0 : toNumber(count);
  if (match === null || value <= 0) {
    return null;
  }
  return { amount: single(value), unit: null, size: null, rest: match[1] ?? '' };
}

/** 'bag of ice x2': a count after the food multiplies the amount before it. */
export function timesAfter(measured: Measured): Measured {
  const times = measured.amount === null ? null : readTrailingTimes(measured.rest);
  if (measured.amount === null || times === null || times.amount === null) {
    return measured;
  }
  return { ...measured, amount: multiply(measured.amount, times.amount), rest: times.rest };
}

/** 'ground beef 1lb', 'butter 2 sticks', 'kidney beans 2 x 15 oz cans': an amount with a unit after the food. */
export function readTrailingMeasure(text: string): Measured | null {
  if (SHORTHAND_UNIT_AT_END.test(text)) {
    return null;
  }
  for (const start of text.matchAll(TRAILING_AMOUNT_START)) {
    const before = text.slice(0, start.index);
    const after = text.slice(start.index + 1);
    const measured =
      SIZE_WORD_BEFORE.test(before) || englishLookalikeAfter(after) ? null : readWholeMeasure(after, true);
    if (measured !== null) {
      return { ...measured, rest: text.slice(0, start.index) };
    }
  }
  return null;
}
