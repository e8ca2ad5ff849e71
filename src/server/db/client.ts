import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

/** The drizzle database, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Anything drizzle runs SQL on: the database, or a transaction on it. */
export type Executor = Pick<Database, 'execute'>;

/**
 * An open transaction: its statements commit or roll back together. drizzle's transaction is a Database too, so
 * code that takes a Database takes a transaction as it is; a function typed with this one runs only inside one.
 */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Which engine holds the data. */
export type DatabaseKind = 'pglite' | 'postgres';

/** An open database and how to close it. */
export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Rejects when the database does not answer (for the health check). */
  ping(): Promise<void>;
  /** Calls back with every NOTIFY payload on a channel; resolves to a function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Runs work while holding a lock that every instance of the app on this database shares. */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// Any constant works; it only has to be the same in every instance of the app.
const APP_LOCK = 4_172_023;

/** Where to open the database: a PostgreSQL URL, a PGlite folder, or PGlite in memory (tests). */
export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

/** Opens PGlite (embedded) or a PostgreSQL pool; both speak the same SQL dialect and schema. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    return {
      db: drizzlePostgres({ client: pool, schema }),
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      listen: (channel, onPayload) => listenOnPostgres(target.url, channel, onPayload),
      exclusively: (work) => withAdvisoryLock(pool, work),
      close: () => pool.end(),
    };
  }
  // Loaded only for the embedded database: a server on PostgreSQL never holds PGlite's code in memory.
  const { openPglite } = await import('./pglite-client');
  return openPglite('dataDir' in target ? { dataDir: madeFolder(embeddedFolder(target.dataDir)) } : {});
}

async function withAdvisoryLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  // The lock lives on its own connection so the work can use the pool (and its transactions) freely.
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [APP_LOCK]);
    return await work();
  } finally {
    await lockHolder.query('select pg_advisory_unlock($1)', [APP_LOCK]).catch(() => undefined);
    lockHolder.release();
  }
}

/** Where the embedded database keeps its files inside DATA_DIR. */
export function embeddedFolder(dataDir: string): string {
  return join(dataDir, 'pglite');
}

function madeFolder(folder: string): string {
  mkdirSync(folder, { recursive: true });
  return folder;
}

/** LISTEN on a connection of its own, reconnecting with backoff if the server drops it. */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retryMs = 250;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) {
        onPayload(message.payload);
      }
    });
    next.on('error', () => {
      void next.end().catch(() => undefined);
      if (!stopped) {
        setTimeout(() => void connect().catch(() => undefined), retryMs);
        retryMs = Math.min(retryMs * 2, 10_000);
      }
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    retryMs = 250;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
