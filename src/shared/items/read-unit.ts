/**
 * The unit at the start of a text, in any of the languages read: a word ('cups', 'EL', 'Dosen'), or several
 * ('fl oz', 'c. à s.', 'cuillères à soupe'), and the 'de' or 'di' after it ('cuillères à soupe d'huile').
 */

import { ADJECTIVE_BEFORE_LINKER, LINKER } from './measure-phrase-words';
import { startsWithMeasureWordName } from './measure-word-names';
import { SPOKEN_UNITS } from './unit-words';
import { findUnit, findUnitWord, LETTERS, type Unit, type UnitWord } from './units';

export interface UnitMatch {
  unit: Unit;
  /** The text after the unit, leading spaces and a 'de'/'di' after it removed. */
  rest: string;
  /** The unit as written ('EL', 'c. à s.'). */
  written: string;
  /** How the unit word may be read; null for a unit of several words ('cuillère à soupe'). */
  word: UnitWord | null;
  /** A 'de', 'di' or 'van' came after the unit ('boîte de tomates'), and is not in `rest`. */
  linked: boolean;
}

/** Straight after an amount, short forms that are other words elsewhere are units too ('2 EL', '1 tl'). */
type UnitPlace = 'anywhere' | 'after-amount';

const UNIT_TOKEN = new RegExp(
  String.raw`^(?:fl\.?\s*oz\.?|fluid\s+ounces?|[${LETTERS}]+\.?)(?=[\s,;:()[\]/]|$)`,
  'i',
);
const SPOKEN_START = /^c/i;
const SPOKEN_UNIT = new RegExp(
  `^(?:${SPOKEN_UNITS.map(([pattern]) => `(${pattern})`).join('|')})(?![\\p{L}\\p{N}])`,
  'iu',
);

/** The unit at the start of the text, written in one or several words, and how it was written; null when none. */
function matchUnit(text: string): { unit: Unit; written: string; word: UnitWord | null } | null {
  // Every unit of several words starts with a 'c' ('c. à s.', 'cuillère', 'cucharada', 'cucchiaino').
  const spoken = SPOKEN_START.test(text) ? SPOKEN_UNIT.exec(text) : null;
  if (spoken !== null) {
    const index = spoken.slice(1).findIndex((group) => group !== undefined);
    const unit = findUnit(SPOKEN_UNITS[index]?.[1] ?? '');
    return unit === null ? null : { unit, written: spoken[0], word: null };
  }
  const token = UNIT_TOKEN.exec(text);
  const word = token === null ? null : findUnitWord(token[0]);
  return token === null || word === null ? null : { unit: word.unit, written: token[0], word };
}

function readUnitIn(text: string, place: UnitPlace): UnitMatch | null {
  const found = matchUnit(text);
  if (found === null || (found.word?.afterAmountOnly === true && place !== 'after-amount')) {
    return null;
  }
  // 'pak choi', 'tête de moine': the unit word is the start of the food's name.
  if (found.word?.english !== true && startsWithMeasureWordName(text)) {
    return null;
  }
  const after = text.slice(found.written.length).trimStart();
  const adjective = ADJECTIVE_BEFORE_LINKER.exec(after);
  const beforeLinker = adjective === null ? after : after.slice(adjective[0].length);
  const linker = LINKER.exec(beforeLinker);
  if (linker === null && found.word?.beforeLinkerOnly === true) {
    return null;
  }
  const rest = linker === null ? after : beforeLinker.slice(linker[0].length);
  return { unit: found.unit, written: found.written, word: found.word, rest, linked: linker !== null };
}

/** The unit at the start of the text ('2 cups' less its number), and the text after it; null when none. */
export function readUnit(text: string): UnitMatch | null {
  return readUnitIn(text, 'anywhere');
}

/** A unit straight after an amount, where short forms like 'EL' and 'tl' are units too. */
export function readUnitAfterAmount(text: string): UnitMatch | null {
  return readUnitIn(text, 'after-amount');
}
