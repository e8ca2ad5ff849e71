import type { InputOf, ProcedureName } from '@shared/api';
import { SESSION_ENDED_CLOSE } from '@shared/live';
import { openSocket, type TestSocket } from '@tests/support/live-client';
import { type LiveServer, startLiveServer } from '@tests/support/live-server';
import {
  postAuth,
  resetPassword,
  sessionTokenOf,
  signInAgain,
  TEST_PASSWORD,
  waitUntil,
} from '@tests/support/live-sessions';
import { resultOf } from '@tests/support/test-app';
import { DATABASE_KINDS } from '@tests/support/test-database';
import { signUpUser, type TestUser } from '@tests/support/test-users';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A user with two sessions: `device`, the one that ends, and `other`, a second device that ends it. */
interface Ending {
  user: TestUser;
  device: string;
  other: string;
}

/** How soon an ended session is refused and its sockets closed, on any instance. */
const SECOND = 1_000;

describe.each(DATABASE_KINDS)('a session that ends, on %s', (kind) => {
  let server: LiveServer;
  let bob: TestUser;

  beforeAll(async () => {
    // A short heartbeat, so a session that simply runs out is noticed within a test's patience.
    server = await startLiveServer(kind, { FREE_LIST_LIMIT: '100' }, { live: { heartbeatMs: 1_000 } });
    bob = await signUpUser(server, 'Bob');
  });
  afterAll(() => server?.close());

  const call = async <N extends ProcedureName>(name: N, input: InputOf<N>, cookie: string) =>
    resultOf(await server.call(name, input, cookie));
  const status = async (cookie: string) => (await server.call('me', {}, cookie)).status;
  const ok = async (response: Promise<Response>) => {
    const answer = await response;
    expect(answer.status, await answer.clone().text()).toBe(200);
  };

  /** A user signed in on two devices, with a list shared with Bob and watched by the device that will end. */
  const setUp = async () => {
    const user = await signUpUser(server, 'Ann');
    const ending: Ending = { user, device: user.cookie, other: await signInAgain(server, user) };
    const { id: listId } = await call('createList', { name: 'Weekly' }, ending.device);
    await call('createShareInvite', { listId, recipientEmail: bob.email }, ending.device);
    const topic = `list:${listId}`;
    const watch = async (cookie: string) => {
      const socket = await openSocket(server.base, cookie);
      socket.send({ type: 'watch', topic });
      await socket.waitFor((m) => m.type === 'watching' && m.topic === topic);
      return socket;
    };
    // The cookie's answer is cached now, as it is for a shopper who just tapped something.
    expect(await status(ending.device)).toBe(200);
    return {
      ending,
      listId,
      deviceSocket: await watch(ending.device),
      bobSocket: await watch(bob.cookie),
    };
  };

  /** After the end: the socket is closed within a second as ended, and hears of no change made after. */
  const expectSocketEnded = async (socket: TestSocket, bobSocket: TestSocket, listId: string) => {
    const heardBefore = socket.messages.length;
    expect(await socket.closed(SECOND)).toEqual({
      code: SESSION_ENDED_CLOSE.code,
      reason: SESSION_ENDED_CLOSE.reason,
    });
    const bobFrom = bobSocket.messages.length;
    await call('addItems', { listId, text: 'after the end' }, bob.cookie);
    await bobSocket.waitFor((m) => bobSocket.messages.indexOf(m) >= bobFrom && m.type === 'changed');
    expect(socket.messages.slice(heardBefore).filter((m) => m.type === 'changed')).toEqual([]);
    bobSocket.close();
  };

  const endings: [string, (ending: Ending) => Promise<void>][] = [
    ['sign-out', ({ device }) => ok(postAuth(server, 'sign-out', {}, device))],
    [
      'revoke-session from another device',
      async ({ device, other }) =>
        ok(postAuth(server, 'revoke-session', { token: await sessionTokenOf(server, device) }, other)),
    ],
    ['revoke-sessions', ({ other }) => ok(postAuth(server, 'revoke-sessions', {}, other))],
    ['revoke-other-sessions', ({ other }) => ok(postAuth(server, 'revoke-other-sessions', {}, other))],
    [
      'change-password with revokeOtherSessions',
      ({ other }) =>
        ok(
          postAuth(
            server,
            'change-password',
            {
              currentPassword: TEST_PASSWORD,
              newPassword: 'fresh-horse-battery-7',
              revokeOtherSessions: true,
            },
            other,
          ),
        ),
    ],
    [
      'reset-password',
      ({ user }) => ok(resetPassword(server, server.database, user, 'reset-horse-battery-8')),
    ],
    [
      'account deletion',
      async ({ user, other }) => {
        await call('deleteAccount', { email: user.email }, other);
      },
    ],
  ];

  it.each(endings)('after %s the old cookie is refused at once and its socket is closed', async (_, end) => {
    const { ending, listId, deviceSocket, bobSocket } = await setUp();
    await end(ending);
    expect(await status(ending.device)).toBe(401);
    await expectSocketEnded(deviceSocket, bobSocket, listId);
  });

  it('ends a session whose expiry is moved into the past, whoever moved it', async () => {
    const { ending, listId, deviceSocket, bobSocket } = await setUp();
    const token = await sessionTokenOf(server, ending.device);
    await server.database.db.execute(
      sql`update session set expires_at = now() - interval '1 second' where token = ${token}`,
    );
    await waitUntil('the cookie refused', async () => (await status(ending.device)) === 401, SECOND);
    await expectSocketEnded(deviceSocket, bobSocket, listId);
    expect(await status(ending.other)).toBe(200);
  });

  it('closes the socket of a session that runs out while it is open, at the next heartbeat', async () => {
    const { ending, listId, deviceSocket, bobSocket } = await setUp();
    const token = await sessionTokenOf(server, ending.device);
    // Nothing writes to the session row when it runs out: only the clock moves.
    await server.database.db.execute(
      sql`update session set expires_at = now() + interval '300 milliseconds' where token = ${token}`,
    );
    // Its end, then at most one heartbeat (1 s here), and the close.
    expect(await deviceSocket.closed(300 + 1_000 + SECOND)).toMatchObject({ code: SESSION_ENDED_CLOSE.code });
    expect(await status(ending.device)).toBe(401);
    await expectSocketEnded(deviceSocket, bobSocket, listId);
  });
});
