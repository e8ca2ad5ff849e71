import { readFileSync } from 'node:fs';

/**
 * One list line of the evaluation set and how docs/item-lines.md reads it: the thing to buy, its amount and
 * its note (null when the line has none). `why` says which choice was made where the document is silent
 * (empty when the document decides the row).
 */
export interface ListLineCase {
  readonly line: string;
  readonly name: string;
  readonly quantity: string | null;
  readonly note: string | null;
  readonly why: string;
}

const HEADER = ['line', 'name', 'quantity', 'note', 'why'];

/** The evaluation set's file, written from the document and real lists, kept apart from the parser. */
export const LIST_LINES_PATH = new URL('../fixtures/list-lines.tsv', import.meta.url);

/**
 * Reads tests/fixtures/list-lines.tsv: a header, then `line<TAB>name<TAB>quantity<TAB>note<TAB>why` per row,
 * an empty quantity or note meaning null. The cells are taken as written (a line's spaces are part of what is
 * tested). A malformed file throws, naming the row, so a typo cannot quietly drop or change a case.
 */
export function loadListLines(path: URL = LIST_LINES_PATH): ListLineCase[] {
  const [header, ...rows] = readFileSync(path, 'utf8').split('\n');
  if (header !== HEADER.join('\t')) {
    throw new Error(
      `list-lines: the header must be ${JSON.stringify(HEADER.join('\t'))}, got ${JSON.stringify(header)}`,
    );
  }
  if (rows.at(-1) === '') {
    rows.pop();
  }
  const seen = new Set<string>();
  return rows.map((row, index) => {
    const where = `list-lines row ${index + 2} ${JSON.stringify(row)}`;
    const cells = row.split('\t');
    if (cells.length !== HEADER.length) {
      throw new Error(`${where}: ${cells.length} cells, expected ${HEADER.length}`);
    }
    const [line = '', name = '', quantity = '', note = '', why = ''] = cells;
    if (line.trim() === '' || name.trim() === '') {
      throw new Error(`${where}: the line and the name must not be empty`);
    }
    if ([name, quantity, note, why].some((cell) => cell !== cell.trim())) {
      throw new Error(`${where}: spaces around an expected cell`);
    }
    if (seen.has(line)) {
      throw new Error(`${where}: the line is in the set twice`);
    }
    seen.add(line);
    return { line, name, quantity: quantity || null, note: note || null, why };
  });
}

/** How a line was read, in the set's terms: `note` is undefined where the reader gave no note field at all. */
export interface LineReading {
  readonly name: string;
  readonly quantity: string | null;
  readonly note: string | null | undefined;
}

/**
 * A row or item as a reading of its line: `label` is the name. The note is read through a guard, so the tests
 * compile before the note field is in the types and fail (undefined is not null) while it is missing.
 */
export function readingOf(row: { label: string; quantity: string | null }): LineReading {
  const note = 'note' in row && (typeof row.note === 'string' || row.note === null) ? row.note : undefined;
  return { name: row.label, quantity: row.quantity, note };
}

/** What docs/item-lines.md says the line reads as. */
export function expectedReading({ name, quantity, note }: ListLineCase): LineReading {
  return { name, quantity, note };
}
