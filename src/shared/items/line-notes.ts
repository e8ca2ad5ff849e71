/**
 * Where the notes of a list line are: the text after a comma, brackets, and a trailing 'to taste' or 'for
 * serving'. What a bracket holds is decided by the line reader (an amount, a pack size or a note); brackets
 * that are part of the name (a ratio, a model number) are left in the text.
 */

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
  notes: PlacedNote[];
}

/** A comma not inside '1,5', a semicolon, or a spaced dash after a word ('onion - diced', not '2 - 3'). */
const NOTE_SEPARATOR = /(?<!\d),|,(?!\d)|;|(?<=[a-z])\s+[-–—]\s+/i;
const TRAILING_NOTE =
  /\s+(to taste|to serve|to garnish|as needed|as required|if needed|or more|divided|optional|for (?:serving|garnish(?:ing)?|(?:deep[- ])?frying|drizzling|dusting|greasing|topping|decorat(?:ing|ion)|dipping|brushing|sprinkling|baking|cooking))$/i;
/** Brackets that name what the thing is: a ratio (80/20), a percentage, a model or size ('9V', 'AA', 'size 4'). */
const RATIO = /^(\d+)\s*\/\s*(\d+)$/;
const PERCENT = /^\d+(?:[.,]\d+)?\s*%/;
const MODEL = /^(?:[a-z]+-?\d[\w-]*|\d+[a-z][\w-]*|[A-Z]{1,4}|(?:size|no\.?|#)\s*\d+[a-z]*)$/i;
const SPACE_RUN = /\s+/g;
/** What a masked bracket is filled with: a letter, so that a spaced dash after it still reads as one after a word. */
const MASK = 'x';
const OPENERS = '([';
const CLOSERS = ')]';

/** True when a bracket's text is part of the name: '80/20', '2%', '9V', 'AA', 'size 4'. */
export function namesTheThing(inner: string): boolean {
  const text = inner.trim();
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

function innerOf(text: string, bracket: { start: number; end: number }): string {
  const closed = CLOSERS.includes(text.charAt(bracket.end - 1)) && bracket.end - bracket.start > 1;
  return text.slice(bracket.start + 1, closed ? bracket.end - 1 : bracket.end);
}

/**
 * The pieces of a note as plain text, brackets opened ('drained (optional)' is 'drained', 'optional'), so a
 * note never holds a bracket and reads back the same after the name.
 */
export function notePieces(text: string): string[] {
  const pieces: string[] = [];
  let last = 0;
  const push = (piece: string) => {
    const trimmed = piece.replace(SPACE_RUN, ' ').replace(/^[\s,;:\-–—]+|[\s,;:\-–—]+$/g, '');
    if (trimmed !== '') {
      pieces.push(trimmed);
    }
  };
  for (const bracket of findBrackets(text)) {
    push(text.slice(last, bracket.start));
    pieces.push(...notePieces(innerOf(text, bracket)));
    last = bracket.end;
  }
  push(text.slice(last));
  return pieces.flatMap((piece) =>
    /[()[\]]/.test(piece) ? piece.split(/[()[\]]+/).filter((part) => part.trim() !== '') : [piece],
  );
}

/** Takes a line apart into the text to read the amount and name from, its brackets, and its notes. */
export function splitLineNotes(line: string): LineSections {
  const brackets = findBrackets(line);
  let masked = line;
  for (const bracket of brackets) {
    masked = `${masked.slice(0, bracket.start)}${MASK.repeat(bracket.end - bracket.start)}${masked.slice(bracket.end)}`;
  }
  const notes: PlacedNote[] = [];
  const separator = NOTE_SEPARATOR.exec(masked);
  const headEnd = separator === null ? line.length : separator.index;
  if (separator !== null) {
    const tail = line.slice(separator.index + separator[0].length);
    notes.push(...notePieces(tail).map((text) => ({ index: headEnd, text })));
  }
  // The head with every bracket blanked out, the same length as the line so indexes still point into it.
  let head = line.slice(0, headEnd);
  const inHead = brackets.filter((bracket) => bracket.start < headEnd);
  const kept = inHead.filter((bracket) => namesTheThing(innerOf(line, bracket)));
  for (const bracket of inHead) {
    if (!kept.includes(bracket)) {
      head = `${head.slice(0, bracket.start)}${' '.repeat(bracket.end - bracket.start)}${head.slice(bracket.end)}`;
    }
  }
  for (
    let trailing = TRAILING_NOTE.exec(head.trimEnd());
    trailing !== null;
    trailing = TRAILING_NOTE.exec(head.trimEnd())
  ) {
    notes.push({ index: trailing.index, text: trailing[1] ?? '' });
    head = head.slice(0, trailing.index);
  }
  const foodEnd = head.trimEnd().length;
  return {
    main: head.replace(SPACE_RUN, ' ').trim(),
    brackets: inHead
      .filter((bracket) => !kept.includes(bracket))
      .map((bracket) => ({
        index: bracket.start,
        inner: innerOf(line, bracket).trim(),
        atEnd: bracket.start >= foodEnd,
      })),
    notes,
  };
}
