import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_PASSWORD_PROCEDURES, api, type ProcedureName } from '../../src/shared/api';
import { createFixture, VALID_INPUTS } from '../support/procedure-inputs';
import { createTestApp, resultOf, type TestApp } from '../support/test-app';
import { DATABASE_KINDS } from '../support/test-database';
import { makePro, signUpUser, type TestUser } from '../support/test-users';

/**
 * Who calls: nobody, a free account with nothing shared, a Pro account with nothing shared, a list's member and
 * owner (both free), and a script with the owner's app password as its bearer token.
 */
const ROLES = ['guest', 'stranger', 'pro', 'member', 'owner', 'ownerApp'] as const;
type Role = (typeof ROLES)[number];
/** The roles of the table below; the script's answers follow from the owner's. */
type CookieRole = Exclude<Role, 'ownerApp'>;

/** The HTTP status each role gets: 2xx allowed; 401/403/404 refused (404 hides what is not theirs). */
type Expected = Record<CookieRole, number>;

/**
 * What a script with the owner's app password gets: what the owner gets, on the procedures a household's script
 * may call (lists, items, meals, the plan); 403 on everything else (the account, sharing, app passwords, billing).
 */
function scriptAnswer(name: ProcedureName): number {
  return APP_PASSWORD_PROCEDURES.has(name) ? MATRIX[name].owner : 403;
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
const storeOwner: Expected = { guest: 401, stranger: 404, pro: 404, member: 404, owner: 200 };
const proOnly: Expected = { guest: 401, stranger: 403, pro: 200, member: 403, owner: 403 };

/** Every procedure of the contract; a procedure without a row fails the test below. */
const MATRIX: Record<ProcedureName, Expected> = {
  sortItems: everyone(200),
  getMealIdea: everyone(200),
  suggestItems: everyone(200),
  signInOptions: everyone(200),
  siteOptions: everyone(200),
  session: everyone(200),
  me: signedIn(200),
  updateProfile: signedIn(200),
  setLanguage: signedIn(200),
  // Everyone signed in is the owner of a household of their own so far.
  getHousehold: signedIn(200),
  renameHousehold: signedIn(200),
  setHouseholdUnits: signedIn(200),
  // What a household always has: every member reads and changes their own household's.
  listStaples: signedIn(200),
  markStaple: signedIn(200),
  unmarkStaple: signedIn(200),
  createHouseholdInvite: signedIn(200),
  // What a link invites to is shown to anyone who has it, signed in or not.
  getHouseholdInvite: everyone(200),
  // The fixture's link is the owner's household's: only its owner (or an admin) sees it, revokes it and changes
  // the roles of its members (the fixture's recipient joined it); anyone else is told no such link or member.
  revokeHouseholdInvite: { ...signedIn(404), owner: 200 },
  setHouseholdRole: { ...signedIn(404), owner: 200 },
  removeHouseholdMember: { ...signedIn(404), owner: 200 },
  // Anyone else joins by the link (and leaves again after); the owner is in it already (and the link revoked).
  joinHousehold: { ...signedIn(200), owner: 400 },
  leaveHousehold: { ...signedIn(200), owner: 400 },
  listLists: signedIn(200),
  createList: signedIn(200),
  getList: listMembers,
  updateListName: listMembers,
  deleteList: { ...listMembers, member: 403 },
  leaveList: { ...listMembers, owner: 400 },
  removeMember: { ...listMembers, member: 403 },
  setListVisibility: { ...listMembers, member: 403 },
  addItems: listMembers,
  toggleItem: listMembers,
  renameItem: listMembers,
  moveItem: listMembers,
  setItemQuantity: listMembers,
  setItemNote: listMembers,
  uncheckAll: listMembers,
  deleteItem: listMembers,
  restoreItems: listMembers,
  removeCheckedItems: listMembers,
  resortList: listMembers,
  clearList: listMembers,
  // Each change is answered on its own: a list the caller cannot see refuses the change, not the call.
  replayChanges: signedIn(200),
  listStores: signedIn(200),
  getItemHistory: signedIn(200),
  // Only an item the caller's household bought: the member and the owner ticked milk (toggleItem, before it).
  setFavourite: listMembers,
  createStore: signedIn(200),
  renameStore: storeOwner,
  setCategoryOrder: storeOwner,
  resetLearnedOrder: storeOwner,
  // A member may set the list's store only to a store of their own: the owner's store stays the owner's.
  setListStore: { ...listMembers, member: 404 },
  deleteStore: storeOwner,
  createShareInvite: listMembers,
  createListLink: listMembers,
  revokeListLink: listMembers,
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
  // A Pro gets past the gate to the link's own check: the test's link points at loopback, refused.
  importRecipeFromUrl: { ...proOnly, pro: 400 },
  parseRecipeText: proOnly,
  // The Pro user owns the meal but is not on the list: the list stays hidden from them.
  addMealToList: { ...proOnly, pro: 404 },
  saveMealIdea: proOnly,
  getMealPlan: proOnly,
  addToMealPlan: proOnly,
  removeFromMealPlan: proOnly,
  scalePlanEntry: proOnly,
  clearMealPlan: proOnly,
  weekShoppingLines: proOnly,
  generateShoppingList: proOnly,
  exportMyData: signedIn(200),
  // Every caller adds the file's one list to their own lists (the list limit is high here).
  importMyData: signedIn(200),
  // The e-mail sent is no caller's: refused, so the shared users live on (delete-account.test.ts deletes).
  deleteAccount: signedIn(400),
  createAppPassword: signedIn(200),
  listAppPasswords: signedIn(200),
  // The fixture's app password is the owner's: nobody else can even tell it exists.
  revokeAppPassword: { ...signedIn(404), owner: 200 },
};

/**
 * The order each role calls every procedure in, all on one fixture: reads and harmless calls first, then the
 * ones that change or destroy what later calls need (an item's edits before deleteItem and clearList, the
 * plan's reads before it is cleared, the meal before deleteMeal), and removeMember, leaveList (on its own
 * list, see the fixture), deleteList last. The test below checks it names every procedure exactly once.
 */
const ORDER: readonly ProcedureName[] = [
  // Nothing of the fixture.
  'signInOptions',
  'siteOptions',
  'sortItems',
  'suggestItems',
  'getMealIdea',
  'session',
  'me',
  'updateProfile',
  'setLanguage',
  'getHousehold',
  'renameHousehold',
  'setHouseholdUnits',
  'listStaples',
  'markStaple',
  'unmarkStaple',
  'listLists',
  'createList',
  'exportMyData',
  'importMyData',
  // The list and its item.
  'getList',
  'updateListName',
  'addItems',
  'toggleItem',
  'getItemHistory',
  'setFavourite',
  'renameItem',
  'moveItem',
  'setItemQuantity',
  'setItemNote',
  'uncheckAll',
  'replayChanges',
  'resortList',
  'deleteItem',
  'restoreItems',
  'removeCheckedItems',
  'clearList',
  // The store, set on the list before it is deleted.
  'listStores',
  'createStore',
  'renameStore',
  'setCategoryOrder',
  'resetLearnedOrder',
  'setListStore',
  'deleteStore',
  // The invite, read before another one is made.
  'getInvite',
  'acceptInvite',
  'createShareInvite',
  'createListLink',
  'revokeListLink',
  // Recipes read into drafts (nothing of the fixture, nothing saved).
  'importRecipeFromUrl',
  'parseRecipeText',
  // The meal and the plan.
  'listMeals',
  'createMeal',
  'saveMealIdea',
  'updateMeal',
  'addMealToList',
  'getMealPlan',
  'addToMealPlan',
  'weekShoppingLines',
  'generateShoppingList',
  'scalePlanEntry',
  'removeFromMealPlan',
  'clearMealPlan',
  'deleteMeal',
  // Billing, after the Pro-only calls so nothing here could change who is Pro before them.
  'createCheckoutSession',
  'createPortalSession',
  'getTestCheckout',
  'payTestCheckout',
  'cancelTestSubscription',
  // Refused for the wrong e-mail (see its row above), so nothing goes.
  'deleteAccount',
  'listAppPasswords',
  'createAppPassword',
  'revokeAppPassword',
  // Who is on the list, and the list itself.
  'setListVisibility',
  'removeMember',
  'leaveList',
  'deleteList',
  // The owner's household: its link and members, then joining it and leaving again, which moves the caller's
  // data (so last, and undone before the next caller's turn).
  'getHouseholdInvite',
  'createHouseholdInvite',
  'setHouseholdRole',
  'removeHouseholdMember',
  'revokeHouseholdInvite',
  'joinHousehold',
  'leaveHousehold',
];

describe.each(DATABASE_KINDS)('who may call what, on %s', (kind) => {
  let app: TestApp;
  /** What each procedure answered each role: its status, and the message shown when it is not the expected one. */
  const seen = {} as Record<ProcedureName, Partial<Record<Role, { status: number; message?: string }>>>;

  beforeAll(async () => {
    // A high list limit keeps the owner's fixture lists from turning createList into a limit test.
    app = await createTestApp(kind, { FREE_LIST_LIMIT: '1000' });
    const [stranger, pro, member, owner, recipient] = await Promise.all(
      ['Stranger', 'Pro', 'Member', 'Owner', 'Recipient'].map((name) => signUpUser(app, name)),
    );
    const users = { stranger, pro, member, owner, recipient } as Record<Exclude<Role, 'guest'>, TestUser> & {
      recipient: TestUser;
    };
    await makePro(app, users.pro);
    const script = resultOf(await app.call('createAppPassword', { name: 'Script' }, users.owner.cookie));
    // One role after another: the roles share the users (the Pro user's plan, say), so they must not interleave.
    for (const role of ROLES) {
      const fixture = await createFixture(app, users);
      for (const name of ORDER) {
        const answer =
          role === 'ownerApp'
            ? await asScript(app, name, VALID_INPUTS[name](fixture), script.password)
            : await app.call(
                name,
                VALID_INPUTS[name](fixture),
                role === 'guest' ? undefined : users[role].cookie,
              );
        seen[name] ??= {};
        seen[name][role] = { status: answer.status, message: answer.body?.error?.message };
      }
    }
  });
  afterAll(() => app?.close());

  it('has a row for every procedure of the contract', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(Object.keys(api).sort());
    expect(Object.keys(VALID_INPUTS).sort()).toEqual(Object.keys(api).sort());
  });

  it('calls every procedure of the contract exactly once per role', () => {
    expect(new Set(ORDER).size).toBe(ORDER.length);
    expect([...ORDER].sort()).toEqual(Object.keys(api).sort());
  });

  it.each(ORDER)('%s', (name) => {
    const answers = seen[name] ?? {};
    const statuses = Object.fromEntries(ROLES.map((role) => [role, answers[role]?.status]));
    const messages = Object.fromEntries(ROLES.map((role) => [role, answers[role]?.message ?? 'ok']));
    expect(statuses, `answers: ${JSON.stringify(messages)}`).toEqual({
      ...MATRIX[name],
      ownerApp: scriptAnswer(name),
    });
  });
});

/** A call as a script makes it: no cookie, the app password as its bearer token. */
async function asScript(app: TestApp, name: ProcedureName, input: unknown, password: string) {
  const response = await app.post(`/api/${name}`, JSON.stringify({ data: input }), {
    authorization: `Bearer ${password}`,
  });
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  return { status: response.status, body };
}
