/**
 * Where the notes of a list line are: the text after a comma, brackets, and a trailing 'to taste' or 'for
 * serving'. What a bracket holds is decided by the line reader (an amount, a pack size or a note); brackets
 * that are part of the name (a ratio, a model number) are left in the text.
 */

import { foldItemText, splitItemWords } from '@shared/categorizer/fold-item-text';
import { NOTE_WORDS_KEPT } from '@shared/categorizer/item-word-lists';
import { readWholeMeasure } from './measure-phrase';

/** A bracket of the line, with where it starts in the line's head, so notes keep the order they appear in. */
export interface LineBracket {
  index: number;
  inner: string;
  /** Nothing but notes follow it: 'avocados (3)', 'salt (2 tsp) to taste'. */
  atEnd: boolean;
}

/** A note and where it starts, so notes from brackets and words are put in the order they appear. */
export interface PlacedNote {
  index: number;
  text: string;
}

export interface LineSections {
  /** The line without its notes and brackets, spaces collapsed: what the amount and the name are read from. */
  main: string;
  brackets: LineBracket[];
  /** Notes before the text after the first comma, with their places. */
  notes: PlacedNote[];
  /** The text after the first comma, in pieces: notes, unless the amount is there ('milk, 2 gal'). */
  tail: string[];
}

/** Characters a note separator needs, tested first since most lines have none. */
const SEPARATOR_CHAR = /[,;\-–—]/;
/** A comma not inside '1,5', a semicolon, or a spaced dash after a word ('onion - diced', not '2 - 3'). */
const NOTE_SEPARATOR = /(?<!\d),|,(?!\d)|;|(?<=\p{L})\s+[-–—]\s+/iu;
const TRAILING_NOTE =
  /\s+(to taste|to serve|to garnish|as needed|as required|if needed|or more|divided|optional|for (?:serving|garnish(?:ing)?|(?:deep[- ])?frying|drizzling|dusting|greasing|topping|decorat(?:ing|ion)|dipping|brushing|sprinkling|baking|cooking)|nach (?:Geschmack|Belieben)|au go[uû]t|selon (?:le|votre) go[uû]t|[àa] volont[ée]|facultatif|al gusto|a gusto|opcional|q\.\s?b\.?|quanto basta|a piacere|facoltativo|naar (?:smaak|wens)|optioneel)$/i;
/** Brackets that name what the thing is: a ratio (80/20), a percentage, a model or size ('9V', 'AA', 'size 4'). */
const RATIO = /^(\d+)\s*\/\s*(\d+)$/;
const PERCENT = /^\d+(?:[.,]\d+)?\s*%/;
const MODEL = /^(?:[a-z]+-?\d[\w-]*|\d+[a-z][\w-]*|[A-Z]{1,4}|(?:size|no\.?|#)\s*\d+[a-z]*)$/i;
const SPACE_RUN = /\s+/g;
const STRAY_BRACKETS = /[()[\]]+/;
/** What a note piece does not start or end with: spaces and the separators between notes. */
const PIECE_EDGES = /^[\s,;:\-–—]+|[\s,;:\-–—]+$/g;
/** Longer than the longest trailing note (' selon votre goût'), so only a line's end is searched for one. */
const TRAILING_NOTE_REACH = 32;
/** What a masked bracket is filled with: a letter, so that a spaced dash after it still reads as one after a word. */
const MASK = 'x';
const OPENERS = '([';
const CLOSERS = ')]';

/** The most words a bracket that says which kind of the thing it is has: '(frozen)', '(for baby)'. */
const KIND_WORDS = 2;

/**
 * True when a bracket's text is part of the name: '80/20', '2%', '9V', 'AA', 'size 4', and a word that makes
 * it another product in another aisle ('green beans (canned)', 'fish fillets (frozen)'), which the aisle is
 * decided on and which keeps it apart from the fresh one.
 */
export function namesTheThing(inner: string): boolean {
  const text = inner.trim();
  const words = splitItemWords(foldItemText(text));
  if (words.length <= KIND_WORDS && words.some((word) => NOTE_WORDS_KEPT.has(word))) {
    return true;
  }
  const ratio = RATIO.exec(text);
  if (ratio !== null) {
    // 80/20 is a ratio; 1/2 is half of something.
    return Number(ratio[1]) >= Number(ratio[2]);
  }
  if (PERCENT.test(text)) {
    return true;
  }
  const model = MODEL.test(text) && (/\d/.test(text) || text === text.toUpperCase());
  // '400g' and '12pk' look like model numbers but are amounts.
  return model && readWholeMeasure(text, false) === null;
}

/** The top-level brackets of a text: '(a [b] c)' is one, and an unclosed one runs to the end. */
function findBrackets(text: string): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = [];
  if (!text.includes('(') && !text.includes('[')) {
    return found;
  }
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (OPENERS.includes(char)) {
      if (depth === 0) {
        start = index;
      }
      depth += 1;
    } else if (CLOSERS.includes(char) && depth > 0) {
      depth -= 1;
      if (depth === 0) {
        found.push({ start, end: index + 1 });
      }
    }
  }
  if (depth > 0) {
    found.push({ start, end: text.length });
  }
  return found;
}

/** The text with the given brackets overwritten by `fill`, keeping its length so indexes still point into it. */
function blanked(text: string, brackets: readonly { start: number; end: number }[], fill: string): string {
  let result = '';
  let last = 0;
  for (const bracket of brackets) {
    result += `${text.slice(last, bracket.start)}${fill.repeat(bracket.end - bracket.start)}`;
    last = bracket.end;
  }
  return `${result}${text.slice(last)}`;
}

/** 'salt & pepper to taste (optional)': the trailing notes' places and words, the last first. */
function takeTrailingNotes(head: string, notes: PlacedNote[]): string {
  let rest = head.trimEnd();
  for (;;) {
    const from = Math.max(0, rest.length - TRAILING_NOTE_REACH);
    const trailing = TRAILING_NOTE.exec(rest.slice(from));
    if (trailing === null) {
      return rest;
    }
    notes.push({ index: from + trailing.index, text: trailing[1] ?? '' });
    rest = rest.slice(0, from + trailing.index).trimEnd();
  }
}

/** An unclosed bracket ('beef (AA') is never part of a name: written after it, the amount's bracket would join it. */
function isClosed(text: string, bracket: { start: number; end: number }): boolean {
  return CLOSERS.includes(text.charAt(bracket.end - 1)) && bracket.end - bracket.start > 1;
}

function innerOf(text: string, bracket: { start: number; end: number }): string {
  return text.slice(bracket.start + 1, isClosed(text, bracket) ? bracket.end - 1 : bracket.end);
}

/**
 * The pieces of a note as plain text, brackets opened ('drained (optional)' is 'drained', 'optional'), so a
 * note never holds a bracket and reads back the same after the name.
 */
export function notePieces(text: string): string[] {
  const pieces: string[] = [];
  const push = (piece: string) => {
    // A stray closing bracket ('2 )') splits a piece too.
    for (const part of piece.split(STRAY_BRACKETS)) {
      const trimmed = part.replace(SPACE_RUN, ' ').replace(PIECE_EDGES, '');
      if (trimmed !== '') {
        pieces.push(trimmed);
      }
    }
  };
  let last = 0;
  for (const bracket of findBrackets(text)) {
    push(text.slice(last, bracket.start));
    pieces.push(...notePieces(innerOf(text, bracket)));
    last = bracket.end;
  }
  push(text.slice(last));
  return pieces;
}

/** Takes a line apart into the text to read the amount and name from, its brackets, and its notes. */
export function splitLineNotes(line: string): LineSections {
  const brackets = findBrackets(line);
  const masked = brackets.length === 0 ? line : blanked(line, brackets, MASK);
  const notes: PlacedNote[] = [];
  const separator = SEPARATOR_CHAR.test(masked) ? NOTE_SEPARATOR.exec(masked) : null;
  const headEnd = separator === null ? line.length : separator.index;
  const tail = separator === null ? [] : notePieces(line.slice(separator.index + separator[0].length));
  const inHead = brackets.filter((bracket) => bracket.start < headEnd);
  const dropped = inHead.filter(
    (bracket) => !(isClosed(line, bracket) && namesTheThing(innerOf(line, bracket))),
  );
  const head = takeTrailingNotes(blanked(line.slice(0, headEnd), dropped, ' '), notes);
  return {
    main: dropped.length === 0 ? head.trimStart() : head.replace(SPACE_RUN, ' ').trim(),
    brackets: dropped.map((bracket) => ({
      index: bracket.start,
      inner: innerOf(line, bracket).trim(),
      atEnd: bracket.start >= head.length,
    })),
    notes,
    tail,
  };
}
