import type { InputOf, ProcedureName } from '@shared/api';
import { CATEGORIES, type Category } from '@shared/categories';
import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import { createTestApp, resultOf, type TestApp } from '@tests/support/test-app';
import { DATABASE_KINDS } from '@tests/support/test-database';
import { signUpUser, type TestUser } from '@tests/support/test-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(DATABASE_KINDS)('stores on %s', (kind) => {
  let app: TestApp;
  let owner: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    app = await createTestApp(kind, { FREE_LIST_LIMIT: '100' });
    owner = await signUpUser(app, 'Olive');
    member = await signUpUser(app, 'Milo');
  });
  afterAll(() => app.close());

  const call = <N extends ProcedureName>(name: N, input: InputOf<N>, who: TestUser = owner) =>
    app.call(name, input, who.cookie);
  const ok = async <N extends ProcedureName>(name: N, input: InputOf<N>, who: TestUser = owner) =>
    resultOf(await call(name, input, who));
  const stores = async (who: TestUser = owner) => (await ok('listStores', {}, who)).stores;
  const store = async (id: string) => (await stores()).find((entry) => entry.id === id);

  it('keeps a user’s stores by name, each in SPEC’s order until its owner sets one', async () => {
    const trader = await ok('createStore', { name: '  Trader Joe’s ' });
    const costco = await ok('createStore', { name: 'Costco' });
    expect((await stores()).map((entry) => entry.name)).toEqual(['Costco', 'Trader Joe’s']);
    expect(await store(costco.id)).toMatchObject({ categoryOrder: [...CATEGORIES], orderSetByHand: false });

    const walk: Category[] = ['Bakery', ...CATEGORIES.filter((category) => category !== 'Bakery')];
    await ok('setCategoryOrder', { storeId: costco.id, categories: walk });
    expect(await store(costco.id)).toMatchObject({ categoryOrder: walk, orderSetByHand: true });
    await ok('setCategoryOrder', { storeId: costco.id, categories: null });
    expect(await store(costco.id)).toMatchObject({ categoryOrder: [...CATEGORIES], orderSetByHand: false });

    await ok('renameStore', { storeId: trader.id, name: 'TJ’s' });
    expect((await store(trader.id))?.name).toBe('TJ’s');
    expect(await stores(member)).toEqual([]);
  });

  it('refuses a name another store of the household has, on create and rename, in any case and spacing', async () => {
    const piggly = await ok('createStore', { name: 'Piggly Wiggly' });
    const wegmans = await ok('createStore', { name: 'Wegmans' });
    const again = await call('createStore', { name: '  piggly   wiggly ' });
    expect([again.status, again.body?.error?.message]).toEqual([
      400,
      MESSAGES.storeNameTaken('piggly   wiggly'),
    ]);
    const renamed = await call('renameStore', { storeId: wegmans.id, name: 'PIGGLY WIGGLY' });
    expect([renamed.status, renamed.body?.error?.message]).toEqual([
      400,
      MESSAGES.storeNameTaken('PIGGLY WIGGLY'),
    ]);
    // Its own name in another case is a rename, not a duplicate; another household may use the name.
    await ok('renameStore', { storeId: piggly.id, name: 'Piggly wiggly' });
    await ok('createStore', { name: 'Piggly Wiggly' }, member);
    expect((await stores()).filter((entry) => entry.name.toLowerCase() === 'piggly wiggly')).toHaveLength(1);
  });

  it('refuses an order that is not each of the 12 categories once, and names that are blank or too long', async () => {
    const { id } = await ok('createStore', { name: 'Aldi' });
    for (const categories of [
      CATEGORIES.slice(1),
      [...CATEGORIES.slice(1), 'Produce', 'Produce'],
      [...CATEGORIES.slice(1), 'Snacks'],
    ]) {
      // Orders the contract does not take, on purpose: unchecked.
      const answer = await app.callUnchecked('setCategoryOrder', { storeId: id, categories }, owner.cookie);
      expect([answer.status, answer.body?.error?.message]).toEqual([400, MESSAGES.categoryOrderInvalid]);
    }
    const blank = await call('createStore', { name: '   ' });
    expect([blank.status, blank.body?.error?.message]).toEqual([400, MESSAGES.storeNameRequired]);
    const long = await call('createStore', { name: 'x'.repeat(LIMITS.maxStoreName + 1) });
    expect([long.status, long.body?.error?.message]).toEqual([
      400,
      MESSAGES.storeNameTooLong(LIMITS.maxStoreName),
    ]);
  });

  it('hides a store from everyone but its owner', async () => {
    const { id } = await ok('createStore', { name: 'Lidl' });
    for (const [name, data] of [
      ['renameStore', { storeId: id, name: 'Mine now' }],
      ['setCategoryOrder', { storeId: id, categories: null }],
      ['deleteStore', { storeId: id }],
    ] as const) {
      const answer = await call(name, data, member);
      expect([name, answer.status, answer.body?.error?.message]).toEqual([name, 404, MESSAGES.storeNotFound]);
    }
    expect((await store(id))?.name).toBe('Lidl');
  });

  it('sets a shared list to a store of the caller’s own, and lets go of it when the store is deleted', async () => {
    const { id: listId } = await ok('createList', { name: 'Saturday' });
    await app.services.lists.addMember(listId, member.uid);
    const { id: storeId } = await ok('createStore', { name: 'Safeway' });
    const detail = async (who: TestUser) => (await ok('getList', { listId }, who)).list;
    const before = (await detail(owner)).version;

    const set = await ok('setListStore', { listId, storeId });
    expect(set.version).toBe(before + 1);
    expect((await detail(member)).storeId).toBe(storeId);
    // Setting it again changes nothing.
    expect((await ok('setListStore', { listId, storeId })).version).toBe(before + 1);

    const notTheirs = await call('setListStore', { listId, storeId }, member);
    expect([notTheirs.status, notTheirs.body?.error?.message]).toEqual([404, MESSAGES.storeNotFound]);
    const stranger = await signUpUser(app, 'Stan');
    const { id: strangersStore } = await ok('createStore', { name: 'Elsewhere' }, stranger);
    const notTheirList = await call('setListStore', { listId, storeId: strangersStore }, stranger);
    expect([notTheirList.status, notTheirList.body?.error?.message]).toEqual([404, MESSAGES.listNotFound]);

    await ok('deleteStore', { storeId });
    expect((await detail(owner)).storeId).toBeNull();
    expect(await store(storeId)).toBeUndefined();
    await ok('setListStore', { listId, storeId: null });
    expect((await detail(member)).storeId).toBeNull();
  });

  it('keeps at most 50 stores per account, with a way out in the message', async () => {
    const busy = await signUpUser(app, 'Busy');
    for (let index = 0; index < LIMITS.maxStores; index += 1) {
      await app.services.stores.create(busy.uid, `Shop ${index}`);
    }
    const answer = await call('createStore', { name: 'One more' }, busy);
    expect([answer.status, answer.body?.error?.message]).toEqual([
      400,
      MESSAGES.tooManyStores(LIMITS.maxStores),
    ]);
  });
});
