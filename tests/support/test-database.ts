import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, type DatabaseKind, openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { projectRoot } from '../../src/server/project-root';

/** Both engines the integration tests run on. */
export const DATABASE_KINDS: readonly DatabaseKind[] = ['pglite', 'postgres'];

/** A new, empty database on the test cluster: its URL and how to drop it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('postgresUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/**
 * A fresh in-memory PGlite. Its WASM initdb now and then aborts at start on a busy machine (upstream
 * electric-sql/pglite#884: "RuntimeError: Aborted()" before any SQL ran); a new instance starts cleanly, so
 * the harness tries again rather than failing a test that never reached our code.
 */
async function openInMemory(attempt = 1): Promise<DatabaseHandle> {
  try {
    return await openDatabase({ memory: true });
  } catch (error) {
    if (attempt < 3 && error instanceof Error && error.message.startsWith('Aborted(')) {
      return openInMemory(attempt + 1);
    }
    throw error;
  }
}

/** A migrated, empty database of the given kind: PGlite in memory, or a new database on the test cluster. */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  const handle = await openBlankDatabase(kind);
  await migrateDatabase(handle);
  return handle;
}

/**
 * An empty database as the release before migration `tag` left it: drizzle/ with its journal cut before that
 * migration, applied as the server applies it (its data steps too). migrateDatabase on it then runs the rest, as
 * an upgrade of that release would.
 */
export async function openDatabaseBefore(kind: DatabaseKind, tag: string): Promise<DatabaseHandle> {
  const folder = mkdtempSync(join(tmpdir(), 'aislewise-migrations-'));
  try {
    cpSync(join(projectRoot, 'drizzle'), folder, { recursive: true });
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const before = journal.entries.findIndex((entry) => entry.tag === tag);
    if (before < 0) {
      throw new Error(`no migration ${tag} in drizzle/meta/_journal.json`);
    }
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, before) }));
    const handle = await openBlankDatabase(kind);
    try {
      await migrateDatabase(handle, folder);
    } catch (error) {
      await handle.close();
      throw error;
    }
    return handle;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A new, empty database of the given kind, not migrated; closing a PostgreSQL one drops it. */
async function openBlankDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    return openInMemory();
  }
  const created = await createPostgresDatabase();
  const handle = await openDatabase({ url: created.url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await created.drop();
    },
  };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
