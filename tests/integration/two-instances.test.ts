import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InputOf, OutputOf, ProcedureName } from '../../src/shared/api';
import { SESSION_ENDED_CLOSE } from '../../src/shared/live';
import { freePort } from '../support/free-port';
import { openSocket, type TestSocket } from '../support/live-client';
import { postAuth, signInAgain, waitUntil } from '../support/live-sessions';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { type AppClient, appClient, resultOf } from '../support/test-app';
import { createPostgresDatabase } from '../support/test-database';
import { signUpUser, type TestUser } from '../support/test-users';

/** One server process of the two, and a client that calls it as a browser on its page would. */
interface Instance extends AppClient {
  base: string;
  process: ServerProcess;
  /** Calls a procedure as the user (or with the cookie) and answers its result; a refusal fails the test. */
  ok<N extends ProcedureName>(name: N, input: InputOf<N>, who: TestUser | string): Promise<OutputOf<N>>;
  /** A live socket of the user (or of the cookie) on this instance. */
  socket(who: TestUser | string): Promise<TestSocket>;
}

const cookieOfWho = (who: TestUser | string) => (typeof who === 'string' ? who : who.cookie);

/** The live sockets one account may hold open on both instances together. */
const SOCKETS_PER_ACCOUNT = 6;

/** Starts one instance on the database, listening at its own port, trusting X-Forwarded-For as behind a proxy. */
async function startInstance(databaseUrl: string): Promise<Instance> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const running = await startServerProcess(
    {
      PUBLIC_URL: base,
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'aislewise-instance-')),
      BETTER_AUTH_SECRET: 'two-instances-share-one-secret-0123456789',
      // Each test user signs up from an address of its own (signUpUser), so the shared limits stay out of the way.
      TRUST_PROXY: '1',
      // A small cap, so the test opens few sockets to reach it.
      LIVE_SOCKETS_PER_ACCOUNT: String(SOCKETS_PER_ACCOUNT),
    },
    { port },
  );
  const client = appClient((path, init) => fetch(`${base}${path}`, init), base);
  return {
    ...client,
    base,
    process: running,
    ok: async (name, input, who) => resultOf(await client.call(name, input, cookieOfWho(who))),
    socket: (who) => openSocket(base, cookieOfWho(who)),
  };
}

// Two server processes on one PostgreSQL, as behind a load balancer: what one instance does, the other honours.
describe('two instances on one PostgreSQL', () => {
  let dropDatabase: () => Promise<void>;
  let first: Instance;
  let second: Instance;

  beforeAll(async () => {
    // Both instances start on an empty database and race to migrate it: the advisory lock makes them take turns.
    const database = await createPostgresDatabase();
    dropDatabase = database.drop;
    [first, second] = await Promise.all([startInstance(database.url), startInstance(database.url)]);
  });
  afterAll(async () => {
    for (const instance of [first, second]) {
      instance?.process.child.kill('SIGTERM');
    }
    await Promise.all([first, second].map((instance) => instance?.process.exited));
    await dropDatabase?.();
  });

  it('delivers a change made through one instance to a socket on the other', async () => {
    const twin = await signUpUser(first, 'Twin');
    const { id: listId } = await first.ok('createList', { name: 'Shared across instances' }, twin);

    const socket = await second.socket(twin);
    socket.send({ type: 'watch', topic: `list:${listId}` });
    await socket.waitFor((m) => m.type === 'watching');
    await first.ok('addItems', { listId, text: 'milk' }, twin);
    await socket.waitFor((m) => m.type === 'changed' && m.topic === `list:${listId}`);
    socket.close();
  });

  it('refuses on the other instance, within a second, a session revoked on one, and closes its socket there', async () => {
    const ann = await signUpUser(first, 'Ann');
    const laptop = await signInAgain(first, ann);
    // The other instance has the session's answer cached, and a socket open with it.
    expect((await second.call('me', {}, ann.cookie)).status).toBe(200);
    const socket = await second.socket(ann);

    expect((await postAuth(first, 'revoke-other-sessions', {}, laptop)).status).toBe(200);
    await waitUntil('the revoked cookie refused on the other instance', async () => {
      return (await second.call('me', {}, ann.cookie)).status === 401;
    });
    expect(await socket.closed(1_000)).toMatchObject({ code: SESSION_ENDED_CLOSE.code });
    expect((await second.call('me', {}, laptop)).status).toBe(200);
  });

  it('holds one cap of live sockets per account across both instances', async () => {
    const bea = await signUpUser(first, 'Bea');
    const sockets: TestSocket[] = [];
    for (let index = 0; index < SOCKETS_PER_ACCOUNT; index += 1) {
      sockets.push(await (index % 2 === 0 ? first : second).socket(bea));
    }
    await expect(first.socket(bea)).rejects.toThrow(/refused with 429/);
    await expect(second.socket(bea)).rejects.toThrow(/refused with 429/);
    for (const socket of sockets) {
      socket.close();
    }
  });

  it('holds one invitation limit across both instances: 20 pass, the 21st on either is refused', async () => {
    const sharer = await signUpUser(first, 'Sharer');
    const { id: listId } = await first.ok('createList', { name: 'Invites' }, sharer);
    const invite = (instance: Instance, index: number) =>
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
