import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type ProcedureName } from '../../src/shared/api';
import { createTestApp, type TestApp } from '../support/test-app';
import { DATABASE_KINDS } from '../support/test-database';
import { makePro, signUpUser, type TestUser } from '../support/test-users';

/** Who calls: nobody, a free account with nothing shared, a Pro account with nothing shared, a list's member and owner (both free). */
const ROLES = ['guest', 'stranger', 'pro', 'member', 'owner'] as const;
type Role = (typeof ROLES)[number];

/** Fresh data for every single call, so no call depends on what an earlier one changed. */
interface Fixture {
  listId: string;
  itemId: string;
  memberId: string;
  inviteId: string;
  mealId: string;
  entryId: string;
  recipientEmail: string;
}

/** The HTTP status each role gets: 2xx allowed; 401/403/404 refused (404 hides what is not theirs). */
type Expected = Record<Role, number>;
interface Row {
  input: (f: Fixture) => unknown;
  expect: Expected;
}

const everyone = (status: number): Expected => ({
  guest: status,
  stranger: status,
  pro: status,
  member: status,
  owner: status,
});
const signedIn = (status: number): Expected => ({ ...everyone(status), guest: 401 });
const listMembers: Expected = { guest: 401, stranger: 404, pro: 404, member: 200, owner: 200 };
const proOnly: Expected = { guest: 401, stranger: 403, pro: 200, member: 403, owner: 403 };
const item = (f: Fixture) => ({ listId: f.listId, itemId: f.itemId });

/** Every procedure of the contract; a procedure without a row fails the test below. */
const MATRIX: Record<ProcedureName, Row> = {
  sortItems: { input: () => ({ text: 'milk' }), expect: everyone(200) },
  getMealIdea: { input: () => ({ items: ['spaghetti', 'garlic'] }), expect: everyone(200) },
  suggestItems: { input: () => ({ items: ['spaghetti'] }), expect: everyone(200) },
  signInOptions: { input: () => ({}), expect: everyone(200) },
  siteOptions: { input: () => ({}), expect: everyone(200) },
  me: { input: () => ({}), expect: signedIn(200) },
  updateProfile: { input: () => ({ displayName: 'Renamed' }), expect: signedIn(200) },
  listLists: { input: () => ({}), expect: signedIn(200) },
  createList: { input: () => ({ name: 'New' }), expect: signedIn(200) },
  getList: { input: (f) => ({ listId: f.listId }), expect: listMembers },
  updateListName: { input: (f) => ({ listId: f.listId, name: 'Renamed' }), expect: listMembers },
  deleteList: { input: (f) => ({ listId: f.listId }), expect: { ...listMembers, member: 403 } },
  leaveList: { input: (f) => ({ listId: f.listId }), expect: { ...listMembers, owner: 400 } },
  removeMember: {
    input: (f) => ({ listId: f.listId, memberId: f.memberId }),
    expect: { ...listMembers, member: 403 },
  },
  addItems: { input: (f) => ({ listId: f.listId, text: 'eggs' }), expect: listMembers },
  toggleItem: { input: (f) => ({ ...item(f), checked: true }), expect: listMembers },
  renameItem: { input: (f) => ({ ...item(f), name: 'oat milk' }), expect: listMembers },
  moveItem: { input: (f) => ({ ...item(f), category: 'Beverages' }), expect: listMembers },
  deleteItem: { input: item, expect: listMembers },
  resortList: { input: (f) => ({ listId: f.listId }), expect: listMembers },
  clearList: { input: (f) => ({ listId: f.listId }), expect: listMembers },
  createShareInvite: {
    input: (f) => ({ listId: f.listId, recipientEmail: f.recipientEmail }),
    expect: listMembers,
  },
  // Anyone signed in learns only who shared it; the list itself opens for its recipient alone.
  getInvite: { input: (f) => ({ inviteId: f.inviteId }), expect: signedIn(200) },
  acceptInvite: { input: (f) => ({ inviteId: f.inviteId }), expect: signedIn(403) },
  createCheckoutSession: { input: () => ({ plan: 'monthly' }), expect: signedIn(200) },
  createPortalSession: { input: () => ({}), expect: signedIn(404) },
  getTestCheckout: { input: () => ({ sessionId: 'test_cs_nobody' }), expect: signedIn(404) },
  payTestCheckout: { input: () => ({ sessionId: 'test_cs_nobody' }), expect: signedIn(404) },
  cancelTestSubscription: { input: () => ({}), expect: signedIn(404) },
  listMeals: { input: () => ({}), expect: proOnly },
  createMeal: { input: () => ({ name: 'Soup', ingredients: ['leeks'] }), expect: proOnly },
  updateMeal: { input: (f) => ({ mealId: f.mealId, name: 'Stew', ingredients: ['beef'] }), expect: proOnly },
  deleteMeal: { input: (f) => ({ mealId: f.mealId }), expect: proOnly },
  // The Pro user owns the meal but is not on the list: the list stays hidden from them.
  addMealToList: { input: (f) => ({ mealId: f.mealId, listId: f.listId }), expect: { ...proOnly, pro: 404 } },
  saveMealIdea: {
    input: () => ({ title: 'Idea', has: ['rice'], needs: ['egg'], instructions: 'Fry.' }),
    expect: proOnly,
  },
  getMealPlan: { input: () => ({}), expect: proOnly },
  addToMealPlan: { input: (f) => ({ day: 'Monday', slot: 'dinner', mealId: f.mealId }), expect: proOnly },
  removeFromMealPlan: {
    input: (f) => ({ day: 'Sunday', slot: 'lunch', entryId: f.entryId }),
    expect: proOnly,
  },
  clearMealPlan: { input: () => ({}), expect: proOnly },
  generateShoppingList: { input: () => ({}), expect: proOnly },
};

describe.each(DATABASE_KINDS)('who may call what, on %s', (kind) => {
  let app: TestApp;
  let users: Record<Exclude<Role, 'guest'>, TestUser> & { recipient: TestUser };

  beforeAll(async () => {
    // A high list limit keeps the owner's many fixture lists from turning createList into a limit test.
    app = await createTestApp(kind, { FREE_LIST_LIMIT: '1000' });
    const [stranger, pro, member, owner, recipient] = await Promise.all(
      ['Stranger', 'Pro', 'Member', 'Owner', 'Recipient'].map((name) => signUpUser(app, name)),
    );
    users = { stranger, pro, member, owner, recipient } as typeof users;
    await makePro(app, users.pro);
  });
  afterAll(() => app.close());

  const fixture = async (): Promise<Fixture> => {
    const { lists, sharing, meals } = app.services;
    const listId = await lists.create(users.owner.uid, 'Shared list');
    await lists.addMember(listId, users.member.uid);
    await lists.addItems(listId, [{ name: 'milk', category: 'Dairy & Eggs' }]);
    const [first] = await lists.itemsOf(listId);
    const mealId = await meals.create(users.pro.uid, {
      name: 'Chili',
      ingredients: ['2 onions'],
      instructions: null,
    });
    const entryId = (await meals.addToPlan(users.pro.uid, 'Sunday', 'lunch', mealId)) ?? '';
    return {
      listId,
      itemId: first?.id ?? '',
      memberId: users.member.uid,
      inviteId: await sharing.createInvite(listId, users.owner.uid, users.recipient.uid),
      mealId,
      entryId,
      recipientEmail: users.recipient.email,
    };
  };

  it('has a row for every procedure of the contract', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(Object.keys(api).sort());
  });

  it.each(Object.keys(MATRIX) as ProcedureName[])('%s', async (name) => {
    const row = MATRIX[name];
    const seen: Partial<Expected> = {};
    for (const role of ROLES) {
      const answer = await app.call(
        name,
        row.input(await fixture()),
        role === 'guest' ? undefined : users[role].cookie,
      );
      seen[role] = answer.status;
    }
    expect(seen).toEqual(row.expect);
  });
});
