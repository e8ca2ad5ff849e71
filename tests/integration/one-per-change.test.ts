import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, api, type InputOf, type ProcedureName } from '../../src/shared/api';
import { MESSAGES } from '../../src/shared/messages';
import { smallDataFile } from '../support/procedure-inputs';
import { createTestApp, resultOf, type TestApp } from '../support/test-app';
import { DATABASE_KINDS } from '../support/test-database';
import { queryRows } from '../support/test-sql';
import { makePro, signUpUser, type TestUser } from '../support/test-users';

/** What a shopper has made, as the shopper's own calls (or, where none tells, the database) show it. */
interface Made {
  listId: string;
  mealId: string;
}

/**
 * Each procedure that creates something: a valid call, and how many of its things exist. The counts read what
 * a user would see (their lists, meals, stores, plan), or the rows when nothing shows them (invites, checkouts).
 */
type Creation<N extends CreatingProcedure> = {
  input: (made: Made) => InputOf<N>;
  /** A second intent's call, where a name the household already uses would be refused (stores, meals). */
  again?: (made: Made) => InputOf<N>;
  count: (app: TestApp, user: TestUser, made: Made) => Promise<number>;
};
/** The procedures the contract marks as creating something. */
type CreatingProcedure = {
  [N in ProcedureName]: Api[N] extends { creates: true } ? N : never;
}[ProcedureName];

const rowCount = async (app: TestApp, query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: number | string }>(app.database, query))[0]?.n ?? 0);
const lists = async (app: TestApp, user: TestUser) =>
  resultOf(await app.call('listLists', {}, user.cookie)).lists.length;
const meals = async (app: TestApp, user: TestUser) =>
  resultOf(await app.call('listMeals', {}, user.cookie)).meals.length;

let recipientEmail = '';

const CREATIONS: { [N in CreatingProcedure]: Creation<N> } = {
  createList: { input: () => ({ name: 'Weekend' }), count: lists },
  createStore: {
    input: () => ({ name: 'Corner shop' }),
    again: () => ({ name: 'Farm shop' }),
    count: async (app, user) => resultOf(await app.call('listStores', {}, user.cookie)).stores.length,
  },
  createShareInvite: {
    input: (made) => ({ listId: made.listId, recipientEmail }),
    count: (app, _user, made) =>
      rowCount(app, sql`select count(*) as n from share_invite where list_id = ${made.listId}`),
  },
  createListLink: {
    input: (made) => ({ listId: made.listId }),
    count: (app, _user, made) =>
      rowCount(app, sql`select count(*) as n from list_link where list_id = ${made.listId}`),
  },
  createHouseholdInvite: {
    input: () => ({}),
    count: async (app, user) =>
      resultOf(await app.call('getHousehold', {}, user.cookie)).household.invites.length,
  },
  createCheckoutSession: {
    input: () => ({ plan: 'yearly' }),
    count: (app, user) =>
      rowCount(app, sql`select count(*) as n from test_checkout where user_id = ${user.uid}`),
  },
  createMeal: {
    input: () => ({ name: 'Leek soup', ingredients: ['3 leeks'] }),
    again: () => ({ name: 'Leek pie', ingredients: ['3 leeks'] }),
    count: meals,
  },
  saveMealIdea: {
    input: () => ({ title: 'Fried rice', has: ['rice'], needs: ['egg'], instructions: 'Fry.' }),
    count: meals,
  },
  addMealToList: {
    input: (made) => ({ mealId: made.mealId, listId: made.listId }),
    // The meal is '2 onions': each time it goes on the list, the row's quantity grows by two.
    count: async (app, user, made) => {
      const { list } = resultOf(await app.call('getList', { listId: made.listId }, user.cookie));
      const onions = Object.values(list.items ?? {})
        .flat()
        .find((item) => item.label === 'onions');
      return Number(onions?.quantity ?? 0) / 2;
    },
  },
  addToMealPlan: {
    input: (made) => ({ day: 'Friday', slot: 'dinner', mealId: made.mealId }),
    count: async (app, user) =>
      resultOf(await app.call('getMealPlan', {}, user.cookie)).days.Friday?.dinner?.length ?? 0,
  },
  generateShoppingList: { input: () => ({ dateLabel: 'Nov 27' }), count: lists },
  importMyData: { input: () => ({ file: smallDataFile() }), count: lists },
};
const isCreating = (name: string): name is CreatingProcedure => Object.hasOwn(CREATIONS, name);

describe('the contract', () => {
  it('marks every procedure that creates something, and each takes a change id', () => {
    const creating = Object.entries(api)
      .filter(([, spec]) => 'creates' in spec && spec.creates)
      .map(([name]) => name);
    expect(creating.sort()).toEqual(Object.keys(CREATIONS).sort());
    // Names that say they make something, but those that keep nothing: a portal visit at the payment provider,
    // and a recipe read into a draft. addItems has its change id of old, as every queued list write does. An app
    // password is shown once and kept only as a hash, so no answer holding it is kept for a replay.
    const keepNothing = ['createPortalSession', 'importRecipeFromUrl', 'addItems', 'createAppPassword'];
    const namedLikeCreating = Object.keys(api).filter(
      (name) => /^(create|save|generate|import|add)/.test(name) && !keepNothing.includes(name),
    );
    expect(namedLikeCreating.sort()).toEqual(creating.sort());
    for (const name of creating) {
      const input = api[name as ProcedureName].input;
      const parsed = input.safeParse({
        ...(isCreating(name) ? CREATIONS[name].input({ listId: 'l', mealId: 'm' }) : {}),
        changeId: 'twice',
      });
      expect(parsed.success, name).toBe(false);
    }
  });
});

describe.each(DATABASE_KINDS)('one thing per change id, on %s', (kind) => {
  let app: TestApp;
  let ann: TestUser;
  let free: TestUser;
  const made: Made = { listId: '', mealId: '' };

  beforeAll(async () => {
    app = await createTestApp(kind, { FREE_LIST_LIMIT: '2' });
    [ann, free] = await Promise.all([signUpUser(app, 'Ann'), signUpUser(app, 'Free')]);
    const bob = await signUpUser(app, 'Bob');
    recipientEmail = bob.email;
    await makePro(app, ann);
    made.listId = resultOf(await app.call('createList', { name: 'Groceries' }, ann.cookie)).id;
    made.mealId = resultOf(
      await app.call('createMeal', { name: 'Onion tart', ingredients: ['2 onions'] }, ann.cookie),
    ).id;
    // The week's list needs a planned meal.
    await app.call('addToMealPlan', { day: 'Monday', slot: 'lunch', mealId: made.mealId }, ann.cookie);
  });
  afterAll(() => app?.close());

  it.each(Object.keys(CREATIONS).filter(isCreating))(
    '%s: the same change id twice at once, and again later, makes one',
    async (name) => {
      const creation = CREATIONS[name];
      const call = (changeId: string) => app.call(name, { ...creation.input(made), changeId }, ann.cookie);
      const before = await creation.count(app, ann, made);

      const changeId = randomUUID();
      const [first, twin] = await Promise.all([call(changeId), call(changeId)]);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(twin.body).toEqual(first.body);
      expect(await creation.count(app, ann, made)).toBe(before + 1);

      // The answer was lost and the device sends the change again: the first answer, nothing made.
      expect((await call(changeId)).body).toEqual(first.body);
      expect(await creation.count(app, ann, made)).toBe(before + 1);

      // A new tap is a new intent with a new id: it makes another.
      const next = await app.call(
        name,
        { ...(creation.again ?? creation.input)(made), changeId: randomUUID() },
        ann.cookie,
      );
      expect(next.status).toBe(200);
      expect(await creation.count(app, ann, made)).toBe(before + 2);
    },
  );

  it('gives the id back when the call fails, so trying again tries for real', async () => {
    const [kept] = await Promise.all([
      app.call('createList', { name: 'One' }, free.cookie),
      app.call('createList', { name: 'Two' }, free.cookie),
    ]);
    const changeId = randomUUID();
    const refused = await app.call('createList', { name: 'Three', changeId }, free.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body?.error?.message).toBe(MESSAGES.freeListLimit(2));
    await app.call('deleteList', { listId: resultOf(kept).id }, free.cookie);
    const retried = await app.call('createList', { name: 'Three', changeId }, free.cookie);
    expect(retried.status).toBe(200);
    expect(await lists(app, free)).toBe(2);
  });

  it('refuses an id already spent on another action, making nothing', async () => {
    const changeId = randomUUID();
    expect((await app.call('createStore', { name: 'Market', changeId }, ann.cookie)).status).toBe(200);
    const listsBefore = await lists(app, ann);
    const reused = await app.call('createList', { name: 'Market list', changeId }, ann.cookie);
    expect(reused.status).toBe(409);
    expect(reused.body?.error?.message).toBe(MESSAGES.changeIdSpent);
    expect(await lists(app, ann)).toBe(listsBefore);
  });

  it('keeps change ids apart per account: another user’s id makes their own thing', async () => {
    const changeId = randomUUID();
    const mine = resultOf(await app.call('createStore', { name: 'Deli', changeId }, ann.cookie));
    const theirs = resultOf(await app.call('createStore', { name: 'Deli', changeId }, free.cookie));
    expect(theirs.id).not.toBe(mine.id);
  });
});
