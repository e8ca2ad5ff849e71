import type { InputOf, ProcedureName } from '@shared/api';
import { MESSAGES } from '@shared/messages';
import { openSocket } from '@tests/support/live-client';
import { type LiveServer, startLiveServer } from '@tests/support/live-server';
import { resultOf } from '@tests/support/test-app';
import { DATABASE_KINDS } from '@tests/support/test-database';
import { signUpUser, type TestUser } from '@tests/support/test-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** What a household bought (ticked), read by its members only, with the favourites they starred. */
describe.each(DATABASE_KINDS)('the item history of a household on %s', (kind) => {
  let server: LiveServer;

  const call = async <N extends ProcedureName>(name: N, input: InputOf<N>, who: TestUser) =>
    resultOf(await server.call(name, input, who.cookie));
  const history = async (who: TestUser) => (await call('getItemHistory', {}, who)).items;
  /** A new list of `who` with these lines on it; answers its id and a function ticking an item by its name. */
  const listWith = async (who: TestUser, text: string) => {
    const { id: listId } = await call('createList', { name: 'Groceries' }, who);
    await call('addItems', { listId, text }, who);
    const itemId = async (label: string) => {
      const items = Object.values((await call('getList', { listId }, who)).list.items ?? {}).flat();
      const found = items.find((item) => item.label === label);
      if (!found) {
        throw new Error(`${label} is not on the list`);
      }
      return found.id;
    };
    const tick = async (label: string, checked = true) =>
      call('toggleItem', { listId, itemId: await itemId(label), checked }, who);
    return { listId, tick };
  };

  /** People signed up, the first two in one household (the first's), any third on their own. */
  const people = async (...names: string[]) => {
    const users = await Promise.all(names.map((name) => signUpUser(server, name)));
    const [owner, mate] = users;
    if (!owner || !mate) {
      throw new Error('sign-up failed');
    }
    const { inviteId } = await call('createHouseholdInvite', {}, owner);
    await call('joinHousehold', { inviteId }, mate);
    return [owner, mate, users[2] ?? owner] as const;
  };
  /** A socket of `who` watching the household's history, and a wait for the next change it hears. */
  const watchHistory = async (who: TestUser) => {
    const socket = await openSocket(server.base, who.cookie);
    socket.send({ type: 'watch', topic: 'history' });
    await socket.waitFor((message) => message.type === 'watching' && message.topic === 'history');
    const nextChange = () => {
      const from = socket.messages.length;
      return socket.waitFor(
        (message) =>
          socket.messages.indexOf(message) >= from &&
          message.type === 'changed' &&
          message.topic === 'history',
      );
    };
    return { socket, nextChange };
  };

  beforeAll(async () => {
    server = await startLiveServer(kind, { FREE_LIST_LIMIT: '100' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('records what members tick for their household, one item per spelling, and shows none of it to others', async () => {
    const [ann, bob, cy] = await people('Ann', 'Bob', 'Cy');
    const bobHears = await watchHistory(bob);

    const anns = await listWith(ann, '2 lb ground beef\nLimes\nmilk');
    const told = bobHears.nextChange();
    await anns.tick('ground beef');
    // A first purchase tells the household's devices.
    await told;
    await anns.tick('Limes');
    // Unticking does not unbuy, and ticking again on the same trip counts once.
    await anns.tick('Limes', false);
    await anns.tick('Limes');

    const seenByBob = await history(bob);
    expect(seenByBob.map((item) => item.name).sort()).toEqual(['Limes', 'ground beef']);
    expect(seenByBob.find((item) => item.name === 'ground beef')).toMatchObject({
      category: 'Meat & Seafood',
      quantity: '2 lb',
      timesBought: 1,
      favourite: false,
    });
    expect(seenByBob.find((item) => item.name === 'Limes')?.timesBought).toBe(1);
    expect(await history(cy)).toEqual([]);

    // Bob buys limes too, spelled his way: one item of the household, bought on two trips.
    const bobs = await listWith(bob, 'lime');
    await bobs.tick('lime');
    const limes = (await history(ann)).filter((item) => item.name.toLowerCase().startsWith('lime'));
    expect(limes).toHaveLength(1);
    expect(limes[0]).toMatchObject({ name: 'lime', timesBought: 2 });

    // Cy's purchases are Cy's household's alone.
    const cys = await listWith(cy, 'coffee');
    await cys.tick('coffee');
    expect((await history(cy)).map((item) => item.name)).toEqual(['coffee']);
    expect((await history(ann)).map((item) => item.name)).not.toContain('coffee');
    bobHears.socket.close();
  });

  it('stars an item for the whole household, and not an item of another household', async () => {
    const [dee, eve, fay] = await people('Dee', 'Eve', 'Fay');
    const dees = await listWith(dee, 'oat milk\nbananas');
    await dees.tick('oat milk');
    await dees.tick('bananas');
    const fays = await listWith(fay, 'tea');
    await fays.tick('tea');

    const eveHears = await watchHistory(eve);
    const told = eveHears.nextChange();
    // Eve stars what Dee bought, in another spelling; Dee sees it starred, and Eve's devices are told.
    await call('setFavourite', { name: 'Banana', favourite: true }, eve);
    await told;
    expect((await history(dee)).filter((item) => item.favourite).map((item) => item.name)).toEqual([
      'bananas',
    ]);

    const refused = await server.call('setFavourite', { name: 'tea', favourite: true }, dee.cookie);
    expect(refused.status).toBe(404);
    expect(refused.body?.error?.message).toBe(MESSAGES.historyItemNotFound);
    expect((await history(fay))[0]?.favourite).toBe(false);

    await call('setFavourite', { name: 'bananas', favourite: false }, dee);
    expect((await history(eve)).some((item) => item.favourite)).toBe(false);
    eveHears.socket.close();
  });

  it('leaves what a member bought with the household when they leave, and they keep their own', async () => {
    const [gus, hal] = await people('Gus', 'Hal');
    const hals = await listWith(hal, 'sourdough');
    await hals.tick('sourdough');
    await call('setFavourite', { name: 'sourdough', favourite: true }, hal);

    await call('leaveHousehold', {}, hal);
    expect(await history(gus)).toMatchObject([{ name: 'sourdough', favourite: true, timesBought: 1 }]);
    expect(await history(hal)).toMatchObject([{ name: 'sourdough', favourite: true }]);
  });

  it('exports what the account bought with its stars, and imports it into another account', async () => {
    const [ivy, jo] = await people('Ivy', 'Jo');
    const ivys = await listWith(ivy, '3 lb apples\nrice');
    await ivys.tick('apples');
    await call('setFavourite', { name: 'apples', favourite: true }, ivy);

    const file = await call('exportMyData', {}, ivy);
    expect(file.itemHistory).toMatchObject([
      { name: 'apples', category: 'Produce', quantity: '3 lb', timesBought: 1, favourite: true },
    ]);
    const kim = await signUpUser(server, 'Kim');
    await call('importMyData', { file }, kim);
    expect(await history(kim)).toMatchObject([{ name: 'apples', quantity: '3 lb', favourite: true }]);
    // Jo's household's history is Ivy's, not Jo's own file's.
    expect((await call('exportMyData', {}, jo)).itemHistory).toEqual([]);
  });
});
