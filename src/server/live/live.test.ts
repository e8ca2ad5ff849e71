import type { InputOf, ProcedureName } from '@shared/api';
import type { ServerMessage } from '@shared/live';
import { openSocket, type TestSocket } from '@tests/support/live-client';
import { type LiveServer, startLiveServer } from '@tests/support/live-server';
import { resultOf } from '@tests/support/test-app';
import { DATABASE_KINDS } from '@tests/support/test-database';
import { signUpUser, type TestUser } from '@tests/support/test-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Waits for a message the socket gets from its `from`-th message on (what came before does not count). */
const waitAfter = (socket: TestSocket, from: number, match: (message: ServerMessage) => boolean) =>
  socket.waitFor((message) => socket.messages.indexOf(message) >= from && match(message));

/** True when the socket heard of a change to the topic in its messages from the `from`-th on. */
const heardAfter = (socket: TestSocket, from: number, topic: string) =>
  socket.messages.slice(from).some((message) => message.type === 'changed' && message.topic === topic);

/**
 * Waits until everything the server sent the socket before now has arrived: messages on one socket arrive
 * in order, so once the answer to this ping is here, so is any `changed` sent ahead of it.
 */
const drain = async (socket: TestSocket) => {
  const from = socket.messages.length;
  socket.send({ type: 'ping' });
  await waitAfter(socket, from, (message) => message.type === 'pong');
};

describe.each(DATABASE_KINDS)('the live socket on %s', (kind) => {
  let server: LiveServer;
  let ann: TestUser;
  let bob: TestUser;
  let cy: TestUser;

  const call = async <N extends ProcedureName>(name: N, input: InputOf<N>, who: TestUser) =>
    resultOf(await server.call(name, input, who.cookie));
  const createList = async (name: string) => (await call('createList', { name }, ann)).id;
  const share = (listId: string, who: TestUser) =>
    call('createShareInvite', { listId, recipientEmail: who.email }, ann);
  /** A socket of the user watching the topics, once the server has said so. */
  const watching = async (who: TestUser, ...topics: string[]) => {
    const socket = await openSocket(server.base, who.cookie);
    for (const topic of topics) {
      socket.send({ type: 'watch', topic });
      await socket.waitFor((message) => message.type === 'watching' && message.topic === topic);
    }
    return socket;
  };

  beforeAll(async () => {
    // Ann makes a list in every test: a high limit keeps the free account's three out of the way.
    server = await startLiveServer(kind, { FREE_LIST_LIMIT: '100' });
    [ann, bob, cy] = (await Promise.all(['Ann', 'Bob', 'Cy'].map((name) => signUpUser(server, name)))) as [
      TestUser,
      TestUser,
      TestUser,
    ];
  });
  afterAll(() => server?.close());

  it('tells a member watching a list about another member’s change, and answers pings', async () => {
    const listId = await createList('Live');
    await share(listId, bob);
    const bobSocket = await watching(bob, `list:${listId}`);
    await call('addItems', { listId, text: 'coffee' }, ann);
    await bobSocket.waitFor((m) => m.type === 'changed' && m.topic === `list:${listId}`);
    bobSocket.send({ type: 'ping' });
    await bobSocket.waitFor((m) => m.type === 'pong');
    bobSocket.close();
  });

  it('tells a user about lists shared with them on their own overview topic', async () => {
    const cySocket = await watching(cy, 'lists');
    const listId = await createList('For Cy');
    await share(listId, cy);
    await cySocket.waitFor((m) => m.type === 'changed' && m.topic === 'lists');
    cySocket.close();
  });

  it('denies a list to a non-member, and stops telling a member once they are removed', async () => {
    const listId = await createList('Private');
    const topic = `list:${listId}`;
    const cySocket = await openSocket(server.base, cy.cookie);
    cySocket.send({ type: 'watch', topic });
    await cySocket.waitFor((m) => m.type === 'denied' && m.topic === topic);
    cySocket.send({ type: 'watch', topic: 'list:../../etc' });
    await cySocket.waitFor((m) => m.type === 'denied' && m.topic === 'list:../../etc');

    await share(listId, bob);
    const annSocket = await watching(ann, topic);
    const bobSocket = await watching(bob, topic);
    await call('removeMember', { listId, memberId: bob.uid }, ann);
    await bobSocket.waitFor((m) => m.type === 'denied' && m.topic === topic);
    await drain(annSocket);
    const bobFrom = bobSocket.messages.length;
    const annFrom = annSocket.messages.length;
    await call('addItems', { listId, text: 'secret' }, ann);
    // The owner hears of the add; anything sent to Bob for it went out by then, and is in before his pong.
    await waitAfter(annSocket, annFrom, (m) => m.type === 'changed' && m.topic === topic);
    await drain(bobSocket);
    expect(heardAfter(bobSocket, bobFrom, topic)).toBe(false);
    annSocket.close();
    bobSocket.close();
    cySocket.close();
  });

  it('tells a list’s watchers of a tick without touching the overview, which an add does change', async () => {
    const listId = await createList('Ticks');
    const topic = `list:${listId}`;
    await share(listId, bob);
    const sockets = [await watching(ann, topic, 'lists'), await watching(bob, topic, 'lists')];
    const names = ['Ann', 'Bob'];
    /** Waits until each socket heard of a change on `what` since `from`, and got everything sent before it. */
    const heardOnly = async (from: number[], what: string) => {
      for (const [index, socket] of sockets.entries()) {
        await waitAfter(socket, from[index] ?? 0, (m) => m.type === 'changed' && m.topic === what);
        await drain(socket);
      }
    };
    // The add's notice follows the earlier writes' notices: once it is heard, theirs are in, before the tick.
    const beforeAdd = sockets.map((socket) => socket.messages.length);
    await call('addItems', { listId, text: 'milk' }, ann);
    await heardOnly(beforeAdd, topic);
    const { list } = await call('getList', { listId }, ann);
    const milk = Object.values(list.items ?? {})
      .flat()
      .find((item) => item.name === 'milk');
    expect(milk).toBeDefined();

    const beforeTick = sockets.map((socket) => socket.messages.length);
    await call('toggleItem', { listId, itemId: milk?.id ?? 'missing milk', checked: true }, bob);
    await heardOnly(beforeTick, topic);
    for (const [index, socket] of sockets.entries()) {
      expect(
        heardAfter(socket, beforeTick[index] ?? 0, 'lists'),
        `${names[index]} heard of the tick on lists`,
      ).toBe(false);
    }

    const beforeSecondAdd = sockets.map((socket) => socket.messages.length);
    await call('addItems', { listId, text: 'bread' }, bob);
    await heardOnly(beforeSecondAdd, 'lists');
    for (const socket of sockets) {
      socket.close();
    }
  });

  it('refuses a socket without a session, or from another site', async () => {
    await expect(openSocket(server.base)).rejects.toThrow('401');
    await expect(openSocket(server.base, ann.cookie, 'https://evil.example')).rejects.toThrow('403');
  });
});
