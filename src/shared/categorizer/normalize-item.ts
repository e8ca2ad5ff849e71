import { foldItemText, splitItemWords } from './fold-item-text';
import { separateItemNotes } from './item-notes';
import {
  MEASURE_WORDS,
  NOISE_PHRASES,
  NOISE_WORDS,
  PROTECTED_PHRASES,
  QUANTITY_WORDS,
  STOP_WORDS,
  UNIT_WORDS,
} from './item-word-lists';
import { singularizeWord } from './singularize-word';

/** One meaningful word of a list line: its singular form and the form the shopper typed. */
export interface ItemToken {
  readonly word: string;
  readonly typed: string;
}

const DIGIT_ZERO = 48;
const DIGIT_NINE = 57;
const LETTER_X = 120;
const NUMBER_PATTERN = /^\d+(\.\d+)?%?$/;
const TIMES_PATTERN = /^(x\d+(\.\d+)?|\d+(\.\d+)?x)$/;
const NUMBER_WITH_UNIT_PATTERN = /^\d+(\.\d+)?([a-z]+)$/;
const NOISE_PHRASE_STARTS: ReadonlySet<string> = new Set(
  [...NOISE_PHRASES].map((pair) => pair.split(' ')[0] ?? ''),
);

function isQuantity(word: string): boolean {
  if (QUANTITY_WORDS.has(word)) {
    return true;
  }
  // Only digits and "x6"-style counts can be numeric, so skip the patterns for every other word.
  const first = word.charCodeAt(0);
  const startsWithDigit = first >= DIGIT_ZERO && first <= DIGIT_NINE;
  if (!startsWithDigit && first !== LETTER_X) {
    return false;
  }
  if (NUMBER_PATTERN.test(word) || TIMES_PATTERN.test(word)) {
    return true;
  }
  const unit = NUMBER_WITH_UNIT_PATTERN.exec(word)?.[2];
  return unit !== undefined && (UNIT_WORDS.has(unit) || MEASURE_WORDS.has(unit));
}

/** Calls `emit` with each meaningful word of a typed line, in order, as singular and as typed. */
function forEachMeaningfulWord(text: string, emit: (word: string, typed: string) => void): void {
  const { main, keptNoteWords } = separateItemNotes(foldItemText(text));
  const split = splitItemWords(main);
  const words = keptNoteWords.length > 0 ? [...keptNoteWords, ...split] : split;
  let emitted = 0;
  let firstDroppedMeasure: string | undefined;
  let afterQuantity = false;
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] ?? '';
    const next = words[i + 1];
    const nextIsUnit = next !== undefined && (UNIT_WORDS.has(next) || MEASURE_WORDS.has(next));
    if (isQuantity(word) || UNIT_WORDS.has(word) || (word === 'half' && nextIsUnit)) {
      afterQuantity = true;
      continue;
    }
    if (MEASURE_WORDS.has(word) && (afterQuantity || next === 'of')) {
      firstDroppedMeasure ??= word;
      continue;
    }
    afterQuantity = false;
    if (STOP_WORDS.has(word)) {
      continue;
    }
    if (next !== undefined && NOISE_PHRASE_STARTS.has(word) && NOISE_PHRASES.has(`${word} ${next}`)) {
      i += 1;
      continue;
    }
    if (NOISE_WORDS.has(word) && !PROTECTED_PHRASES.has(`${word} ${next}`)) {
      continue;
    }
    emit(singularizeWord(word), word);
    emitted += 1;
  }
  // "6 rolls" or "2 bags" name nothing but the measure, which is then the product.
  if (emitted === 0 && firstDroppedMeasure !== undefined) {
    emit(singularizeWord(firstDroppedMeasure), firstDroppedMeasure);
  }
}

/** Splits a typed line into meaningful singular words, dropping quantities, units, packaging and noise. */
export function tokenizeItem(text: string): ItemToken[] {
  const tokens: ItemToken[] = [];
  forEachMeaningfulWord(text, (word, typed) => {
    tokens.push({ word, typed });
  });
  return tokens;
}

/**
 * The categorizer's key of a typed line: its meaningful singular words joined by single spaces (amounts, units,
 * sizes, packaging and noise words dropped). An aisle is looked up by it, a household's corrections and the
 * model's answers are remembered by it, and a week's recipe lines that share it are one shopping line. It is
 * looser than the one key for the same item on a list (itemKey in shared/items), on purpose.
 */
export function normalizeItemText(text: string): string {
  let key = '';
  forEachMeaningfulWord(text, (word) => {
    key = key.length === 0 ? word : `${key} ${word}`;
  });
  return key;
}
