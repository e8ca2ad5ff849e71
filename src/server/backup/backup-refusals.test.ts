import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, resultOf, type TestApp } from '@tests/support/test-app';
import { DATABASE_KINDS } from '@tests/support/test-database';
import { queryRows } from '@tests/support/test-sql';
import { signUpUser, type TestUser } from '@tests/support/test-users';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupDatabase } from './backup';
import { endLine, headerLines, insertLine, tableLine } from './backup-format';
import { BACKUP_MESSAGES as M } from './backup-messages';
import { backedUpTables, TRANSIENT_TABLES } from './backup-tables';
import { latestMigration, readMigrationJournal } from './migration-journal';
import { readBackup, restoreBackup } from './restore';

const latest = latestMigration(readMigrationJournal());

describe.each(DATABASE_KINDS)('what a restore refuses, on %s', (kind) => {
  let source: TestApp;
  let target: TestApp;
  let owner: TestUser;
  let folder: string;
  let file: string;
  let text: string;
  const emails = (app: TestApp) =>
    queryRows<{ email: string }>(app.database, sql`select email from "user" order by email`).then((rows) =>
      rows.map((row) => row.email),
    );
  /** A copy of the backup with its lines changed, in a file of its own. */
  const variant = (name: string, change: (lines: string[]) => string[]) => {
    const path = join(folder, name);
    writeFileSync(path, change(text.split('\n')).join('\n'));
    return path;
  };

  beforeAll(async () => {
    source = await createTestApp(kind);
    owner = await signUpUser(source, 'Owner');
    const { id: listId } = resultOf(await source.call('createList', { name: 'Home' }, owner.cookie));
    resultOf(await source.call('addItems', { listId, text: 'milk\nbread' }, owner.cookie));
    folder = mkdtempSync(join(tmpdir(), 'aislewise-refusals-'));
    file = join(folder, 'home.sql');
    await backupDatabase(source.database, file, { appVersion: '0.1.0' });
    text = readFileSync(file, 'utf8');
    target = await createTestApp(kind);
  });
  afterAll(async () => {
    await source.close();
    await target.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('backs up every table of the database except the transient ones', async () => {
    const tables = await queryRows<{ name: string }>(
      source.database,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const covered = new Set([
      ...backedUpTables().map((table) => table.name),
      ...Object.keys(TRANSIENT_TABLES),
    ]);
    expect(tables.map((table) => table.name).filter((name) => !covered.has(name))).toEqual([]);
  });

  it('refuses a database with accounts or lists unless forced, then replaces everything in it', async () => {
    const stranger = await signUpUser(target, 'Stranger');
    const backup = await readBackup(file);
    await expect(restoreBackup(target.database, backup, { force: false })).rejects.toThrow(M.notEmpty);
    expect(await emails(target)).toEqual([stranger.email]);

    await restoreBackup(target.database, backup, { force: true });
    expect(await emails(target)).toEqual([owner.email]);
    // The stranger's session went with their account: the cookie no longer signs anyone in.
    expect((await target.call('me', {}, stranger.cookie)).status).toBe(401);
  });

  it('is all or nothing: a backup that breaks a constraint leaves the database as it was', async () => {
    await signUpUser(target, 'Stranger');
    const before = await emails(target);
    const orphan = JSON.stringify({
      id: 'i1',
      list_id: 'no-such-list',
      name: 'milk',
      category: 'Dairy & Eggs',
    });
    const path = variant('orphan.sql', (lines) => [
      ...lines.slice(0, 6),
      tableLine('list_item', 1),
      insertLine('list_item', [orphan]),
      endLine(1, 1),
      '',
    ]);
    await expect(restoreBackup(target.database, await readBackup(path), { force: true })).rejects.toThrow(
      /^The database refused the backup's rows of table "list_item" \(.*foreign key.*\); nothing was restored\.$/,
    );
    expect(await emails(target)).toEqual(before);
  });

  it('refuses an edited file before touching the database, and a damaged or foreign one', async () => {
    const withDrop = variant('drop.sql', (lines) => [
      ...lines.slice(0, 9),
      'drop table "list_item";',
      ...lines.slice(9),
    ]);
    await expect(readBackup(withDrop)).rejects.toThrow(M.unexpectedLine(withDrop, 10));

    const cut = join(folder, 'cut.sql');
    writeFileSync(cut, text.slice(0, Math.floor(text.length * 0.6)));
    await expect(readBackup(cut)).rejects.toThrow(M.truncated(cut));
    const cutBetweenLines = join(folder, 'cut-between-lines.sql');
    writeFileSync(cutBetweenLines, text.slice(0, text.lastIndexOf('\n', Math.floor(text.length * 0.6)) + 1));
    await expect(readBackup(cutBetweenLines)).rejects.toThrow(M.truncated(cutBetweenLines));

    const garbage = join(folder, 'garbage.sql');
    writeFileSync(garbage, Buffer.from([0x00, 0xff, 0x13, 0x37, 0x80, 0x81]));
    await expect(readBackup(garbage)).rejects.toThrow(M.notABackup(garbage));

    const zipped = join(folder, 'home.sql.gz');
    await backupDatabase(source.database, zipped, { appVersion: '0.1.0' });
    expect((await readBackup(zipped)).tables).toEqual((await readBackup(file)).tables);
    const bytes = readFileSync(zipped);
    writeFileSync(zipped, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(readBackup(zipped)).rejects.toThrow(M.notGzip(zipped));

    const missing = join(folder, 'nowhere.sql');
    await expect(readBackup(missing)).rejects.toThrow(M.cannotRead(missing, 'no such file or directory'));
  });

  it('refuses a backup of a newer version, and a database a newer version migrated', async () => {
    const futureFile = variant('future.sql', (lines) =>
      lines.map((line) => (line.startsWith('-- migration: ') ? '-- migration: 9999_from_the_future' : line)),
    );
    await expect(readBackup(futureFile)).rejects.toThrow(
      M.newerMigration('9999_from_the_future', latest.tag),
    );

    const database = target.database;
    const future = latest.when + 1000;
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('future', ${future})`,
    );
    try {
      const made = `the migration of ${new Date(future).toISOString()}`;
      await expect(restoreBackup(database, await readBackup(file), { force: true })).rejects.toThrow(
        M.databaseNewer(made, latest.tag),
      );
      await expect(
        backupDatabase(database, join(folder, 'newer.sql'), { appVersion: '0.1.0' }),
      ).rejects.toThrow(M.databaseNewer(made, latest.tag));
    } finally {
      await database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${future}`);
    }
  });

  it('restores a backup from before a column existed, the column taking its default', async () => {
    const header = text.split('\n').slice(0, 6);
    const oldUser = JSON.stringify({
      id: 'u-old',
      name: 'Old',
      email: 'old@example.com',
      email_verified: false,
    });
    const path = variant('old.sql', () => [
      ...header,
      tableLine('user', 1),
      insertLine('user', [oldUser]),
      endLine(1, 1),
      '',
    ]);
    await restoreBackup(target.database, await readBackup(path), { force: true });
    const rows = await queryRows<{ status: string; created: boolean }>(
      target.database,
      sql`select subscription_status as status, created_at is not null as created from "user"`,
    );
    expect(rows).toEqual([{ status: 'inactive', created: true }]);
  });
});

describe('the header of a backup', () => {
  it('names the format, the app, the migration, the engine and the time', () => {
    expect(
      headerLines({
        formatVersion: 1,
        appVersion: '1.2.3',
        migration: latest.tag,
        engine: 'postgres',
        createdAt: '2026-05-01T10:00:00.000Z',
      }),
    ).toEqual([
      '-- Aislewise backup',
      '-- format: aislewise-sql 1',
      '-- app-version: 1.2.3',
      `-- migration: ${latest.tag}`,
      '-- engine: postgres',
      '-- created: 2026-05-01T10:00:00.000Z',
    ]);
  });
});
