import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket, { WebSocketServer } from 'ws';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { createLogger } from '../src/server/log';
import { startServer } from '../src/server/server';
import { freePort } from '../tests/support/free-port';

const SOCKETS = 200;
const ROUNDS = 40;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Opens n sockets and resolves once all are open. */
async function openMany(url: string, headers: Record<string, string>, n: number): Promise<WebSocket[]> {
  return Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(url, { headers });
          ws.once('open', () => resolve(ws));
          ws.once('error', reject);
        }),
    ),
  );
}

/** Resolves with each socket's arrival time of the next message that matches. */
function arrivals(sockets: WebSocket[], match: (text: string) => boolean): Promise<number[]> {
  return Promise.all(
    sockets.map(
      (ws) =>
        new Promise<number>((resolve) => {
          const onMessage = (data: WebSocket.RawData) => {
            if (match(String(data))) {
              ws.off('message', onMessage);
              resolve(performance.now());
            }
          };
          ws.on('message', onMessage);
        }),
    ),
  );
}

/** The floor: a bare ws server broadcasting one message to the same number of sockets on loopback. */
async function bareBroadcast(): Promise<number[]> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => wss.once('listening', resolve));
  const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
  const sockets = await openMany(url, {}, SOCKETS);
  const latencies: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const arrived = arrivals(sockets, () => true);
    const sent = performance.now();
    for (const client of wss.clients) {
      client.send(JSON.stringify({ type: 'changed', topic: 'list:x' }));
    }
    latencies.push(...(await arrived).map((at) => at - sent));
  }
  for (const ws of sockets) {
    ws.terminate();
  }
  wss.close();
  return latencies;
}

/** Our path: a write through the API, pg_notify on commit, the hub's membership check, 200 sockets. */
async function appFanOut(): Promise<number[]> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-live-')),
  });
  const database = await openDatabase({ memory: true });
  await migrateDatabase(database);
  const server = await startServer({ config, database, log: createLogger('silent'), version: 'bench' });
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'bench@example.com', password: 'correct-horse-battery-9', name: 'Bench' }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const call = (name: string, data: unknown) =>
    fetch(`${base}/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify({ data }),
    }).then((response) => response.json() as Promise<{ result: { id?: string } }>);
  const listId = (await call('createList', { name: 'Bench' })).result.id ?? '';
  await call('addItems', { listId, text: 'milk' });
  const itemId = (await server.services.lists.itemsOf(listId))[0]?.id ?? '';

  const sockets = await openMany(`ws://127.0.0.1:${port}/api/live`, { cookie, origin: base }, SOCKETS);
  const watching = arrivals(sockets, (text) => text.includes('"watching"'));
  for (const ws of sockets) {
    ws.send(JSON.stringify({ type: 'watch', topic: `list:${listId}` }));
  }
  await watching;

  const latencies: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const arrived = arrivals(sockets, (text) => text.includes('"changed"'));
    await call('toggleItem', { listId, itemId, checked: round % 2 === 0 });
    const answered = performance.now();
    // An event that beats the HTTP answer home counts as zero wait.
    latencies.push(...(await arrived).map((at) => Math.max(0, at - answered)));
  }
  for (const ws of sockets) {
    ws.terminate();
  }
  await server.close();
  await database.close();
  return latencies;
}

/** Fan-out to 200 watching sockets: p50/p95 from a write's answer to the event, beside a bare ws broadcast. */
export async function benchLive(): Promise<string[]> {
  const bare = await bareBroadcast();
  const ours = await appFanOut();
  const p95 = percentile(ours, 95);
  const bareP95 = percentile(bare, 95);
  return [
    `live: bare ws broadcast to ${SOCKETS} sockets (baseline): p50 ${percentile(bare, 50).toFixed(1)} ms, p95 ${bareP95.toFixed(1)} ms over ${ROUNDS} rounds`,
    `live: toggleItem answer → 'changed' on ${SOCKETS} watching sockets: p50 ${percentile(ours, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target ≤ 50 ms); ${(p95 / Math.max(bareP95, 0.1)).toFixed(1)}× the bare broadcast p95`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchLive()) {
    console.log(line);
  }
  process.exit(0);
}
