import { type ChildProcess, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ENTRY } from '../support/built-server';
import { freePort } from '../support/free-port';
import { openSocket } from '../support/live-client';
import { appClient, resultOf } from '../support/test-app';
import { createPostgresDatabase, DATABASE_KINDS } from '../support/test-database';
import { signUpUser } from '../support/test-users';
import { waitForHealth } from '../support/wait-for-health';

const dataDir = mkdtempSync(join(tmpdir(), 'aislewise-lifecycle-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Running {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** The first answer of the server's /api/health, whatever it says. */
const firstHealth = (port: number, running: Running) =>
  waitForHealth(`http://127.0.0.1:${port}`, {
    child: running.child,
    timeoutMs: 60_000,
    intervalMs: 100,
    output: running.output,
  });

/**
 * Sends a request's head now and its body when the test says so. `accepted` resolves once the server has read the
 * head (it answers "100 Continue"), so the request is surely in flight when the test goes on.
 */
function requestInFlight(port: number, path: string, body: string, headers: Record<string, string>) {
  const bytes = Buffer.from(body);
  const request = httpRequest({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    headers: {
      ...headers,
      'content-type': 'application/json',
      'content-length': String(bytes.length),
      expect: '100-continue',
    },
  });
  const accepted = new Promise<void>((resolve) => request.once('continue', () => resolve()));
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  request.flushHeaders();
  return { accepted, answer, finish: () => request.end(bytes), hangUp: () => request.destroy() };
}

describe('the server process', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('shuts down cleanly on %s and reopens its data', async (signal) => {
    const port = await freePort();
    const running = startServer({ PORT: String(port) });
    const health = await firstHealth(port, running);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });

    running.child.kill(signal);
    expect(await running.exited).toBe(0);
    expect(running.output()).toContain('"msg":"stopped"');

    const again = startServer({ PORT: String(port) });
    expect((await firstHealth(port, again)).status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });

  it('drains on SIGTERM: answers the request in flight, asks live sockets to reconnect (1012), then exits', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const running = startServer({ PORT: String(port), PUBLIC_URL: base });
    await firstHealth(port, running);
    const client = appClient((path, init) => fetch(`${base}${path}`, init), base);
    const shopper = await signUpUser(client);
    const socket = await openSocket(base, shopper.cookie);
    const socketClosed = new Promise<number>((resolve) => socket.ws.once('close', (code) => resolve(code)));
    socket.send({ type: 'ping' });
    await socket.waitFor((message) => message.type === 'pong');

    const body = JSON.stringify({ data: { text: 'milk\napples' } });
    const inFlight = requestInFlight(port, '/api/sortItems', body, { origin: base });
    await inFlight.accepted;
    const signalled = Date.now();
    running.child.kill('SIGTERM');
    // The socket closing is the sign that shutdown has begun; the request's body is still to come.
    expect(await socketClosed).toBe(1012);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    inFlight.finish();
    const answer = await inFlight.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ result: { items: expect.any(Object) } });

    expect(await running.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(running.output()).toContain('"msg":"stopped"');
  });

  it.each(DATABASE_KINDS)(
    'on %s, finishes the writes it took on before closing the database, also when their clients hung up',
    async (kind) => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const postgres = kind === 'postgres' ? await createPostgresDatabase() : null;
      const running = startServer({
        PORT: String(port),
        PUBLIC_URL: base,
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      });
      await firstHealth(port, running);
      const client = appClient((path, init) => fetch(`${base}${path}`, init), base);
      const shopper = await signUpUser(client);
      const { id: listId } = resultOf(await client.call('createList', { name: 'Hung up' }, shopper.cookie));

      // Phones that send an item and lose their signal (or give up waiting) before the answer comes back.
      const writes = Array.from({ length: 40 }, (_, index) =>
        requestInFlight(port, '/api/addItems', JSON.stringify({ data: { listId, text: `item ${index}` } }), {
          origin: base,
          cookie: shopper.cookie,
        }),
      );
      await Promise.all(writes.map((write) => write.accepted));
      for (const write of writes) {
        write.answer.catch(() => undefined);
        write.finish();
      }
      running.child.kill('SIGTERM');
      for (const write of writes) {
        write.hangUp();
      }

      expect(await running.exited).toBe(0);
      expect(running.output()).toContain('"msg":"stopped"');
      expect(running.output()).not.toContain('"level":"error"');
      await postgres?.drop();
    },
  );

  it('refuses to start on a wrong setting and names the variable', async () => {
    const running = startServer({ PORT: 'eighty' });
    expect(await running.exited).toBe(1);
    expect(running.output()).toContain('PORT');
    expect(running.output()).not.toMatch(/at .*\.ts:\d+/);
  });
});

/** A new, empty DATA_DIR, removed after the file's tests. */
function newDataDir(): string {
  const folder = mkdtempSync(join(tmpdir(), 'aislewise-first-start-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** The process a first start creates the database in (its arguments name the folder it writes), if running. */
function creatingProcess(dataDir: string): number | undefined {
  const target = join(dataDir, 'pglite.creating');
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .find((pid) => isRunning(pid) && readProc(pid, 'cmdline').split('\0').includes(target));
}

/** Whether the process is alive (a zombie no longer is: it only waits to be reaped). */
function isRunning(pid: number): boolean {
  const stat = readProc(pid, 'stat');
  return stat !== '' && stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
}

function readProc(pid: number, file: string): string {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return '';
  }
}

describe('a first start on an empty folder', () => {
  it('creates the database, answers, and the next start opens it with its data', async () => {
    const folder = newDataDir();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = startServer({ PORT: String(port), PUBLIC_URL: base, DATA_DIR: folder });
    expect(await (await firstHealth(port, first)).json()).toMatchObject({ status: 'ok', database: 'pglite' });
    expect(first.output()).toContain('"msg":"created the database"');
    const client = appClient((path, init) => fetch(`${base}${path}`, init), base);
    const shopper = await signUpUser(client);
    const { id: listId } = resultOf(
      await client.call('createList', { name: 'Made on day one' }, shopper.cookie),
    );
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(readdirSync(folder)).not.toContain('pglite.creating');

    const again = startServer({ PORT: String(port), PUBLIC_URL: base, DATA_DIR: folder });
    await firstHealth(port, again);
    expect(again.output()).not.toContain('created the database');
    const { list } = resultOf(await client.call('getList', { listId }, shopper.cookie));
    expect(list.name).toBe('Made on day one');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });

  it('cut short while it creates the database, leaves a folder the next start creates it in', async () => {
    const folder = newDataDir();
    const port = await freePort();
    const first = startServer({ PORT: String(port), DATA_DIR: folder });
    // The database is half made: its files are being written, the migrations not yet all applied.
    await expect
      .poll(() => existsSync(join(folder, 'pglite.creating', 'PG_VERSION')), {
        timeout: 60_000,
        interval: 10,
      })
      .toBe(true);
    const creator = creatingProcess(folder);
    expect(creator).toBeDefined();
    first.child.kill('SIGKILL');
    await first.exited;
    // The creating process stops with the server rather than write on beside the next start.
    await expect.poll(() => isRunning(creator ?? 0), { timeout: 10_000, interval: 20 }).toBe(false);
    expect(existsSync(join(folder, 'pglite', 'PG_VERSION'))).toBe(false);

    const again = startServer({ PORT: String(port), DATA_DIR: folder });
    expect(await (await firstHealth(port, again)).json()).toMatchObject({ status: 'ok', database: 'pglite' });
    expect(again.output()).toContain('"msg":"created the database"');
    expect(readdirSync(folder)).not.toContain('pglite.creating');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });

  it.each([
    {
      case: 'DATA_DIR cannot hold folders',
      dataDir: (folder: string) => {
        writeFileSync(join(folder, 'a-file'), '');
        return join(folder, 'a-file', 'data');
      },
      says: 'Could not create the database in',
    },
    {
      case: 'its database folder holds files but no database',
      dataDir: (folder: string) => {
        mkdirSync(join(folder, 'pglite'));
        writeFileSync(join(folder, 'pglite', 'notes.txt'), 'not a database');
        return folder;
      },
      says: 'holds files but no database',
    },
  ])('stops with one line naming the folder when $case', async ({ dataDir, says }) => {
    const running = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir(newDataDir()) });
    expect(await running.exited).toBe(1);
    expect(running.output()).toContain(says);
    expect(running.output()).toContain('pglite');
    expect(running.output()).not.toMatch(/\n\s+at /);
  });
});
