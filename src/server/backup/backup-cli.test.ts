import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appOn, signIn } from '@tests/support/backup-household';
import { createTestApp, resultOf } from '@tests/support/test-app';
import { createPostgresDatabase } from '@tests/support/test-database';
import { queryRows } from '@tests/support/test-sql';
import { signUpUser, type TestUser } from '@tests/support/test-users';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { backupDatabase } from './backup';
import { BACKUP_MESSAGES as M } from './backup-messages';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Runs the CLI as `npm run backup/restore` does, with the server's environment; answers its exit and output. */
function cli(args: string[], env: { DATA_DIR?: string; DATABASE_URL?: string }) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['dist/server/backup-cli.js', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: '', DATABASE_URL: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run backup / restore', { timeout: 180_000 }, () => {
  let folder: string;
  let dataDir: string;
  let first: string;
  let shopper: TestUser;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'aislewise-cli-'));
    dataDir = join(folder, 'data');
    first = join(folder, 'from-postgres.sql');
    const source = await createTestApp('postgres');
    try {
      shopper = await signUpUser(source, 'Shopper');
      const { id: listId } = resultOf(await source.call('createList', { name: 'Groceries' }, shopper.cookie));
      resultOf(await source.call('addItems', { listId, text: '2 lb apples\nmilk' }, shopper.cookie));
      await backupDatabase(source.database, first, { appVersion: '0.1.0' });
    } finally {
      await source.close();
    }
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('moves a household from PostgreSQL to the embedded database and back, sign-in included', async () => {
    const intoPglite = await cli(['restore', first], { DATA_DIR: dataDir });
    expect(intoPglite.stderr).toBe('');
    expect(intoPglite.code).toBe(0);
    expect(intoPglite.stdout).toContain('into the pglite database:');
    expect(intoPglite.stdout).toMatch(/ {2}list_item +2\n/);

    // PGlite takes no lock of its own: with its files open elsewhere (here, this test), a backup stops and says so.
    const holder = await openDatabase({ dataDir });
    try {
      const refused = await cli(['backup', join(folder, 'while-open.sql')], { DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`open in another process (pid ${process.pid}`);
      expect(refused.stderr).toContain('Stop the server first');
    } finally {
      await holder.close();
    }

    const second = join(folder, 'from-pglite.sql.gz');
    const backup = await cli(['backup', second], { DATA_DIR: dataDir });
    expect([backup.code, backup.stderr]).toEqual([0, '']);
    expect(backup.stdout).toContain(`Backed up the pglite database (migration `);

    const postgres = await createPostgresDatabase();
    try {
      const intoPostgres = await cli(['restore', second], { DATABASE_URL: postgres.url });
      expect([intoPostgres.code, intoPostgres.stderr]).toEqual([0, '']);
      expect(intoPostgres.stdout).toContain('on pglite');
      expect(intoPostgres.stdout).toContain('into the postgres database:');

      const again = await cli(['restore', second], { DATABASE_URL: postgres.url });
      expect([again.code, again.stdout, again.stderr]).toEqual([1, '', `${M.notEmpty}\n`]);
      const forced = await cli(['restore', second, '--force'], { DATABASE_URL: postgres.url });
      expect([forced.code, forced.stderr]).toEqual([0, '']);

      const database = await openDatabase({ url: postgres.url });
      try {
        const signedIn = await signIn(appOn(database), shopper.email);
        expect(signedIn.status).toBe(200);
        const items = await queryRows<{ name: string; quantity: string | null }>(
          database,
          sql`select name, quantity from list_item order by position`,
        );
        expect(items).toEqual([
          { name: 'apples', quantity: '2 lb' },
          { name: 'milk', quantity: null },
        ]);
      } finally {
        await database.close();
      }
    } finally {
      await postgres.drop();
    }
  });

  it('refuses to write a backup over a symbolic link, a folder, a device or a named pipe, and leaves each as it was', async () => {
    const postgres = await createPostgresDatabase();
    try {
      expect((await cli(['restore', first], { DATABASE_URL: postgres.url })).code).toBe(0);
      const pointedAt = join(folder, 'kept.txt');
      writeFileSync(pointedAt, 'kept\n');
      const link = join(folder, 'link.sql');
      symlinkSync(pointedAt, link);
      const directory = join(folder, 'a-folder.sql');
      mkdirSync(directory);
      const fifo = join(folder, 'pipe.sql');
      execFileSync('mkfifo', [fifo]);
      // A device node of its own (/dev/null's numbers), so a failing test cannot replace the real one.
      const device = join(folder, 'null.sql');
      execFileSync('mknod', [device, 'c', '1', '3']);
      const kindOf = (path: string) => {
        const stats = lstatSync(path);
        return stats.isSymbolicLink()
          ? 'link'
          : stats.isDirectory()
            ? 'folder'
            : stats.isFIFO()
              ? 'fifo'
              : stats.isCharacterDevice()
                ? 'device'
                : 'file';
      };
      const targets = [
        [link, 'link', 'a symbolic link'],
        [directory, 'folder', 'a folder'],
        [fifo, 'fifo', 'a named pipe'],
        [device, 'device', 'a device'],
      ] as const;
      const outcomes = [];
      for (const [target] of targets) {
        const answer = await cli(['backup', target], { DATABASE_URL: postgres.url });
        outcomes.push([answer.code, answer.stdout, answer.stderr, kindOf(target)]);
      }
      expect(outcomes).toEqual(
        targets.map(([target, kind, what]) => [1, '', `${M.unsafeTarget(target, what)}\n`, kind]),
      );
      expect(readFileSync(pointedAt, 'utf8')).toBe('kept\n');
      // Nothing was left beside them either.
      expect(readdirSync(folder).filter((name) => name.includes('.partial-'))).toEqual([]);

      // An existing regular file is replaced, as before.
      const existing = join(folder, 'existing.sql');
      writeFileSync(existing, 'old\n');
      expect((await cli(['backup', existing], { DATABASE_URL: postgres.url })).code).toBe(0);
      expect(readFileSync(existing, 'utf8')).toMatch(/^-- Aislewise backup/);
    } finally {
      await postgres.drop();
    }
  });

  it('answers a foreign file, a missing database and wrong usage with one line and no trace', async () => {
    const garbage = join(folder, 'notes.txt');
    writeFileSync(garbage, 'shopping: milk, eggs\n');
    const foreign = await cli(['restore', garbage], { DATA_DIR: join(folder, 'other') });
    expect([foreign.code, foreign.stdout, foreign.stderr]).toEqual([1, '', `${M.notABackup(garbage)}\n`]);
    // The file is checked before the database is opened: no embedded database was created for it.
    expect(existsSync(join(folder, 'other'))).toBe(false);

    const empty = join(folder, 'empty-data');
    const nothing = await cli(['backup', join(folder, 'x.sql')], { DATA_DIR: empty });
    expect([nothing.code, nothing.stderr]).toEqual([1, `${M.noEmbeddedDatabase(join(empty, 'pglite'))}\n`]);

    const unreachable = await cli(['backup', join(folder, 'y.sql')], {
      DATABASE_URL: 'postgres://aislewise:secret@127.0.0.1:1/aislewise',
    });
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toMatch(
      /^Cannot connect to the PostgreSQL database at 127\.0\.0\.1:1\/aislewise: /,
    );
    expect(unreachable.stderr).not.toContain('secret');
    expect(unreachable.stderr.trim().split('\n')).toHaveLength(1);

    expect(await cli([], {})).toMatchObject({ code: 2, stderr: `${M.usage}\n` });
    expect(await cli(['backup', 'x.sql', '--force'], {})).toMatchObject({ code: 2 });
  });
});
