import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../support/server-process';
import { appClient, resultOf } from '../support/test-app';
import { createPostgresDatabase } from '../support/test-database';

/** How many writes to see acknowledged before pulling the plug: enough to be mid-stream, not so many to be slow. */
const ACKED_BEFORE_KILL = 40;

async function post(base: string, path: string, body: unknown, cookie = '') {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify(body),
  });
}

/** A client of the server at `base`, as a browser on its page calls it. */
const clientOf = (base: string) => appClient((path, init) => fetch(`${base}${path}`, init), base);

const ENGINES: [string, () => Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>][] = [
  [
    'pglite',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'aislewise-crash-'));
      return {
        env: { DATA_DIR: dataDir },
        cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
      };
    },
  ],
  [
    'postgres',
    async () => {
      const database = await createPostgresDatabase();
      const dataDir = mkdtempSync(join(tmpdir(), 'aislewise-crash-'));
      return {
        env: { DATABASE_URL: database.url, DATA_DIR: dataDir },
        cleanup: async () => {
          await database.drop();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  ],
];

describe.each(ENGINES)('a server killed with SIGKILL mid-stream, on %s', (_kind, prepare) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) {
      await cleanup();
    }
  });

  it('keeps every acknowledged write and opens cleanly on the same data', { timeout: 180_000 }, async () => {
    const storage = await prepare();
    cleanups.push(storage.cleanup);
    const first = await startServerProcess(storage.env);
    cleanups.push(async () => {
      first.child.kill('SIGKILL');
    });
    const signUp = await post(first.base, '/api/auth/sign-up/email', {
      email: `crash.${Date.now()}@example.com`,
      password: 'correct-horse-battery-9',
      name: 'Crash',
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const created = await clientOf(first.base).call('createList', { name: 'Durable' }, cookie);
    const listId = resultOf(created).id;

    // One writer adds items one by one; each acknowledged name is recorded before the next is sent.
    const acked: string[] = [];
    let killed = false;
    const writer = (async () => {
      for (let index = 0; !killed; index += 1) {
        const name = `durable item ${index}`;
        const answer = await post(
          first.base,
          '/api/addItems',
          { data: { listId, text: name } },
          cookie,
        ).catch(() => null);
        if (answer?.status !== 200) {
          return;
        }
        acked.push(name);
      }
    })();
    while (acked.length < ACKED_BEFORE_KILL) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    killed = true;
    first.child.kill('SIGKILL');
    await first.exited;
    await writer;

    const second = await startServerProcess(storage.env);
    cleanups.push(async () => {
      second.child.kill('SIGTERM');
      await second.exited;
    });
    const answer = await clientOf(second.base).call('getList', { listId }, cookie);
    const kept = new Set(
      Object.values(resultOf(answer).list.items ?? {})
        .flat()
        .map((item) => item.name),
    );
    expect(acked.filter((name) => !kept.has(name))).toEqual([]);
    expect(acked.length).toBeGreaterThanOrEqual(ACKED_BEFORE_KILL);
    expect(second.log()).not.toMatch(/"level":"error"/);
  });
});
