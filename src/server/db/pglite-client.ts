import { PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { leanMemory } from '../lean-heap';
import type { DatabaseHandle } from './client';
import * as schema from './schema';

/**
 * PostgreSQL's defaults size its caches for a server of its own (128 MB of shared buffers), and PGlite's WASM
 * heap keeps every page it ever touched: an idle server held 285 MiB with them, 150 MiB with 16 MB. A household's
 * data is a few megabytes. 4 MB saved 12 MiB more, but once bench/load's lists had grown past it, replaying an
 * outbox's queue ran 2-4% slower than with the default buffers in three runs out of three.
 */
const PGLITE_START_PARAMS = leanMemory
  ? [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB']
  : PGlite.defaultStartParams;

/**
 * Opens PGlite on a folder, creating the database there when the folder has none. Creating it grows PGlite's
 * WebAssembly memory to about 600 MB for as long as the process runs: a server's first start has it done by a
 * process of its own (create-embedded.ts).
 */
async function openOnFolder(dataDir: string): Promise<TakingTurnsPGlite> {
  // Every acknowledged write is on disk before the answer goes out (a test kills the server to check).
  const client = new TakingTurnsPGlite({
    dataDir,
    relaxedDurability: false,
    startParams: PGLITE_START_PARAMS,
  });
  await client.waitReady;
  return client;
}

/** PGlite on a folder (the server) or in memory (tests), as a DatabaseHandle. */
export async function openPglite(options: { dataDir?: string }): Promise<DatabaseHandle> {
  const client = options.dataDir
    ? await openOnFolder(options.dataDir)
    : new TakingTurnsPGlite({ startParams: PGLITE_START_PARAMS });
  await client.waitReady;
  // PGlite lives inside this one process: there is no other instance to wait for.
  return {
    db: drizzlePglite({ client, schema }),
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => stop();
    },
    exclusively: (work) => work(),
    close: () => client.close(),
  };
}

/**
 * PGlite runs each query on this thread and hands its lock from one waiting query to the next without the event
 * loop turning in between, so under load a long queue of reads ran as one block while new requests waited
 * unread (addItems at 50 connections: p99 over 2 s). Each query first lets pending I/O in.
 */
class TakingTurnsPGlite extends PGlite {
  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    await new Promise((resolve) => setImmediate(resolve));
    return super.query<T>(query, params, options);
  }
}
