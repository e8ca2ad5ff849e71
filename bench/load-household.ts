import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type ServerProcess, startServerProcess } from '../tests/support/server-process';
import { callApi, callOptions, cpuMs, fire, WARM_UP_SECONDS } from './load-client';
import { onPostgres } from './on-postgres';

/** Issue 33: a member of a 6-person household with 50 lists reads them about as fast as a user alone does. */

const LISTS = 50;
const ITEMS = 20;
const MEMBERS = 6;

type Headers = Record<string, string>;

/** A new account on the server, signed in: its headers for callApi. */
async function signUp(base: string, name: string): Promise<Headers> {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      email: `${name.toLowerCase()}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`,
      password: 'correct-horse-battery-9',
      name,
    }),
  });
  if (!response.ok) {
    throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  }
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { 'content-type': 'application/json', cookie, origin: base };
}

/** 50 lists of 20 items, made by the given people in turn; the ids in the order made. */
async function makeLists(base: string, makers: Headers[]): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < LISTS; index += 1) {
    const maker = makers[index % makers.length] as Headers;
    const { id } = await callApi<{ id: string }>(base, maker, 'createList', { name: `List ${index}` });
    const text = Array.from({ length: ITEMS }, (_, item) => `item ${item} of list ${index}`).join('\n');
    await callApi(base, maker, 'addItems', { listId: id, text });
    ids.push(id);
  }
  return ids;
}

/** The caller and the list to open: whose My Lists must show all 50 lists. */
async function reader(base: string, headers: Headers, listId: string) {
  const { lists } = await callApi<{ lists: unknown[] }>(base, headers, 'listLists', {});
  if (lists.length !== LISTS) {
    throw new Error(`listLists showed ${lists.length} lists, not ${LISTS}`);
  }
  return { headers, listId };
}

/** Bursts in turns, alone then member then member then alone, and so on: drift on a busy machine falls on both. */
const TURNS = 4;
const BURST_SECONDS = 3;

interface Burst {
  p50: number;
  p99: number;
  rate: number;
  /** The server process's CPU time a request, ms (with PGlite the database's work is in it too). */
  cpu: number;
}

type Reader = { headers: Headers; listId: string };

async function compareReaders(server: ServerProcess, procedure: string, alone: Reader, member: Reader) {
  const options = (who: Reader) =>
    callOptions(server.base, who.headers, procedure, procedure === 'getList' ? { listId: who.listId } : {});
  const burst = async (who: Reader): Promise<Burst> => {
    const before = cpuMs(server.child.pid);
    const result = await fire({ ...options(who), duration: BURST_SECONDS });
    if (result.errors + result.non2xx > 0) {
      throw new Error(`${procedure}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
    }
    return {
      p50: result.latency.p50,
      p99: result.latency.p99,
      rate: result.requests.average,
      cpu: (cpuMs(server.child.pid) - before) / result.requests.total,
    };
  };
  await fire({ ...options(alone), duration: WARM_UP_SECONDS });
  await fire({ ...options(member), duration: WARM_UP_SECONDS });
  const runs = { alone: [] as Burst[], member: [] as Burst[] };
  for (let turn = 0; turn < TURNS; turn += 1) {
    const order: ['alone' | 'member', Reader][] = [
      ['alone', alone],
      ['member', member],
    ];
    for (const [key, who] of turn % 2 === 0 ? order : order.reverse()) {
      runs[key].push(await burst(who));
    }
  }
  return runs;
}

function median(bursts: Burst[], field: keyof Burst): number {
  const sorted = bursts.map((burst) => burst[field]).sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 === 0
    ? ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
    : (sorted[Math.floor(middle)] ?? 0);
}

function line(engine: string, label: string, runs: { alone: Burst[]; member: Burst[] }): string {
  const figures = (bursts: Burst[]) =>
    `p50 ${median(bursts, 'p50')} ms, p99 ${median(bursts, 'p99')} ms, ${Math.round(median(bursts, 'rate'))} req/s, ` +
    `server CPU ${median(bursts, 'cpu').toFixed(2)} ms a request`;
  const ratio = (field: keyof Burst) => (median(runs.member, field) / median(runs.alone, field)).toFixed(2);
  return (
    `load ${engine}: ${label} for a member of a ${MEMBERS}-person household with ${LISTS} lists: ` +
    `${figures(runs.member)}; a user alone with ${LISTS} lists: ${figures(runs.alone)} (medians of ${TURNS} ` +
    `${BURST_SECONDS} s bursts each, in turns); p50 = ${ratio('p50')}x the single user's (target <= 1.2x), ` +
    `req/s = ${ratio('rate')}x, CPU a request = ${ratio('cpu')}x (machine load average ` +
    `${(loadavg()[0] ?? 0).toFixed(1)} on ${availableParallelism()} cores)`
  );
}

/** Both readers on one server, the one alone and the household's member, measured in turns. */
export async function householdOn(engine: string, env: Record<string, string>): Promise<string[]> {
  const server = await startServerProcess({ ...env, FREE_LIST_LIMIT: '1000' });
  const { base } = server;
  try {
    const aloneHeaders = await signUp(base, 'Alone');
    const aloneLists = await makeLists(base, [aloneHeaders]);
    const members: Headers[] = [];
    for (let index = 0; index < MEMBERS; index += 1) {
      members.push(await signUp(base, `Member${index}`));
    }
    const [owner, caller] = members as [Headers, Headers];
    const { inviteId } = await callApi<{ inviteId: string }>(base, owner, 'createHouseholdInvite', {
      maxUses: MEMBERS - 1,
    });
    for (const member of members.slice(1)) {
      await callApi(base, member, 'joinHousehold', { inviteId });
    }
    const householdLists = await makeLists(base, members);
    // The first list, made by the owner (not the caller), and the alone user's first.
    const alone = await reader(base, aloneHeaders, aloneLists[0] ?? '');
    const member = await reader(base, caller, householdLists[0] ?? '');
    return [
      line(engine, 'listLists', await compareReaders(server, 'listLists', alone, member)),
      line(
        engine,
        'getList of a list another member made',
        await compareReaders(server, 'getList', alone, member),
      ),
    ];
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

/**
 * On a PostgreSQL cluster bench/load already uses: a database and a server folder of its own, so its seven sign-ups
 * do not count against the per-address sign-up limit the load's own servers used up.
 */
export async function householdOnPostgres(url: string, dataDir: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('create database bench_household');
  } finally {
    await client.end();
  }
  const own = new URL(url);
  own.pathname = '/bench_household';
  return householdOn('postgres', {
    DATABASE_URL: own.toString(),
    DATA_DIR: mkdtempSync(join(dataDir, 'household-')),
  });
}

/** `npm run bench -- household`: PGlite, then PostgreSQL when its server programs are installed. */
export async function benchHousehold(): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-household-'));
  let lines: string[];
  try {
    lines = await householdOn('pglite', { DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const onPg = await onPostgres('household', ({ url, dataDir: pgDataDir }) =>
    householdOnPostgres(url, pgDataDir),
  );
  return [...lines, ...onPg];
}
