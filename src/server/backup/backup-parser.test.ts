import { describe, expect, it } from 'vitest';
import { schemaTables } from '../db/schema-tables';
import { endLine, headerLines, insertLine, tableLine } from './backup-format';
import { BACKUP_MESSAGES as M } from './backup-messages';
import { parseBackup } from './backup-parser';
import { backedUpTables, TRANSIENT_TABLES } from './backup-tables';

const FILE = '/tmp/household.sql';
const KNOWN = new Set(backedUpTables().map((table) => table.name));
const HEADER = headerLines({
  formatVersion: 1,
  appVersion: '0.1.0',
  migration: '0011_meal_servings',
  engine: 'pglite',
  createdAt: '2026-05-01T10:00:00.000Z',
});
const USERS = [
  JSON.stringify({ id: 'u1', name: "O'Brien", email: 'ob@example.com' }),
  JSON.stringify({ id: 'u2', name: 'Milo "the cook"', email: 'milo@example.com' }),
];
const LIST = [JSON.stringify({ id: 'l1', name: "Saturday's shop", planned_meals: ['Pasta'] })];

/** A well-formed backup: two users in one line, one list, an empty table. */
function backupLines(): string[] {
  return [
    ...HEADER,
    tableLine('user', 2),
    insertLine('user', USERS),
    tableLine('list', 1),
    insertLine('list', LIST),
    tableLine('meal', 0),
    endLine(3, 3),
  ];
}
const text = (lines: string[]) => `${lines.join('\n')}\n`;
const parse = (lines: string[]) => parseBackup(text(lines), FILE, KNOWN);

describe('the backup file format', () => {
  it('reads back exactly what it wrote, quotes and all', () => {
    const backup = parse(backupLines());
    expect(backup.header).toEqual({
      formatVersion: 1,
      appVersion: '0.1.0',
      migration: '0011_meal_servings',
      engine: 'pglite',
      createdAt: '2026-05-01T10:00:00.000Z',
    });
    expect(backup.tables.map((table) => [table.name, table.rows])).toEqual([
      ['user', 2],
      ['list', 1],
      ['meal', 0],
    ]);
    expect(JSON.parse(backup.tables[0]?.batches[0]?.json ?? '')).toEqual(USERS.map((row) => JSON.parse(row)));
    expect(backup.tables[0]?.batches[0]?.fields).toEqual(['id', 'name', 'email']);
    // Windows line endings are read the same.
    expect(parseBackup(backupLines().join('\r\n'), FILE, KNOWN).tables).toHaveLength(3);
  });

  it('writes SQL that quotes every single quote, one statement per line', () => {
    const line = insertLine('user', USERS);
    expect(line).toContain("O''Brien");
    expect(
      line.startsWith('insert into "user" overriding system value select * from json_populate_recordset('),
    ).toBe(true);
  });

  it('holds every table of the schema except the transient ones, each after the tables it references', () => {
    const names = backedUpTables().map((table) => table.name);
    expect(names).not.toContain('session');
    expect(names).not.toContain('live_socket');
    expect(new Set([...names, ...Object.keys(TRANSIENT_TABLES)])).toEqual(
      new Set(schemaTables().map((table) => table.name)),
    );
    for (const table of backedUpTables()) {
      for (const referenced of table.references.filter((name) => name in TRANSIENT_TABLES === false)) {
        expect(names.indexOf(referenced), `${table.name} after ${referenced}`).toBeLessThan(
          names.indexOf(table.name),
        );
      }
    }
    expect(names.indexOf('store')).toBeLessThan(names.indexOf('list'));
  });

  it('refuses lines it did not write: an added drop, SQL smuggled into the rows, an unknown table', () => {
    const lines = backupLines();
    const withDrop = [...lines.slice(0, 8), 'drop table "user";', ...lines.slice(8)];
    expect(() => parse(withDrop)).toThrow(M.unexpectedLine(FILE, 9));

    const smuggled = insertLine('user', USERS).replace("O''Brien", 'O\'); drop table "list"; --');
    expect(() => parse([...HEADER, tableLine('user', 2), smuggled, endLine(1, 2)])).toThrow(
      M.unexpectedLine(FILE, 8),
    );
    const otherTable = [...HEADER, tableLine('user', 2), insertLine('list', USERS), endLine(1, 2)];
    expect(() => parse(otherTable)).toThrow(M.unexpectedLine(FILE, 8));
    expect(() => parse([...HEADER, tableLine('pg_authid', 0), endLine(1, 0)])).toThrow(
      M.unknownTable(FILE, 7, 'pg_authid'),
    );
    // Sessions are never in a backup, so a file carrying them was made by hand.
    expect(() => parse([...HEADER, tableLine('session', 0), endLine(1, 0)])).toThrow(
      M.unknownTable(FILE, 7, 'session'),
    );
    expect(() => parse([...lines, 'select 1;'])).toThrow(M.unexpectedLine(FILE, lines.length + 1));
    expect(() => parse([...HEADER, 'select pg_sleep(100);', ...lines.slice(6)])).toThrow(
      M.unexpectedLine(FILE, 7),
    );
  });

  it('refuses damaged rows and counts that do not add up', () => {
    const broken = insertLine('user', USERS).replace('"u1"', '"u1');
    expect(() => parse([...HEADER, tableLine('user', 2), broken, endLine(1, 2)])).toThrow(M.badRows(FILE, 8));
    const notRows = insertLine('user', ['1', '2']);
    expect(() => parse([...HEADER, tableLine('user', 2), notRows, endLine(1, 2)])).toThrow(
      M.badRows(FILE, 8),
    );
    expect(() => parse([...HEADER, tableLine('user', 3), insertLine('user', USERS), endLine(1, 3)])).toThrow(
      M.countMismatch(FILE, 'user'),
    );
    expect(() => parse([...HEADER, tableLine('user', 2), insertLine('user', USERS), endLine(1, 5)])).toThrow(
      M.unexpectedLine(FILE, 9),
    );
  });

  it('refuses a file cut short, a foreign file and another format', () => {
    const whole = text(backupLines());
    expect(() => parseBackup(whole.slice(0, whole.length - 40), FILE, KNOWN)).toThrow(M.truncated(FILE));
    expect(() => parseBackup(whole.slice(0, whole.indexOf('"u2"')), FILE, KNOWN)).toThrow(M.truncated(FILE));
    // A whole line missing is damage, not a cut.
    const lines = backupLines();
    expect(() => parse([...lines.slice(0, 7), ...lines.slice(8)])).toThrow(M.countMismatch(FILE, 'user'));
    expect(() => parseBackup(HEADER.slice(0, 3).join('\n'), FILE, KNOWN)).toThrow(M.truncated(FILE));
    expect(() => parseBackup('', FILE, KNOWN)).toThrow(M.notABackup(FILE));
    expect(() => parseBackup('PK\u0003\u0004 binary', FILE, KNOWN)).toThrow(M.notABackup(FILE));
    expect(() => parseBackup('-- Aislewise backup\n-- format: aislewise-sql 2\n', FILE, KNOWN)).toThrow(
      M.unsupportedFormat(FILE, 'aislewise-sql 2'),
    );
    const badEngine = backupLines().map((line) => line.replace('-- engine: pglite', '-- engine: mysql'));
    expect(() => parse(badEngine)).toThrow(M.badHeader(FILE, 5));
  });
});
