import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ENTRY } from '../support/built-server';
import { freePort } from '../support/free-port';
import { openSocket } from '../support/live-client';
import { type AppClient, appClient, resultOf } from '../support/test-app';
import { createPostgresDatabase } from '../support/test-database';
import { signUpUser } from '../support/test-users';

// Two server processes on one PostgreSQL, as behind a load balancer: a write through one reaches the other's sockets.
describe('two instances on one PostgreSQL', () => {
  const children: ChildProcess[] = [];
  let dropDatabase: () => Promise<void>;
  const bases: string[] = [];

  beforeAll(async () => {
    // Both instances start on an empty database and race to migrate it: the advisory lock makes them take turns.
    const database = await createPostgresDatabase();
    dropDatabase = database.drop;
    const databaseUrl = database.url;
    for (let index = 0; index < 2; index += 1) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const child = spawn(process.execPath, [SERVER_ENTRY], {
        env: {
          ...process.env,
          PORT: String(port),
          PUBLIC_URL: base,
          DATABASE_URL: databaseUrl,
          DATA_DIR: mkdtempSync(join(tmpdir(), 'aislewise-instance-')),
          BETTER_AUTH_SECRET: 'two-instances-share-one-secret-0123456789',
          LOG_LEVEL: 'warn',
          NODE_ENV: 'production',
        },
        stdio: 'ignore',
      });
      children.push(child);
      bases.push(base);
    }
    await Promise.all(bases.map(waitForHealth));
  });
  afterAll(async () => {
    for (const child of children) {
      child.kill('SIGTERM');
    }
    await Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve))));
    await dropDatabase();
  });

  it('delivers a change made through one instance to a socket on the other', async () => {
    const [first = '', second = ''] = bases;
    const signUp = await fetch(`${first}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: first },
      body: JSON.stringify({
        email: `twin.${Date.now()}@example.com`,
        password: 'correct-horse-battery-9',
        name: 'Twin',
      }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const call = async (base: string, name: string, data: unknown) => {
      const response = await fetch(`${base}/api/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, cookie },
        body: JSON.stringify({ data }),
      });
      return (await response.json()) as { result?: { id?: string } };
    };
    const listId = (await call(first, 'createList', { name: 'Shared across instances' })).result?.id;

    const socket = await openSocket(second, cookie);
    socket.send({ type: 'watch', topic: `list:${listId}` });
    await socket.waitFor((m) => m.type === 'watching');
    await call(first, 'addItems', { listId, text: 'milk' });
    await socket.waitFor((m) => m.type === 'changed' && m.topic === `list:${listId}`);
    socket.close();
  });

  it('holds one invitation limit across both instances: 20 pass, the 21st on either is refused', async () => {
    const [first, second] = bases.map((base) =>
      appClient((path, init) => fetch(`${base}${path}`, init), base),
    );
    if (!first || !second) {
      throw new Error('two instances expected');
    }
    const sharer = await signUpUser(first, 'Sharer');
    const listId = resultOf<{ id: string }>(
      await first.call('createList', { name: 'Invites' }, sharer.cookie),
    ).id;
    const invite = (instance: AppClient, index: number) =>
      instance.call(
        'createShareInvite',
        { listId, recipientEmail: `nobody.${index}@example.com` },
        sharer.cookie,
      );
    for (let index = 0; index < 20; index += 1) {
      // No such account: 404 with SPEC's message, but counted.
      expect((await invite(index % 2 === 0 ? first : second, index)).status).toBe(404);
    }
    expect((await invite(second, 20)).status).toBe(429);
    expect((await invite(first, 21)).status).toBe(429);
  });
});

async function waitForHealth(base: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${base} did not start`);
}
