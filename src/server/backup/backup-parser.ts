import { BackupError } from './backup-error';
import { BACKUP_FORMAT, type BackupHeader } from './backup-format';
import { BACKUP_MESSAGES as M } from './backup-messages';

/** One table's rows in a backup: batches of JSON arrays, as json_populate_recordset takes them. */
export interface BackupTableRows {
  name: string;
  rows: number;
  batches: RowBatch[];
}

/** A JSON array of rows and the fields its rows have. */
export interface RowBatch {
  json: string;
  fields: string[];
}

/** A backup read and checked line by line; nothing in it has been run. */
export interface ParsedBackup {
  header: BackupHeader;
  tables: BackupTableRows[];
}

const HEADER_PATTERNS = {
  appVersion: /^-- app-version: ([0-9A-Za-z.+-]{1,40})$/,
  migration: /^-- migration: (\d{4}_[a-z0-9_]{1,80})$/,
  engine: /^-- engine: (pglite|postgres)$/,
  createdAt: /^-- created: (\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z)$/,
} as const;
const FORMAT_LINE = /^-- format: ([a-z-]{1,40}) (\d{1,6})$/;
const TABLE_LINE = /^-- table "([a-z_][a-z0-9_]{0,62})": (\d{1,12}) rows?$/;
const INSERT_START = /^insert into "([a-z_][a-z0-9_]{0,62})" /;
const END_LINE = /^-- end: (\d{1,6}) tables?, (\d{1,12}) rows?$/;

/**
 * Reads a backup without trusting it: every line must be one the writer makes (backup-format.ts), each insert
 * must name a table a backup holds and carry a JSON array of rows, and the counts must add up. Anything else,
 * such as an added `drop table`, stops the restore before the database is touched. Restore then builds its own
 * statements from the table names and rows; the SQL text of the file is never run.
 */
export function parseBackup(text: string, file: string, knownTables: ReadonlySet<string>): ParsedBackup {
  // A file saved on Windows gains carriage returns; the JSON itself never holds a raw one.
  const lines = text.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
  const header = parseHeader(lines, file);
  try {
    return parseBody(lines, file, knownTables, header);
  } catch (error) {
    // A file that stops mid-line was cut short (a full disk, an interrupted copy): say that, not which line.
    if (error instanceof BackupError && !text.endsWith('\n')) {
      throw new BackupError(M.truncated(file));
    }
    throw error;
  }
}

function parseBody(
  lines: string[],
  file: string,
  knownTables: ReadonlySet<string>,
  header: BackupHeader,
): ParsedBackup {
  const tables: BackupTableRows[] = [];
  let current: BackupTableRows | undefined;
  let declared = 0;
  const closeTable = () => {
    if (current && current.rows !== declared) {
      throw new BackupError(M.countMismatch(file, current.name));
    }
  };
  for (let index = 6; index < lines.length; index++) {
    const line = lines[index] ?? '';
    const lineNumber = index + 1;
    if (line === '' && index === lines.length - 1) {
      // The file's last newline, with no end line before it: a copy that stopped between two lines.
      break;
    }
    const table = TABLE_LINE.exec(line);
    if (table) {
      closeTable();
      const name = table[1] ?? '';
      if (!knownTables.has(name)) {
        throw new BackupError(M.unknownTable(file, lineNumber, name));
      }
      if (tables.some((seen) => seen.name === name)) {
        throw new BackupError(M.unexpectedLine(file, lineNumber));
      }
      current = { name, rows: 0, batches: [] };
      declared = Number(table[2]);
      tables.push(current);
      continue;
    }
    const end = END_LINE.exec(line);
    if (end) {
      closeTable();
      const totalRows = tables.reduce((sum, seen) => sum + seen.rows, 0);
      if (Number(end[1]) !== tables.length || Number(end[2]) !== totalRows) {
        throw new BackupError(M.unexpectedLine(file, lineNumber));
      }
      if (lines.slice(index + 1).some((rest) => rest !== '')) {
        throw new BackupError(M.unexpectedLine(file, lineNumber + 1));
      }
      return { header, tables };
    }
    if (!current) {
      throw new BackupError(M.unexpectedLine(file, lineNumber));
    }
    const batch = parseInsert(line, current.name, file, lineNumber);
    current.batches.push({ json: batch.json, fields: batch.fields });
    current.rows += batch.count;
  }
  throw new BackupError(M.truncated(file));
}

function parseHeader(lines: string[], file: string): BackupHeader {
  if (lines[0] !== `-- ${BACKUP_FORMAT.title}`) {
    throw new BackupError(M.notABackup(file));
  }
  const format = FORMAT_LINE.exec(lines[1] ?? '');
  if (!format) {
    throw new BackupError(M.badHeader(file, 2));
  }
  const formatVersion = Number(format[2]);
  if (format[1] !== BACKUP_FORMAT.name || formatVersion !== BACKUP_FORMAT.version) {
    throw new BackupError(M.unsupportedFormat(file, `${format[1]} ${format[2]}`));
  }
  const field = (index: number, pattern: RegExp): string => {
    const match = pattern.exec(lines[index] ?? '');
    if (!match?.[1]) {
      throw new BackupError(lines.length <= index ? M.truncated(file) : M.badHeader(file, index + 1));
    }
    return match[1];
  };
  return {
    formatVersion,
    appVersion: field(2, HEADER_PATTERNS.appVersion),
    migration: field(3, HEADER_PATTERNS.migration),
    engine: field(4, HEADER_PATTERNS.engine) as BackupHeader['engine'],
    createdAt: field(5, HEADER_PATTERNS.createdAt),
  };
}

/** The rows of one insert line, or an error naming the line when it is anything but what the writer makes. */
function parseInsert(line: string, table: string, file: string, lineNumber: number) {
  const named = INSERT_START.exec(line);
  const prefix = `insert into "${table}" overriding system value select * from json_populate_recordset(null::"${table}", '`;
  const suffix = "');";
  if (named?.[1] !== table || !line.startsWith(prefix) || !line.endsWith(suffix)) {
    throw new BackupError(M.unexpectedLine(file, lineNumber));
  }
  const literal = line.slice(prefix.length, line.length - suffix.length);
  // Inside the literal every quote is doubled; a single one would end the string and start more SQL.
  if (literal.replaceAll("''", '').includes("'")) {
    throw new BackupError(M.unexpectedLine(file, lineNumber));
  }
  const json = literal.replaceAll("''", "'");
  let rows: unknown;
  try {
    rows = JSON.parse(json);
  } catch {
    throw new BackupError(M.badRows(file, lineNumber));
  }
  const isRow = (row: unknown): row is Record<string, unknown> =>
    typeof row === 'object' && row !== null && !Array.isArray(row);
  if (!Array.isArray(rows) || rows.length === 0 || !rows.every(isRow)) {
    throw new BackupError(M.badRows(file, lineNumber));
  }
  const fields = new Set(rows.flatMap((row) => Object.keys(row)));
  return { json, fields: [...fields], count: rows.length };
}
