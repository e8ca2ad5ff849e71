import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import WebSocket, { WebSocketServer } from 'ws';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { createLogger } from '../src/server/log';
import { startServer } from '../src/server/server';
import { CHROMIUM_LAUNCH } from '../tests/support/chromium-launch';
import { freePort } from '../tests/support/free-port';
import { type ServerProcess, startServerProcess } from '../tests/support/server-process';

const SOCKETS = 200;
const ROUNDS = 40;
const TICKS = 10;
const ITEMS = [
  'milk',
  'eggs',
  'bread',
  'butter',
  'apples',
  'bananas',
  'rice',
  'pasta',
  'coffee',
  'tea',
  'onions',
  'carrots',
];
const ROOT = join(import.meta.dirname, '..');
const PASSWORD = 'correct-horse-battery-9';
/** A wait that takes longer than this means the app is broken (or mid-change), not slow. */
const WAIT_MS = 15_000;

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
  // One account opens every socket here: the caps that stop a script doing so would stop the benchmark.
  const server = await startServer({
    config,
    database,
    log: createLogger('silent'),
    version: 'bench',
    live: { caps: { perAccount: SOCKETS, perAddress: SOCKETS } },
  });
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

/** Builds the web app into dist/web as `npm start` does (only when its sources changed since the last build). */
function ensureWebBuild(): void {
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts/start.mjs'), '--build-only'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`the web build failed: ${`${result.stdout}${result.stderr}`.slice(-600)}`);
  }
}

/** Signs a user up through better-auth and answers their cookies as name/value pairs. */
async function signUp(base: string, email: string, name: string): Promise<{ name: string; value: string }[]> {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: PASSWORD, name }),
  });
  if (!response.ok) {
    throw new Error(`sign-up of ${email} answered ${response.status}: ${await response.text()}`);
  }
  return response.headers.getSetCookie().map((line) => {
    const pair = line.split(';')[0] ?? '';
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
}

/** Calls one API procedure as the user whose cookies these are; throws on any refusal. */
async function rpc(
  base: string,
  cookies: { name: string; value: string }[],
  name: string,
  data: unknown,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}/api/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: base,
      cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
    },
    body: JSON.stringify({ data }),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${name} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return (JSON.parse(text) as { result: Record<string, unknown> }).result;
}

/** One browser page's API traffic: getList calls made, and API requests still waiting for an answer. */
class Traffic {
  getList = 0;
  lastGetListAt = 0;
  inFlight = 0;

  constructor(page: Page) {
    page.on('request', (request) => {
      if (request.method() !== 'POST' || !new URL(request.url()).pathname.startsWith('/api/')) {
        return;
      }
      this.inFlight += 1;
      if (new URL(request.url()).pathname === '/api/getList') {
        this.getList += 1;
        this.lastGetListAt = performance.now();
      }
    });
    const done = (request: { method(): string; url(): string }) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/')) {
        this.inFlight -= 1;
      }
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }
}

/** Waits until neither page has an API request in flight and neither has started a getList for `quietMs`. */
async function settle(pages: Traffic[], quietMs: number): Promise<void> {
  const deadline = performance.now() + WAIT_MS;
  while (performance.now() < deadline) {
    const now = performance.now();
    if (pages.every((p) => p.inFlight === 0 && now - p.lastGetListAt >= quietMs)) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the pages' API traffic did not settle within ${WAIT_MS} ms`);
}

/**
 * Two signed-in users in two Chromium contexts with the same shared list open; the writer ticks items by
 * clicking their checkboxes, and each page's getList calls are counted per tick.
 */
async function browserGetListPerTick(): Promise<string> {
  ensureWebBuild();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-live-browsers-'));
  let server: ServerProcess | null = null;
  let browser: Browser | null = null;
  try {
    server = await startServerProcess({ DATA_DIR: dataDir, PUBLIC_URL: base }, { port });
    const writerCookies = await signUp(base, 'writer@example.com', 'Writer');
    const otherCookies = await signUp(base, 'other@example.com', 'Other');
    const listId = String((await rpc(base, writerCookies, 'createList', { name: 'Bench' })).id);
    await rpc(base, writerCookies, 'addItems', { listId, text: ITEMS.join('\n') });
    await rpc(base, writerCookies, 'createShareInvite', { listId, recipientEmail: 'other@example.com' });

    browser = await chromium.launch(CHROMIUM_LAUNCH);
    const open = async (cookies: { name: string; value: string }[]) => {
      const context = await browser?.newContext({ baseURL: base });
      if (!context) {
        throw new Error('no browser');
      }
      await context.addCookies(cookies.map((c) => ({ ...c, url: base })));
      const page = await context.newPage();
      return { page, traffic: new Traffic(page) };
    };
    const writer = await open(writerCookies);
    const other = await open(otherCookies);
    const both = [writer, other];
    await Promise.all(both.map(({ page }) => page.goto(`/lists/${listId}`)));
    // Loaded: every item shows as a checkbox and the live connection is up; then the traffic has settled.
    await Promise.all(
      both.flatMap(({ page }) => [
        ...ITEMS.map((item) =>
          page.getByRole('checkbox', { name: item, exact: true }).waitFor({ timeout: WAIT_MS }),
        ),
        page.getByRole('status').filter({ hasText: 'Online' }).waitFor({ timeout: WAIT_MS }),
      ]),
    );
    const traffics = both.map(({ traffic }) => traffic);
    await settle(traffics, 500);
    const loads = traffics.map((t) => t.getList);
    for (const traffic of traffics) {
      traffic.getList = 0;
    }

    for (const item of ITEMS.slice(0, TICKS)) {
      await writer.page.getByRole('checkbox', { name: item, exact: true }).click();
      await other.page
        .getByRole('checkbox', { name: item, exact: true, checked: true })
        .waitFor({ timeout: WAIT_MS });
      // A refetch can start just after the other device shows the tick: wait for a short quiet spell too.
      await settle(traffics, 250);
    }
    await settle(traffics, 500);
    const [writerCalls = 0, otherCalls = 0] = traffics.map((t) => t.getList);
    return `live: getList calls per tick, two browsers, ${TICKS} ticks: writer ${(writerCalls / TICKS).toFixed(2)}, other device ${(otherCalls / TICKS).toFixed(2)} (target ≤ 1.0); page loads before the ticks: writer ${loads[0]}, other ${loads[1]}`;
  } catch (error) {
    // The server's last log line, from its start: the message rather than the tail of a stack.
    const log = server?.log().trim().split('\n').at(-1)?.slice(0, 500);
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}${log ? `\nserver log: ${log}` : ''}`,
    );
  } finally {
    await browser?.close();
    if (server) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Fan-out to 200 watching sockets: p50/p95 from a write's answer to the event, beside a bare ws broadcast;
 * then getList calls per tick with two real browsers on one shared list, beside their page-load calls.
 */
export async function benchLive(): Promise<string[]> {
  const bare = await bareBroadcast();
  const ours = await appFanOut();
  const p95 = percentile(ours, 95);
  const bareP95 = percentile(bare, 95);
  let browsers: string;
  try {
    browsers = await browserGetListPerTick();
  } catch (error) {
    // The fan-out figures still print; the run still fails.
    browsers = `live: getList calls per tick, two browsers: failed: ${error instanceof Error ? error.message : String(error)}`;
    process.exitCode = 1;
  }
  return [
    `live: bare ws broadcast to ${SOCKETS} sockets (baseline): p50 ${percentile(bare, 50).toFixed(1)} ms, p95 ${bareP95.toFixed(1)} ms over ${ROUNDS} rounds`,
    `live: toggleItem answer → 'changed' on ${SOCKETS} watching sockets: p50 ${percentile(ours, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target ≤ 50 ms); ${(p95 / Math.max(bareP95, 0.1)).toFixed(1)}× the bare broadcast p95`,
    browsers,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchLive()) {
    console.log(line);
  }
  process.exit(process.exitCode ?? 0);
}
