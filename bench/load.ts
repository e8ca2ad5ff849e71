import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type autocannon from 'autocannon';
import pg from 'pg';
import { REPLAY_BATCH } from '../src/shared/limits';
import { startServerProcess } from '../tests/support/server-process';
import {
  callApi,
  callOptions,
  fire,
  headersOf,
  prepareList,
  queueOfChanges,
  REPLAYED,
  SECONDS,
  sendBatched,
  storeList,
  WARM_UP_SECONDS,
} from './load-client';
import { householdOn, householdOnPostgres } from './load-household';
import { COMPRESSION, compareSetting, MEMORY_SETTINGS } from './load-settings';
import { onPostgres } from './on-postgres';

const ROWS = 1000;

/** The engine's own rate for the same single-row UPDATE our toggleItem ends in, issued back to back. */
async function directUpdateRate(run: (sql: string, params: unknown[]) => Promise<unknown>): Promise<number> {
  await run('create table bench_item (id text primary key, list_id text, checked bool)', []);
  await run(`insert into bench_item select 'i' || g, 'l1', false from generate_series(1, ${ROWS}) g`, []);
  const burst = async (ms: number) => {
    let count = 0;
    const started = performance.now();
    while (performance.now() - started < ms) {
      await run('update bench_item set checked = $1 where id = $2 and list_id = $3', [
        count % 2 === 0,
        `i${(count % ROWS) + 1}`,
        'l1',
      ]);
      count += 1;
    }
    return (count * 1000) / (performance.now() - started);
  };
  await burst(1000);
  const rates = [await burst(2000), await burst(2000), await burst(2000)].sort((a, b) => a - b);
  return rates[1] ?? 0;
}

async function pgliteDirectRate(): Promise<number> {
  const db = await PGlite.create();
  try {
    return await directUpdateRate((sql, params) => db.query(sql, params));
  } finally {
    await db.close();
  }
}

async function postgresDirectRate(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await directUpdateRate((sql, params) => client.query(sql, params));
  } finally {
    await client.query('drop table if exists bench_item');
    await client.end();
  }
}

/**
 * The outbox's queue sent in replayChanges calls, then again, as after answers that never arrived (the list must
 * not change), and as a baseline the same kind of queue at one call per change (as a device without replayChanges).
 */
async function replayQueue(base: string, headers: Record<string, string>) {
  const { listId, changes } = await queueOfChanges(base, headers);
  const listNow = async () => JSON.stringify(await callApi(base, headers, 'getList', { listId }));
  const first = await sendBatched(base, headers, changes);
  const before = await listNow();
  const again = await sendBatched(base, headers, changes);
  const unchanged = (await listNow()) === before;
  const started = performance.now();
  for (const change of changes) {
    await callApi(base, headers, change.name, { ...change.data, changeId: randomUUID() });
  }
  const oneByOne = performance.now() - started;
  return { first, again, unchanged, oneByOne };
}

function describe(label: string, result: autocannon.Result): string {
  return (
    `${label}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, ` +
    `p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx} (non-2xx ${result.non2xx})`
  );
}

/**
 * toggleItem and addItems at 50 connections from one address, beside /api/health and the engine's own UPDATE rate.
 * Each write is measured after a first burst of it: a household's server has been up a while, and V8 optimizes
 * the code a write keeps running (the embedded database's too) within its first seconds.
 */
async function loadOn(engine: string, env: Record<string, string>, directRate: number): Promise<string[]> {
  const server = await startServerProcess(env);
  try {
    const list = await prepareList(server);
    const { base, listId, itemId } = list;
    const headers = headersOf(list);
    const health = await fire({ url: `${base}/api/health` });
    const write = async (data: object, path = 'toggleItem', duration = SECONDS) => {
      const options = callOptions(base, headers, path, data);
      await fire({ ...options, duration: WARM_UP_SECONDS });
      return fire({ ...options, duration });
    };
    const toggle = await write({ listId, itemId, checked: true });
    const walked = await storeList(base, headers);
    const storeToggle = await write({ ...walked, checked: true });
    const add = await write({ listId, text: 'bread' }, 'addItems', 4);
    const replay = await replayQueue(base, headers);
    const ratio = toggle.requests.average / directRate;
    const addRatio = add.requests.average / toggle.requests.average;
    return [
      `load ${engine}: ${describe('toggleItem', toggle)}`,
      `load ${engine}: ${describe('toggleItem on a list set to a store', storeToggle)}; ` +
        `${(storeToggle.requests.average / toggle.requests.average).toFixed(2)}x the plain toggleItem rate ` +
        '(each tick also counted into the store’s trip)',
      `load ${engine}: ${describe('addItems', add)}`,
      `load ${engine}: baseline ${describe('/api/health', health)}`,
      `load ${engine}: baseline direct single-row UPDATE ${Math.round(directRate)}/s; toggleItem = ` +
        `${ratio.toFixed(2)}x of it (target >= 1.0x, zero errors, p99 <= 100 ms)`,
      `load ${engine}: addItems = ${addRatio.toFixed(2)}x the toggleItem rate (target >= 0.5x)`,
      `load ${engine}: replaying ${REPLAYED} queued changes in order as the outbox sends them (replayChanges, ` +
        `${REPLAY_BATCH} a call): ${replay.first.toFixed(0)} ms (target < 2000 ms; baseline: one call per change ` +
        `${replay.oneByOne.toFixed(0)} ms = ${(replay.oneByOne / replay.first).toFixed(2)}x; at the toggleItem rate the ` +
        `${REPLAYED} would take ${((REPLAYED / toggle.requests.average) * 1000).toFixed(0)} ms in parallel); the same queue ` +
        `sent again (answers lost): ${replay.again.toFixed(0)} ms, ${replay.unchanged ? 'nothing written twice' : 'THE LIST CHANGED'}`,
    ];
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

/** `bench/load`: PGlite as `npm start` runs it, then PostgreSQL when its server programs are installed. */
export async function benchLoad(): Promise<string[]> {
  const directRate = await pgliteDirectRate();
  const lines: string[] = [];
  const dataDirs: string[] = [];
  // Each PGlite server on a folder of its own.
  const pgliteEnv = () => {
    dataDirs.push(mkdtempSync(join(tmpdir(), 'bench-load-')));
    return { DATA_DIR: dataDirs.at(-1) ?? '' };
  };
  try {
    lines.push(...(await loadOn('pglite', pgliteEnv(), directRate)));
    lines.push(...(await compareSetting('pglite', pgliteEnv, MEMORY_SETTINGS)));
    lines.push(...(await compareSetting('pglite', pgliteEnv, COMPRESSION)));
    lines.push(...(await householdOn('pglite', pgliteEnv())));
  } finally {
    for (const dataDir of dataDirs) {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const onPg = await onPostgres('load', async ({ url, dataDir }) => {
    const env = { DATABASE_URL: url, DATA_DIR: dataDir };
    const rate = await postgresDirectRate(url);
    return [
      ...(await loadOn('postgres', env, rate)),
      ...(await compareSetting('postgres', () => env, MEMORY_SETTINGS)),
      ...(await compareSetting('postgres', () => env, COMPRESSION)),
      ...(await householdOnPostgres(url, dataDir)),
    ];
  });
  return [...lines, ...onPg];
}

/**
 * `npm run bench -- load-compression`: bench/load's with/without comparison for compression alone, on each engine
 * (issue 35: compressing answers must not cost a write rate). `load` runs it too.
 */
export async function benchLoadCompression(): Promise<string[]> {
  const dataDirs: string[] = [];
  const pgliteEnv = () => {
    dataDirs.push(mkdtempSync(join(tmpdir(), 'bench-load-')));
    return { DATA_DIR: dataDirs.at(-1) ?? '' };
  };
  try {
    const lines = await compareSetting('pglite', pgliteEnv, COMPRESSION);
    const onPg = await onPostgres('load-compression', ({ url, dataDir }) =>
      compareSetting('postgres', () => ({ DATABASE_URL: url, DATA_DIR: dataDir }), COMPRESSION),
    );
    return [...lines, ...onPg];
  } finally {
    for (const dataDir of dataDirs) {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchLoad()) {
    console.log(line);
  }
  process.exit(0);
}
