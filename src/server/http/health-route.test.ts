import { tmpdir } from 'node:os';
import { createPostgresDatabase, DATABASE_KINDS, openTestDatabase } from '@tests/support/test-database';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import type { AiService } from '../ai';
import { type DatabaseHandle, type DatabaseKind, openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { healthRoute } from './health-route';

const ai = { provider: 'local' } as AiService;

/** The real route on a real database, with the free-space threshold a test chooses. */
async function health(database: DatabaseHandle, minFreeBytes?: number) {
  const app = new Hono();
  app.get('/api/health', healthRoute({ database, ai, version: 'test', dataDir: tmpdir(), minFreeBytes }));
  const response = await app.request('/api/health');
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * A database whose transactions are read-only by default, as a managed PostgreSQL turns one whose disk is full:
 * every write of the app fails. PGlite has one session, so a session setting holds for all of it; PostgreSQL's
 * setting is the database's, seen by connections opened after it.
 */
async function readOnlyDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const handle = await openTestDatabase('pglite');
    await handle.db.execute(sql`set default_transaction_read_only = on`);
    return handle;
  }
  const created = await createPostgresDatabase();
  const setup = await openDatabase({ url: created.url });
  await migrateDatabase(setup);
  const name = new URL(created.url).pathname.slice(1);
  await setup.db.execute(sql.raw(`alter database ${name} set default_transaction_read_only = on`));
  await setup.close();
  const handle = await openDatabase({ url: created.url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await created.drop();
    },
  };
}

describe.each(DATABASE_KINDS)('GET /api/health on %s', (kind) => {
  const opened: DatabaseHandle[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((handle) => handle.close()));
  });
  const open = async (make: () => Promise<DatabaseHandle>) => {
    const handle = await make();
    opened.push(handle);
    return handle;
  };

  it('says ok while the database takes writes and the disk has room', async () => {
    const database = await open(() => openTestDatabase(kind));
    expect(await health(database)).toEqual({
      status: 200,
      body: { status: 'ok', database: kind, ai: 'local', version: 'test' },
    });
  });

  it('says degraded, with the reason, when the database takes no writes', async () => {
    const database = await open(() => readOnlyDatabase(kind));
    // The premise: the app's writes fail.
    const refusal = await database.db.execute(sql`update "user" set name = name`).then(
      () => null,
      (error: Error) => error.cause,
    );
    expect(String(refusal)).toMatch(/read-only transaction/);
    expect(await health(database)).toEqual({
      status: 200,
      body: {
        status: 'degraded',
        reason: 'The database takes no writes: its transactions are read-only.',
        database: kind,
        ai: 'local',
        version: 'test',
      },
    });
  });

  it('says degraded, with the reason, when the disk of DATA_DIR has less free space than the threshold', async () => {
    const database = await open(() => openTestDatabase(kind));
    const { status, body } = await health(database, Number.MAX_SAFE_INTEGER);
    expect(status).toBe(200);
    expect(body.status).toBe('degraded');
    expect(body.reason).toMatch(/^The disk of DATA_DIR has \d+ MB free, below \d+ MB: writes may fail\.$/);
  });
});
