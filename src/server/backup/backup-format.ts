import type { DatabaseKind } from '../db/client';

/**
 * The backup file: plain SQL text, one statement per line, that any PostgreSQL (PGlite included) reads with
 * its own type conversions, so a backup of one engine restores into the other. Rows travel as JSON through
 * `json_populate_recordset`, which casts each field to the column's type (timestamps, arrays, jsonb, bigint).
 *
 *   -- Aislewise backup
 *   -- format: aislewise-sql 1
 *   -- app-version: 0.1.0
 *   -- migration: 0011_meal_servings
 *   -- engine: pglite
 *   -- created: 2026-05-01T10:00:00.000Z
 *   -- table "user": 2 rows
 *   insert into "user" overriding system value select * from json_populate_recordset(null::"user", '[…]');
 *   …
 *   -- end: 18 tables, 345 rows
 *
 * The last line says the file is complete. A restore accepts exactly these lines and nothing else.
 */
export const BACKUP_FORMAT = { title: 'Aislewise backup', name: 'aislewise-sql', version: 1 } as const;

/** What a backup says about where and when it was made. */
export interface BackupHeader {
  formatVersion: number;
  appVersion: string;
  /** The last drizzle migration applied to the database it came from (a tag of drizzle/meta/_journal.json). */
  migration: string;
  engine: DatabaseKind;
  createdAt: string;
}

/** The header's lines, in their fixed order. */
export function headerLines(header: BackupHeader): string[] {
  return [
    `-- ${BACKUP_FORMAT.title}`,
    `-- format: ${BACKUP_FORMAT.name} ${header.formatVersion}`,
    `-- app-version: ${header.appVersion}`,
    `-- migration: ${header.migration}`,
    `-- engine: ${header.engine}`,
    `-- created: ${header.createdAt}`,
  ];
}

/** The line that opens a table's rows and says how many follow. */
export function tableLine(table: string, rows: number): string {
  return `-- table "${table}": ${rows} ${rows === 1 ? 'row' : 'rows'}`;
}

/**
 * One statement inserting a batch of rows, each given as its `row_to_json` text. Identity columns keep their
 * values (`overriding system value`), so items and plan entries keep their order.
 */
export function insertLine(table: string, rowsJson: readonly string[]): string {
  const json = `[${rowsJson.join(',')}]`;
  // PostgreSQL escapes control characters inside JSON strings, so a raw line break means a bug, not data.
  if (/[\r\n]/.test(json)) {
    throw new Error(`A row of ${table} rendered over several lines`);
  }
  const literal = json.replaceAll("'", "''");
  return `insert into "${table}" overriding system value select * from json_populate_recordset(null::"${table}", '${literal}');`;
}

/** The last line: a backup without it was cut short. */
export function endLine(tables: number, rows: number): string {
  return `-- end: ${tables} ${tables === 1 ? 'table' : 'tables'}, ${rows} ${rows === 1 ? 'row' : 'rows'}`;
}
