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

/** Fresh pairs of servers, each started in the other order, and bursts of each write on each server per pair. */
export const ROUNDS = 2;
const TURNS = 6;
const BURST_SECONDS = 2;

/** One burst on one server: requests a second, and the server process's CPU time a request (a change) in ms. */
export interface Burst {
  rate: number;
  cpu: number;
}

/** How one of the two compared servers starts: its environment, and the project folder it runs from. */
export interface ServerStart {
  env: () => Record<string, string>;
  /** Another checkout whose server is built already (bench/load-builds); this project's own by default. */
  root?: string;
}

/** Bursts on the server measured and on its baseline, pair by pair. */
export interface Pairs {
  subject: Burst[];
  baseline: Burst[];
}

interface Target {
  server: ServerProcess;
  base: string;
  headers: Record<string, string>;
  list: { listId: string; itemId: string };
  store: { listId: string; itemId: string };
}

type Measure = (target: Target) => Promise<Burst>;

export const REPLAYED_LABEL = 'replayed changes';

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
 * Two runs of the same server on this shared 2-core machine differ by up to 20% from one minute to the next, far
 * more than a cost worth finding. So the two servers run side by side, and each write goes to one, then the other,
 * in short bursts, alternating which goes first: whatever else the machine does falls on both alike, and each pair
 * of bursts gives a ratio of its own, from which a 95% interval follows. Two servers of the same build and
 * settings measured this way still differed by about 3%, the one started first being the slower, so each round
 * starts a fresh pair in the other order. Returns each write's bursts by its label.
 */
export async function compareServers(
  subject: ServerStart,
  baseline: ServerStart,
): Promise<Map<string, Pairs>> {
  const pairs = new Map<string, Pairs>();
  const record = (label: string, round: Pairs) => {
    const all = pairs.get(label) ?? { subject: [], baseline: [] };
    all.subject.push(...round.subject);
    all.baseline.push(...round.baseline);
    pairs.set(label, all);
  };
  for (let round = 0; round < ROUNDS; round += 1) {
    const subjectFirst = round % 2 === 0;
    const started: ServerProcess[] = [];
    try {
      for (const start of subjectFirst ? [subject, baseline] : [baseline, subject]) {
        started.push(await startServerProcess(start.env(), { root: start.root }));
      }
      const [first, second] = [
        await targetOn(started[0] as ServerProcess),
        await targetOn(started[1] as ServerProcess),
      ];
      const [measured, reference] = subjectFirst ? [first, second] : [second, first];
      for (const [label, procedure, data] of WRITES) {
        const warmUp = burstOf(procedure, data, WARM_UP_SECONDS);
        await warmUp(measured);
        await warmUp(reference);
        record(label, await inTurns(measured, reference, burstOf(procedure, data, BURST_SECONDS)));
      }
      record(REPLAYED_LABEL, await inTurns(measured, reference, replay));
    } finally {
      for (const server of started) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    }
  }
  return pairs;
}

/** TURNS bursts on each server, in the order AB BA AB BA … */
async function inTurns(subject: Target, baseline: Target, measure: Measure): Promise<Pairs> {
  const pairs: Pairs = { subject: [], baseline: [] };
  for (let turn = 0; turn < TURNS; turn += 1) {
    if (turn % 2 === 0) {
      pairs.subject.push(await measure(subject));
      pairs.baseline.push(await measure(baseline));
    } else {
      pairs.baseline.push(await measure(baseline));
      pairs.subject.push(await measure(subject));
    }
  }
  return pairs;
}

/** Student's t for a two-sided 95% interval with ROUNDS × TURNS - 1 = 11 degrees of freedom. */
const T_95 = 2.201;

/** The geometric mean of the pairs' ratios of one figure and its 95% interval, as "0.98x (0.95-1.01)". */
export function pairedRatio(runs: Pairs, key: keyof Burst) {
  const logs = runs.subject.map((burst, index) =>
    Math.log(burst[key] / (runs.baseline[index]?.[key] ?? Number.NaN)),
  );
  const mean = logs.reduce((sum, value) => sum + value, 0) / logs.length;
  const variance = logs.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (logs.length - 1);
  const half = T_95 * Math.sqrt(variance / logs.length);
  const [ratio, low, high] = [mean, mean - half, mean + half].map(Math.exp) as [number, number, number];
  return { low, high, text: `${ratio.toFixed(2)}x (95% interval ${low.toFixed(2)}-${high.toFixed(2)})` };
}

/** The mean of one figure over a server's bursts. */
export function meanOf(bursts: Burst[], key: keyof Burst): number {
  return bursts.reduce((sum, burst) => sum + burst[key], 0) / bursts.length;
}
