import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type ProcedureName } from '../../src/shared/api';
import { createFixture, VALID_INPUTS } from '../support/procedure-inputs';
import { createTestApp, type TestApp } from '../support/test-app';
import { DATABASE_KINDS } from '../support/test-database';
import { makePro, signUpUser, type TestUser } from '../support/test-users';

/** Who calls: nobody, a free account with nothing shared, a Pro account with nothing shared, a list's member and owner (both free). */
const ROLES = ['guest', 'stranger', 'pro', 'member', 'owner'] as const;
type Role = (typeof ROLES)[number];

/** The HTTP status each role gets: 2xx allowed; 401/403/404 refused (404 hides what is not theirs). */
type Expected = Record<Role, number>;

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

/** Every procedure of the contract; a procedure without a row fails the test below. */
const MATRIX: Record<ProcedureName, Expected> = {
  sortItems: everyone(200),
  getMealIdea: everyone(200),
  suggestItems: everyone(200),
  signInOptions: everyone(200),
  siteOptions: everyone(200),
  me: signedIn(200),
  updateProfile: signedIn(200),
  listLists: signedIn(200),
  createList: signedIn(200),
  getList: listMembers,
  updateListName: listMembers,
  deleteList: { ...listMembers, member: 403 },
  leaveList: { ...listMembers, owner: 400 },
  removeMember: { ...listMembers, member: 403 },
  addItems: listMembers,
  toggleItem: listMembers,
  renameItem: listMembers,
  moveItem: listMembers,
  deleteItem: listMembers,
  resortList: listMembers,
  clearList: listMembers,
  createShareInvite: listMembers,
  // Anyone signed in learns only who shared it; the list itself opens for its recipient alone.
  getInvite: signedIn(200),
  acceptInvite: signedIn(403),
  createCheckoutSession: signedIn(200),
  createPortalSession: signedIn(404),
  getTestCheckout: signedIn(404),
  payTestCheckout: signedIn(404),
  cancelTestSubscription: signedIn(404),
  listMeals: proOnly,
  createMeal: proOnly,
  updateMeal: proOnly,
  deleteMeal: proOnly,
  // The Pro user owns the meal but is not on the list: the list stays hidden from them.
  addMealToList: { ...proOnly, pro: 404 },
  saveMealIdea: proOnly,
  getMealPlan: proOnly,
  addToMealPlan: proOnly,
  removeFromMealPlan: proOnly,
  clearMealPlan: proOnly,
  generateShoppingList: proOnly,
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

  const fixture = () => createFixture(app, users);

  it('has a row for every procedure of the contract', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(Object.keys(api).sort());
    expect(Object.keys(VALID_INPUTS).sort()).toEqual(Object.keys(api).sort());
  });

  it.each(Object.keys(MATRIX) as ProcedureName[])('%s', async (name) => {
    const seen: Partial<Expected> = {};
    for (const role of ROLES) {
      const input = VALID_INPUTS[name](await fixture());
      const answer = await app.call(name, input, role === 'guest' ? undefined : users[role].cookie);
      seen[role] = answer.status;
    }
    expect(seen).toEqual(MATRIX[name]);
  });
});
