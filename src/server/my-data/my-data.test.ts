import type { InputOf, ProcedureName } from '@shared/api';
import { CATEGORIES } from '@shared/categories';
import type { ListDetail } from '@shared/contract/lists';
import { MY_DATA_LIMITS, type MyDataFile } from '@shared/contract/my-data-file';
import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import { createTestApp, resultOf, type TestApp } from '@tests/support/test-app';
import { DATABASE_KINDS } from '@tests/support/test-database';
import { queryRows } from '@tests/support/test-sql';
import { makePro, signUpUser, type TestUser } from '@tests/support/test-users';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Every table an import writes: a refused import must leave each as it was. */
const WRITTEN_TABLES = [
  'list',
  'list_member',
  'list_item',
  'meal',
  'meal_plan_entry',
  'store',
  'store_tick',
  'category_memory',
];

/** The parts of a file that say what the account holds, not who exported it or when. */
function contentOf(file: MyDataFile) {
  return {
    lists: file.lists.map(({ role: _role, members: _members, ...list }) => list),
    meals: file.meals,
    plan: file.plan,
    stores: file.stores,
    categoryCorrections: file.categoryCorrections,
  };
}

describe.each(DATABASE_KINDS)('export from %s, import into the other engine', (kind) => {
  let source: TestApp;
  let target: TestApp;
  let ann: TestUser;
  let bob: TestUser;
  let exported: MyDataFile;
  const ids: string[] = [];

  const ok = async <N extends ProcedureName>(app: TestApp, who: TestUser, name: N, input: InputOf<N>) =>
    resultOf(await app.call(name, input, who.cookie));
  const rowCounts = async (app: TestApp) =>
    Promise.all(
      WRITTEN_TABLES.map(async (table) => {
        const [row] = await queryRows<{ n: number }>(
          app.database,
          sql.raw(`select count(*)::int as n from "${table}"`),
        );
        return `${table}:${row?.n}`;
      }),
    );
  const itemsOf = (list: ListDetail) => Object.values(list.items ?? {}).flat();

  /** Ann's week: her list in her store (one trip ended), a list Bob shares with her, meals and a plan. */
  async function seedAnn() {
    const as = <N extends ProcedureName>(name: N, input: InputOf<N>, who: TestUser = ann) =>
      ok(source, who, name, input);
    const { id: listId } = await as('createList', { name: 'Weekly shop' });
    const { id: storeId } = await as('createStore', { name: 'Corner shop' });
    await as('setCategoryOrder', { storeId, categories: [...CATEGORIES].reverse() });
    await as('setListStore', { listId, storeId });
    await as('addItems', { listId, text: 'bananas\nsourdough bread\noat milk' });
    const byLabel = async () =>
      new Map(itemsOf((await as('getList', { listId })).list).map((i) => [i.label, i.id]));
    let items = await byLabel();
    for (const label of ['oat milk', 'sourdough bread', 'bananas']) {
      await as('toggleItem', { listId, itemId: items.get(label) ?? `missing ${label}`, checked: true });
    }
    await as('removeCheckedItems', { listId });
    await as('addItems', { listId, text: '2 lbs chicken thighs\nmilk\navocados x3\ndish soap' });
    items = await byLabel();
    await as('toggleItem', { listId, itemId: items.get('milk') ?? 'missing milk', checked: true });
    await as('moveItem', {
      listId,
      itemId: items.get('dish soap') ?? 'missing dish soap',
      category: 'Personal Care',
    });

    const { id: sharedId } = await as('createList', { name: 'Household' }, bob);
    await as('addItems', { listId: sharedId, text: 'paper towels' }, bob);
    await source.services.lists.addMember(sharedId, ann.uid);

    const { id: chili } = await as('createMeal', {
      name: 'Chili',
      ingredients: ['2 onions', '1 lb beef'],
      instructions: 'Simmer for an hour.',
      servings: 4,
      sourceUrl: 'https://example.com/chili',
    });
    const { id: pancakes } = await as('createMeal', {
      name: 'Pancakes',
      ingredients: ['eggs'],
    });
    const { id: entryId } = await as('addToMealPlan', {
      day: 'Monday',
      slot: 'dinner',
      mealId: chili,
    });
    await as('scalePlanEntry', { day: 'Monday', slot: 'dinner', entryId, scale: 2 });
    await as('addToMealPlan', { day: 'Saturday', slot: 'breakfast', mealId: pancakes });
    ids.push(listId, storeId, sharedId, chili, pancakes, entryId, ann.uid, bob.uid, ...items.values());
  }

  beforeAll(async () => {
    [source, target] = await Promise.all([
      createTestApp(kind, { FREE_LIST_LIMIT: '100' }),
      createTestApp(kind === 'pglite' ? 'postgres' : 'pglite'),
    ]);
    ann = await signUpUser(source, 'Ann');
    bob = await signUpUser(source, 'Bob');
    await makePro(source, ann);
    await seedAnn();
    exported = await ok(source, ann, 'exportMyData', {});
  });
  afterAll(async () => {
    await Promise.all([source?.close(), target?.close()]);
  });

  it('exports the profile, lists with their items, meals, plan, stores with trips and corrections', () => {
    expect(exported).toMatchObject({
      format: 'aislewise-export',
      version: 1,
      app: { version: 'test' },
      profile: { email: ann.email, displayName: 'Ann', subscriptionStatus: 'active' },
    });
    expect(Date.parse(exported.exportedAt)).not.toBeNaN();
    const [weekly, household] = exported.lists;
    expect(weekly).toMatchObject({ name: 'Weekly shop', role: 'owner', members: [], store: 'Corner shop' });
    expect(weekly?.items).toEqual([
      {
        name: 'chicken thighs',
        quantity: '2 lb',
        note: null,
        category: 'Meat & Seafood',
        checked: false,
        checkedAt: null,
      },
      {
        name: 'milk',
        quantity: null,
        note: null,
        category: 'Dairy & Eggs',
        checked: true,
        checkedAt: expect.any(String),
      },
      { name: 'avocados', quantity: '3', note: null, category: 'Produce', checked: false, checkedAt: null },
      {
        name: 'dish soap',
        quantity: null,
        note: null,
        category: 'Personal Care',
        checked: false,
        checkedAt: null,
      },
    ]);
    expect(household).toMatchObject({
      name: 'Household',
      role: 'member',
      members: [{ displayName: 'Bob', role: 'owner' }],
      store: null,
      items: [expect.objectContaining({ name: 'paper towels' })],
    });
    expect(exported.meals).toEqual([
      {
        name: 'Chili',
        ingredients: ['2 onions', '1 lb beef'],
        instructions: 'Simmer for an hour.',
        servings: 4,
        sourceUrl: 'https://example.com/chili',
        createdAt: expect.any(String),
      },
      expect.objectContaining({ name: 'Pancakes', ingredients: ['eggs'], servings: null, sourceUrl: null }),
    ]);
    expect(exported.plan).toEqual([
      { day: 'Monday', slot: 'dinner', meal: 'Chili', scale: 2 },
      { day: 'Saturday', slot: 'breakfast', meal: 'Pancakes', scale: 1 },
    ]);
    expect(exported.stores).toEqual([
      {
        name: 'Corner shop',
        categoryOrder: [...CATEGORIES].reverse(),
        createdAt: expect.any(String),
        trips: [
          {
            endedAt: expect.any(String),
            ticks: expect.arrayContaining([expect.objectContaining({ position: 1 })]),
          },
          {
            endedAt: expect.any(String),
            ticks: [{ itemKey: 'milk', category: 'Dairy & Eggs', position: 1 }],
          },
        ],
      },
    ]);
    expect(exported.stores[0]?.trips[0]?.ticks.map((tick) => tick.itemKey)).toEqual([
      'oat milk',
      'sourdough bread',
      'banana',
    ]);
    expect(exported.categoryCorrections).toEqual([
      { itemKey: 'dish soap', category: 'Personal Care', updatedAt: expect.any(String) },
    ]);
  });

  it("exports the household's name and its members by display name, which an import leaves alone", () => {
    expect(exported.household).toEqual({
      name: "Ann's household",
      members: [{ displayName: 'Ann', role: 'owner' }],
    });
  });

  it("holds no other member's e-mail and no id of any account, list, item, meal or store", () => {
    const text = JSON.stringify(exported);
    expect(text).not.toContain(bob.email);
    for (const id of ids) {
      expect(text).not.toContain(id);
    }
  });

  it('imports into a fresh account on the other engine: lists, items, meals, plan, stores and order', async () => {
    const cleo = await signUpUser(target, 'Cleo');
    await makePro(target, cleo);
    const as = <N extends ProcedureName>(name: N, input: InputOf<N>) => ok(target, cleo, name, input);
    const counts = await as('importMyData', { file: exported });
    expect(counts).toEqual({
      lists: 2,
      items: 5,
      meals: 2,
      planEntries: 2,
      stores: 1,
      categoryCorrections: 1,
      skipped: { meals: 0, stores: 0, planEntries: 0 },
    });
    const { lists } = await as('listLists', {});
    expect(lists.map((list) => [list.name, list.ownerId])).toEqual([
      ['Household', cleo.uid],
      ['Weekly shop', cleo.uid],
    ]);
    const weekly = (await as('getList', { listId: lists[1]?.id ?? 'missing list' })).list;
    expect(weekly.members.map((member) => member.uid)).toEqual([cleo.uid]);
    expect(itemsOf(weekly).map(({ label, quantity, checked }) => [label, quantity, checked])).toEqual(
      expect.arrayContaining([
        ['chicken thighs', '2 lb', false],
        ['milk', null, true],
        ['avocados', '3', false],
      ]),
    );
    expect(weekly.items?.['Personal Care']?.map((item) => item.label)).toEqual(['dish soap']);
    // The trip of one tick (milk, still open where it was made) teaches nothing, here as there.
    expect(weekly.walk).toMatchObject({ storeName: 'Corner shop', orderSetByHand: true, trips: 1 });
    expect(weekly.walk?.categories).toEqual([...CATEGORIES].reverse());

    const plan = await as('getMealPlan', {});
    expect(plan.days.Monday?.dinner).toEqual([expect.objectContaining({ name: 'Chili', scale: 2 })]);
    expect(plan.days.Saturday?.breakfast).toEqual([expect.objectContaining({ name: 'Pancakes', scale: 1 })]);
    const { stores } = await as('listStores', {});
    expect(stores).toEqual([
      expect.objectContaining({ name: 'Corner shop', orderSetByHand: true, trips: 1 }),
    ]);

    // What the account holds now exports as it was exported: nothing was lost or changed on the way.
    const again = await as('exportMyData', {});
    expect(contentOf(again)).toEqual(contentOf(exported));
    expect(again.lists.map((list) => [list.role, list.members])).toEqual([
      ['owner', []],
      ['owner', []],
    ]);

    // The same file again: lists come in renamed, meals, stores and plan entries are not doubled.
    expect(await as('importMyData', { file: exported })).toEqual({
      lists: 2,
      items: 5,
      meals: 0,
      planEntries: 0,
      stores: 0,
      categoryCorrections: 0,
      skipped: { meals: 2, stores: 1, planEntries: 2 },
    });
    const after = await as('listLists', {});
    expect(after.lists.map((list) => list.name).sort()).toEqual([
      'Household',
      'Household (imported)',
      'Weekly shop',
      'Weekly shop (imported)',
    ]);
    const renamed = after.lists.find((list) => list.name === 'Weekly shop (imported)');
    const copy = (await as('getList', { listId: renamed?.id ?? 'missing copy' })).list;
    // The copy is shopped in the store the account already had.
    expect(copy.walk).toMatchObject({ storeName: 'Corner shop', orderSetByHand: true });
    expect((await as('listMeals', {})).meals).toHaveLength(2);
  });

  it('refuses a foreign, newer or broken file with a message naming what is wrong, writing nothing', async () => {
    const dora = await signUpUser(target, 'Dora');
    const withItem = structuredClone(exported);
    const longQuantity = 'q'.repeat(MY_DATA_LIMITS.quantity + 1);
    if (withItem.lists[0]?.items[1]) {
      withItem.lists[0].items[1].quantity = longQuantity;
    }
    const cases: [unknown, string][] = [
      ['just some text', MESSAGES.importNotAislewise],
      [[exported], MESSAGES.importNotAislewise],
      [{ ...exported, format: 'mealie-export' }, MESSAGES.importNotAislewise],
      [{ ...exported, version: 2 }, MESSAGES.importNewerVersion(2)],
      [{ ...exported, version: '1' }, MESSAGES.importUnknownVersion],
      [
        withItem,
        MESSAGES.importFileInvalid(
          'list 1 “Weekly shop”, item 2 “milk”, quantity',
          `Keep the quantity under ${MY_DATA_LIMITS.quantity} characters.`,
        ),
      ],
      [
        { ...exported, plan: [{ day: 'Monday', slot: 'lunch', meal: 'Lasagne' }] },
        MESSAGES.importFileInvalid('plan entry 1, meal', MESSAGES.importPlanMealMissing('Lasagne')),
      ],
      [
        { ...exported, lists: [{ ...exported.lists[0], createdAt: 'yesterday' }] },
        MESSAGES.importFileInvalid('list 1 “Weekly shop”, createdAt', MESSAGES.importTimeInvalid),
      ],
    ];
    const before = await rowCounts(target);
    for (const [file, message] of cases) {
      const answer = await target.call('importMyData', { file }, dora.cookie);
      expect([answer.status, answer.body?.error?.message]).toEqual([400, message]);
    }
    // No file at all, which the contract does not take, on purpose: unchecked.
    expect((await target.callUnchecked('importMyData', {}, dora.cookie)).body?.error?.message).toBe(
      MESSAGES.importNotAislewise,
    );
    const huge = { ...exported, meals: [], plan: [], padding: 'x'.repeat(LIMITS.maxImportBytes) };
    const tooLarge = await target.call('importMyData', { file: huge }, dora.cookie);
    expect([tooLarge.status, tooLarge.body?.error?.message]).toEqual([413, MESSAGES.importFileTooLarge(5)]);
    expect(await rowCounts(target)).toEqual(before);
  });

  it('keeps a free account to the list limit, as createList does: all or nothing', async () => {
    const eve = await signUpUser(target, 'Eve');
    await ok(target, eve, 'createList', { name: 'Mine' });
    await ok(target, eve, 'createList', { name: 'Also mine' });
    const before = await rowCounts(target);
    const refused = await target.call('importMyData', { file: exported }, eve.cookie);
    expect([refused.status, refused.body?.error?.message]).toEqual([
      403,
      MESSAGES.importTooManyLists(2, 2, target.config.freeListLimit),
    ]);
    expect(await rowCounts(target)).toEqual(before);
    const one = { ...exported, lists: exported.lists.slice(0, 1) };
    expect(await ok(target, eve, 'importMyData', { file: one })).toMatchObject({
      lists: 1,
      items: 4,
    });
  });
});
