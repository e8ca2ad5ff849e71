import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { REPLAY_BATCH } from '../src/shared/limits';
import type { ServerProcess } from '../tests/support/server-process';

/** What bench/load and its side-by-side comparisons (bench/load-pairs) do to a running server, as clients do. */

export const CONNECTIONS = 50;
export const SECONDS = 8;
/** Each write is measured after a burst of it this long (see loadOn). */
export const WARM_UP_SECONDS = 4;

export function fire(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** autocannon's options for calling one procedure with the same input again and again. */
export function callOptions(base: string, headers: Record<string, string>, procedure: string, data: object) {
  return {
    url: `${base}/api/${procedure}`,
    method: 'POST' as const,
    headers,
    body: JSON.stringify({ data }),
  };
}

/** CPU time a process has used so far, user and system, in ms (Linux's /proc counts it in 10 ms ticks). */
export function cpuMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // Counted from the state, the third field of the line: utime is the 14th and stime the 15th.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A signed-in household member with a list of items, all from one address. */
export async function prepareList(server: ServerProcess) {
  const { base } = server;
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify(body),
    });
  const signUp = await post('/api/auth/sign-up/email', {
    email: `load.${Date.now()}@example.com`,
    password: 'correct-horse-battery-9',
    name: 'Load',
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const { result } = (await (await post('/api/createList', { data: { name: 'Load' } }, cookie)).json()) as {
    result: { id: string };
  };
  const text = Array.from({ length: 100 }, (_, index) => `item ${index}`).join('\n');
  await post('/api/addItems', { data: { listId: result.id, text } }, cookie);
  const { result: detail } = (await (
    await post('/api/getList', { data: { listId: result.id } }, cookie)
  ).json()) as {
    result: { list: { items: Record<string, { id: string }[]> } };
  };
  const itemId = Object.values(detail.list.items).flat()[0]?.id ?? '';
  return { base, cookie, listId: result.id, itemId };
}

/** Calls a procedure of the server under test; a refusal stops the bench with what it answered. */
export async function callApi<T = unknown>(
  base: string,
  headers: Record<string, string>,
  name: string,
  data: object,
): Promise<T> {
  const response = await fetch(`${base}/api/${name}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ data }),
  });
  if (!response.ok) {
    throw new Error(`${name} answered ${response.status}: ${await response.text()}`);
  }
  return ((await response.json()) as { result: T }).result;
}

/** A list of its own set to a store, with one item: each tick of it is also counted into the store's trip. */
export async function storeList(base: string, headers: Record<string, string>) {
  const post = <T>(name: string, data: object) => callApi<T>(base, headers, name, data);
  const { id: listId } = await post<{ id: string }>('createList', { name: 'In a store' });
  const { id: storeId } = await post<{ id: string }>('createStore', { name: 'Corner shop' });
  await post('setListStore', { listId, storeId });
  const itemId = randomUUID();
  await post('addItems', { listId, text: 'bananas', itemIds: [itemId] });
  return { listId, itemId };
}

export const REPLAYED = 200;

type Change = { name: string; data: object };

/**
 * A phone's queue after a while offline, as its outbox sends it on reconnect: 200 changes with device-made
 * ids (adds with item ids, then ticks, renames and moves of those items), in order, on a list of its own, as a
 * household's is (not the one a load filled with thousands of items).
 */
export async function queueOfChanges(base: string, headers: Record<string, string>) {
  const { id: listId } = await callApi<{ id: string }>(base, headers, 'createList', { name: 'Replayed' });
  const itemIds = Array.from({ length: 50 }, () => randomUUID());
  const queue: Change[] = [];
  for (const [index, itemId] of itemIds.entries()) {
    queue.push({ name: 'addItems', data: { listId, text: `replayed ${index}`, itemIds: [itemId] } });
  }
  for (const itemId of itemIds) {
    queue.push({ name: 'toggleItem', data: { listId, itemId, checked: true } });
    queue.push({ name: 'renameItem', data: { listId, itemId, name: `renamed ${itemId.slice(0, 6)}` } });
    queue.push({ name: 'moveItem', data: { listId, itemId, category: 'Pantry' } });
  }
  const changes = queue.slice(0, REPLAYED).map((change) => ({
    ...change,
    data: { ...change.data, changeId: randomUUID() },
  }));
  return { listId, changes };
}

/** As the outbox sends a queue that waited: in calls of REPLAY_BATCH changes, each after the last answered (ms). */
export async function sendBatched(
  base: string,
  headers: Record<string, string>,
  changes: Change[],
): Promise<number> {
  const started = performance.now();
  for (let at = 0; at < changes.length; at += REPLAY_BATCH) {
    const batch = changes.slice(at, at + REPLAY_BATCH);
    const result = await callApi<{ results: object[] }>(base, headers, 'replayChanges', {
      changes: batch.map((change) => ({ procedure: change.name, input: change.data })),
    });
    const refused = result.results.filter((answer) => 'error' in answer);
    if (refused.length > 0) {
      throw new Error(`replayChanges refused ${JSON.stringify(refused[0])}`);
    }
  }
  return performance.now() - started;
}

/** The signed-in headers of a list prepared by prepareList. */
export function headersOf(list: { base: string; cookie: string }): Record<string, string> {
  // As a browser asks, so the server's compression (COMPRESSION) is part of every figure.
  return {
    'content-type': 'application/json',
    cookie: list.cookie,
    origin: list.base,
    'accept-encoding': 'gzip, deflate, br, zstd',
  };
}
