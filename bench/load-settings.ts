import { type ServerProcess, startServerProcess } from '../tests/support/server-process';
import {
  callApi,
  callOptions,
  cpuMs,
  fire,
  headersOf,
  prepareList,
  queueOfChanges,
  sendBatched,
  storeList,
  WARM_UP_SECONDS,
} from './load-client';

/** The server's memory settings left out: V8's and PGlite's defaults (bench/startup measures what they save). */
const UNTUNED = { LEAN_MEMORY: '0' };

/** Fresh pairs of servers, each started in the other order, and bursts of each write on each server per pair. */
const ROUNDS = 2;
const TURNS = 6;
const BURST_SECONDS = 2;

/** One burst on one server: requests a second, and the server process's CPU time a request (a change) in ms. */
interface Burst {
  rate: number;
  cpu: number;
}

interface Target {
  server: ServerProcess;
  base: string;
  headers: Record<string, string>;
  list: { listId: string; itemId: string };
  store: { listId: string; itemId: string };
}

/** Bursts with the settings and without, pair by pair. */
interface Pairs {
  tuned: Burst[];
  untuned: Burst[];
}

type Measure = (target: Target) => Promise<Burst>;

const WRITES: [string, string, (target: Target) => object][] = [
  ['toggleItem', 'toggleItem', (target) => ({ ...target.list, checked: true })],
  ['toggleItem on a list set to a store', 'toggleItem', (target) => ({ ...target.store, checked: true })],
  ['addItems', 'addItems', (target) => ({ listId: target.list.listId, text: 'bread' })],
];

function burstOf(procedure: string, data: (target: Target) => object, duration: number): Measure {
  return async (target) => {
    const before = cpuMs(target.server.child.pid);
    const result = await fire({
      ...callOptions(target.base, target.headers, procedure, data(target)),
      duration,
    });
    return {
      rate: result.requests.average,
      cpu: (cpuMs(target.server.child.pid) - before) / result.requests.total,
    };
  };
}

/** An outbox's queue of 200 changes, on a list of its own that goes again after (a free account keeps 3 lists). */
const replay: Measure = async (target) => {
  const { listId, changes } = await queueOfChanges(target.base, target.headers);
  const before = cpuMs(target.server.child.pid);
  const ms = await sendBatched(target.base, target.headers, changes);
  const cpu = cpuMs(target.server.child.pid) - before;
  await callApi(target.base, target.headers, 'deleteList', { listId });
  return { rate: (changes.length * 1000) / ms, cpu: cpu / changes.length };
};

async function targetOn(server: ServerProcess): Promise<Target> {
  const list = await prepareList(server);
  const headers = headersOf(list);
  return { server, base: list.base, headers, list, store: await storeList(list.base, headers) };
}

/**
 * Issue 21: the memory settings must not cost a write rate. Two runs of the same settings on this shared 2-core
 * machine differ by up to 20% from one minute to the next, far more than a cost worth finding. So the server with
 * the settings and the one without run side by side, and each write goes to one, then the other, in short bursts,
 * alternating which goes first: whatever else the machine does falls on both alike, and each pair of bursts gives
 * a ratio of its own, from which a 95% interval follows. Two servers with the same settings measured this way
 * still differed by about 3%, the one started first being the slower, so each round starts a fresh pair in the
 * other order.
 */
export async function compareMemorySettings(
  engine: string,
  env: () => Record<string, string>,
): Promise<string[]> {
  const pairs = new Map<string, Pairs>();
  const record = (label: string, round: Pairs) => {
    const all = pairs.get(label) ?? { tuned: [], untuned: [] };
    all.tuned.push(...round.tuned);
    all.untuned.push(...round.untuned);
    pairs.set(label, all);
  };
  for (let round = 0; round < ROUNDS; round += 1) {
    const tunedFirst = round % 2 === 0;
    const started: ServerProcess[] = [];
    try {
      for (const settings of tunedFirst ? [{}, UNTUNED] : [UNTUNED, {}]) {
        started.push(await startServerProcess({ ...env(), ...settings }));
      }
      const [first, second] = [
        await targetOn(started[0] as ServerProcess),
        await targetOn(started[1] as ServerProcess),
      ];
      const [tuned, untuned] = tunedFirst ? [first, second] : [second, first];
      for (const [label, procedure, data] of WRITES) {
        const warmUp = burstOf(procedure, data, WARM_UP_SECONDS);
        await warmUp(tuned);
        await warmUp(untuned);
        record(label, await inTurns(tuned, untuned, burstOf(procedure, data, BURST_SECONDS)));
      }
      record('replayed changes', await inTurns(tuned, untuned, replay));
    } finally {
      for (const server of started) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    }
  }
  return [...pairs].map(([label, runs]) =>
    compare(engine, label, label === 'replayed changes' ? 'change' : 'request', runs),
  );
}

/** TURNS bursts on each server, in the order AB BA AB BA … */
async function inTurns(tuned: Target, untuned: Target, measure: Measure): Promise<Pairs> {
  const pairs: Pairs = { tuned: [], untuned: [] };
  for (let turn = 0; turn < TURNS; turn += 1) {
    if (turn % 2 === 0) {
      pairs.tuned.push(await measure(tuned));
      pairs.untuned.push(await measure(untuned));
    } else {
      pairs.untuned.push(await measure(untuned));
      pairs.tuned.push(await measure(tuned));
    }
  }
  return pairs;
}

/** Student's t for a two-sided 95% interval with ROUNDS × TURNS - 1 = 11 degrees of freedom. */
const T_95 = 2.201;

/** The geometric mean of the pairs' ratios and its 95% interval, as "0.98x (0.95-1.01)". */
function pairedRatio(tuned: number[], untuned: number[]) {
  const logs = tuned.map((value, index) => Math.log(value / (untuned[index] ?? Number.NaN)));
  const mean = logs.reduce((sum, value) => sum + value, 0) / logs.length;
  const variance = logs.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (logs.length - 1);
  const half = T_95 * Math.sqrt(variance / logs.length);
  const [ratio, low, high] = [mean, mean - half, mean + half].map(Math.exp) as [number, number, number];
  return { low, high, text: `${ratio.toFixed(2)}x (95% interval ${low.toFixed(2)}-${high.toFixed(2)})` };
}

function compare(engine: string, label: string, unit: string, runs: Pairs): string {
  const mean = (bursts: Burst[], key: keyof Burst) =>
    bursts.reduce((sum, burst) => sum + burst[key], 0) / bursts.length;
  const rate = pairedRatio(
    runs.tuned.map((burst) => burst.rate),
    runs.untuned.map((burst) => burst.rate),
  );
  const cpu = pairedRatio(
    runs.tuned.map((burst) => burst.cpu),
    runs.untuned.map((burst) => burst.cpu),
  );
  const verdict = rate.high < 1 ? 'A DROP' : 'no drop';
  return (
    `load ${engine}: ${label} with the memory settings ${Math.round(mean(runs.tuned, 'rate'))}/s against ` +
    `${Math.round(mean(runs.untuned, 'rate'))}/s without (V8's and PGlite's defaults), ${ROUNDS} pairs of servers ` +
    `up at once, ${runs.tuned.length} bursts each in turns = ${rate.text}: ${verdict} (target: the interval ` +
    `reaches 1.0x); the server's CPU time a ${unit} ${mean(runs.tuned, 'cpu').toFixed(3)} ms against ` +
    `${mean(runs.untuned, 'cpu').toFixed(3)} ms = ${cpu.text}`
  );
}
