import type { InputOf, ProcedureName } from '@shared/api';
import { CATEGORIES } from '@shared/categories';
import type { ListDetail } from '@shared/contract/lists';
import { MESSAGES } from '@shared/messages';
import { createTestApp, resultOf, type TestApp } from '@tests/support/test-app';
import { DATABASE_KINDS } from '@tests/support/test-database';
import { queryRows } from '@tests/support/test-sql';
import { signUpUser, type TestUser } from '@tests/support/test-users';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A shop whose produce is at the back: dairy, then bakery, then produce, each in its own shelf order. */
const SHELVES = ['oat milk', 'Eggs', 'cheddar', 'Sourdough bread', 'bagels', 'Bananas', 'spinach', 'Lemons'];

describe.each(DATABASE_KINDS)('trips through a store on %s', (kind) => {
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
  const detail = async (listId: string, who: TestUser = owner) => (await ok('getList', { listId }, who)).list;
  const names = (list: ListDetail, category: (typeof CATEGORIES)[number]) =>
    (list.items?.[category] ?? []).map((item) => item.label);

  /** A list shared by the owner with the member, set to a new store of the owner's. */
  async function sharedListInStore(storeName: string) {
    const { id: listId } = await ok('createList', { name: storeName });
    await app.services.lists.addMember(listId, member.uid);
    const { id: storeId } = await ok('createStore', { name: storeName });
    await ok('setListStore', { listId, storeId });
    return { listId, storeId };
  }

  /** One trip: the items go on the list, are ticked in `order` by `who`, and the cart is cleared. */
  async function trip(listId: string, order: readonly string[], who: TestUser = owner) {
    await ok('addItems', { listId, text: [...order].reverse().join('\n') }, who);
    const list = await detail(listId, who);
    const ids = new Map(
      Object.values(list.items ?? {})
        .flat()
        .map((item) => [item.label, item.id]),
    );
    for (const label of order) {
      await ok('toggleItem', { listId, itemId: ids.get(label) ?? `missing ${label}`, checked: true }, who);
    }
    await ok('removeCheckedItems', { listId }, who);
  }

  it('learns the walk from the trips of every member, aisles and shelves, and files unseen items by name', async () => {
    const { listId, storeId } = await sharedListInStore('Corner shop');
    expect((await detail(listId)).walk).toEqual({
      storeName: 'Corner shop',
      categories: [...CATEGORIES],
      orderSetByHand: false,
      trips: 0,
    });

    await trip(listId, SHELVES);
    await trip(listId, SHELVES, member);
    await trip(listId, SHELVES);
    await ok('addItems', { listId, text: [...SHELVES, 'zucchini', 'apples'].join('\n') });
    const list = await detail(listId, member);
    expect(list.walk).toMatchObject({ trips: 3, orderSetByHand: false });
    expect(list.walk?.categories.slice(0, 3)).toEqual(['Dairy & Eggs', 'Bakery', 'Produce']);
    // Every category the trips did not visit follows, in SPEC's order.
    expect(list.walk?.categories.slice(3)).toEqual(
      CATEGORIES.filter((category) => !['Dairy & Eggs', 'Bakery', 'Produce'].includes(category)),
    );
    expect(names(list, 'Dairy & Eggs')).toEqual(['oat milk', 'Eggs', 'cheddar']);
    expect(names(list, 'Bakery')).toEqual(['Sourdough bread', 'bagels']);
    expect(names(list, 'Produce')).toEqual(['Bananas', 'spinach', 'Lemons', 'apples', 'zucchini']);
    expect((await ok('listStores', {})).stores).toContainEqual(
      expect.objectContaining({ id: storeId, trips: 3 }),
    );

    // The aisles' order set by hand beats the learned one; the shelves within them stay learned.
    const byHand = [...CATEGORIES].reverse();
    await ok('setCategoryOrder', { storeId, categories: byHand });
    const handSet = await detail(listId, member);
    expect(handSet.walk).toMatchObject({ categories: byHand, orderSetByHand: true, trips: 3 });
    expect(names(handSet, 'Produce').slice(0, 3)).toEqual(['Bananas', 'spinach', 'Lemons']);
  });

  it('counts a trip only once it ended, keeps a tick taken back out of it, and starts a new trip after 90 minutes', async () => {
    const { listId } = await sharedListInStore('Night shop');
    await ok('addItems', { listId, text: 'milk\nbread\nbananas' });
    const ids = new Map(
      Object.values((await detail(listId)).items ?? {})
        .flat()
        .map((item) => [item.label, item.id]),
    );
    const tick = (label: string, checked: boolean, who: TestUser = owner) =>
      ok('toggleItem', { listId, itemId: ids.get(label) ?? `missing ${label}`, checked }, who);
    await tick('bananas', true);
    await tick('bread', true, member);
    await tick('milk', true);
    await tick('milk', false);
    // Mid-trip the list keeps its order: the trip teaches only once it is over.
    expect((await detail(listId)).walk?.trips).toBe(0);
    const ticks = async () =>
      (
        await queryRows<{ item_key: string; position: number }>(
          app.database,
          sql`select item_key, position from store_tick where list_id = ${listId} order by position`,
        )
      ).map((row) => row.item_key);
    expect(await ticks()).toEqual(['banana', 'bread']);

    // An hour and a half without a tick ends the trip.
    await app.database.db.execute(
      sql`update store_tick set ticked_at = ticked_at - interval '91 minutes' where list_id = ${listId}`,
    );
    const ended = await detail(listId);
    expect(ended.walk?.trips).toBe(1);
    expect(ended.walk?.categories.slice(0, 2)).toEqual(['Produce', 'Bakery']);
    await tick('milk', true);
    const trips = await queryRows<{ trips: number }>(
      app.database,
      sql`select count(distinct trip_id)::int as trips from store_tick where list_id = ${listId}`,
    );
    expect(Number(trips[0]?.trips)).toBe(2);
  });

  it('tells the lists set to a store when its order changes, resets what it learned for its owner only, and lets go when it goes', async () => {
    const { listId, storeId } = await sharedListInStore('Market');
    await trip(listId, ['Bananas', 'Eggs']);
    await trip(listId, ['Bananas', 'Eggs'], member);
    const before = (await detail(listId)).version;
    await ok('setCategoryOrder', { storeId, categories: [...CATEGORIES].reverse() });
    expect((await detail(listId, member)).version).toBe(before + 1);
    await ok('renameStore', { storeId, name: 'Farmers market' });
    expect((await detail(listId, member)).walk).toMatchObject({ storeName: 'Farmers market', trips: 2 });

    const notTheirs = await call('resetLearnedOrder', { storeId }, member);
    expect([notTheirs.status, notTheirs.body?.error?.message]).toEqual([404, MESSAGES.storeNotFound]);
    await ok('resetLearnedOrder', { storeId });
    const reset = await detail(listId, member);
    expect(reset.walk).toMatchObject({ trips: 0, orderSetByHand: true });
    expect(reset.version).toBe(before + 3);

    await ok('deleteStore', { storeId });
    const gone = await detail(listId, member);
    expect([gone.storeId, gone.walk, gone.version]).toEqual([null, null, before + 4]);
  });

  it('keeps a list with no store as it was: no walk, no trips', async () => {
    const { id: listId } = await ok('createList', { name: 'Plain' });
    await trip(listId, ['Eggs', 'Bananas']);
    expect((await detail(listId)).walk).toBeNull();
    const rows = await queryRows<{ n: number }>(
      app.database,
      sql`select count(*)::int as n from store_tick where list_id = ${listId}`,
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });
});
