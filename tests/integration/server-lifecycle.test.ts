import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
