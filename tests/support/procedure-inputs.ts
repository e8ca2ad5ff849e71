import { randomUUID } from 'node:crypto';
import { newId } from '@server/db/new-id';
import type { InputOf, ProcedureName } from '@shared/api';
import { CATEGORIES } from '@shared/categories';
import type { TestApp } from './test-app';
import type { TestUser } from './test-users';

/**
 * The data calls act on: a shared list with an item, an invite to it, a meal in the Pro user's plan. A test
 * makes one per call, or (the access matrix) one per caller and calls the procedures in an order where the
 * ones that destroy what others need come last.
 */
interface Fixture {
  listId: string;
  /**
   * A second list shared the same way, the one leaveList leaves: a member who left the first list would get
   * 404 for deleteList on it, and an owner who deleted it would get 404 for leaveList, where both get their
   * own refusal (403, 400) on a list they are still on.
   */
  leaveListId: string;
  itemId: string;
  memberId: string;
  inviteId: string;
  mealId: string;
  entryId: string;
  /** A store of the list's owner. */
  storeId: string;
  recipientEmail: string;
  /** A household invite link of the owner's household; the recipient has joined that household. */
  householdInviteId: string;
  recipientId: string;
  /** An open link to the shared list. */
  listLinkId: string;
  /** An app password of the list's owner. */
  appPasswordId: string;
}

/** The users a fixture is made for: the list's owner and member, the Pro user who owns a meal, an invite's recipient. */
export interface FixtureUsers {
  owner: TestUser;
  member: TestUser;
  pro: TestUser;
  recipient: TestUser;
}

/** A shared list with one item, a meal in the Pro user's plan, an invite and the owner's store, made through the repositories. */
export async function createFixture(app: TestApp, users: FixtureUsers): Promise<Fixture> {
  const { lists, sharing, meals } = app.services;
  const listId = await lists.create(users.owner.uid, 'Shared list');
  await lists.addMember(listId, users.member.uid);
  const leaveListId = await lists.create(users.owner.uid, 'List to leave');
  await lists.addMember(leaveListId, users.member.uid);
  await lists.addItemsAsMember({
    listId,
    userId: users.owner.uid,
    items: [{ id: newId(), name: 'milk', category: 'Dairy & Eggs' }],
  });
  const [first] = await lists.itemsOf(listId);
  const { households, householdInvites, householdMoves } = app.services;
  const ownersHousehold = await households.ensureHousehold(users.owner.uid);
  const householdInvite = await householdInvites.create(ownersHousehold?.id ?? '', users.owner.uid, 5);
  // Already in it from an earlier fixture is fine.
  await householdMoves.join(users.recipient.uid, householdInvite.id);
  const mealId = await meals.create(users.pro.uid, {
    name: 'Chili',
    ingredients: ['2 onions'],
    instructions: null,
    servings: 4,
    sourceUrl: null,
  });
  const entryId = (await meals.addToPlan(users.pro.uid, 'Sunday', 'lunch', mealId)) ?? '';
  return {
    listId,
    leaveListId,
    itemId: first?.id ?? '',
    memberId: users.member.uid,
    inviteId: await sharing.createInvite(listId, users.owner.uid, users.recipient.uid),
    mealId,
    entryId,
    storeId: await app.services.stores.create(users.owner.uid, 'Fixture store'),
    recipientEmail: users.recipient.email,
    householdInviteId: householdInvite.id,
    listLinkId: (await sharing.createLink(listId, users.owner.uid)).id,
    appPasswordId: await ownersAppPassword(app, users.owner.uid),
    recipientId: users.recipient.uid,
  };
}

const item = (f: Fixture) => ({ listId: f.listId, itemId: f.itemId });
let named = 0;
/** A number for a name no earlier call used. */
const nextName = () => {
  named += 1;
  return named;
};

/** A data file of one of each (list with an item, meal in the plan, store with a trip, correction). */
export function smallDataFile() {
  const now = new Date().toISOString();
  return {
    format: 'aislewise-export',
    version: 1,
    exportedAt: now,
    app: { version: 'test' },
    profile: { email: 'someone@example.com', displayName: 'Someone', subscriptionStatus: 'inactive' },
    lists: [
      {
        name: 'Imported list',
        role: 'owner',
        createdAt: now,
        members: [],
        store: null,
        plannedMeals: [],
        items: [{ name: 'milk', quantity: '2', category: 'Dairy & Eggs', checked: false, checkedAt: null }],
      },
    ],
    meals: [
      { name: 'Imported soup', ingredients: ['leeks'], instructions: null, servings: 2, sourceUrl: null },
    ],
    plan: [{ day: 'Monday', slot: 'dinner', meal: 'Imported soup', scale: 1 }],
    stores: [
      {
        name: 'Imported store',
        categoryOrder: null,
        trips: [{ endedAt: now, ticks: [{ itemKey: 'milk', category: 'Dairy & Eggs', position: 1 }] }],
      },
    ],
    categoryCorrections: [{ itemKey: 'oat milk', category: 'Dairy & Eggs' }],
  };
}

/** An app password of the owner's, made through the repository (its password is never needed). */
async function ownersAppPassword(app: TestApp, userId: string): Promise<string> {
  const id = newId();
  await app.services.appPasswords.create({ id, userId, name: 'Fixture', tokenHash: newId() }, 1000);
  return id;
}

/** A valid input of every procedure of the contract, given a fixture; the contract checks each row. */
export const VALID_INPUTS: { [N in ProcedureName]: (f: Fixture) => NonNullable<InputOf<N>> } = {
  sortItems: () => ({ text: 'milk' }),
  getMealIdea: () => ({ items: ['spaghetti', 'garlic'] }),
  suggestItems: () => ({ items: ['spaghetti'] }),
  signInOptions: () => ({}),
  siteOptions: () => ({}),
  session: () => ({}),
  me: () => ({}),
  updateProfile: () => ({ displayName: 'Renamed' }),
  setLanguage: () => ({ language: 'de' }),
  getHousehold: () => ({}),
  listStaples: () => ({}),
  markStaple: () => ({ name: 'salt' }),
  unmarkStaple: () => ({ key: 'salt' }),
  renameHousehold: () => ({ name: 'The Renamed household' }),
  setHouseholdUnits: () => ({ units: 'metric' as const }),
  createHouseholdInvite: () => ({}),
  getHouseholdInvite: (f) => ({ inviteId: f.householdInviteId }),
  joinHousehold: (f) => ({ inviteId: f.householdInviteId }),
  revokeHouseholdInvite: (f) => ({ inviteId: f.householdInviteId }),
  leaveHousehold: () => ({}),
  removeHouseholdMember: (f) => ({ userId: f.recipientId }),
  setHouseholdRole: (f) => ({ userId: f.recipientId, role: 'admin' }),
  listLists: () => ({}),
  createList: () => ({ name: 'New' }),
  getList: (f) => ({ listId: f.listId }),
  updateListName: (f) => ({ listId: f.listId, name: 'Renamed' }),
  deleteList: (f) => ({ listId: f.listId }),
  leaveList: (f) => ({ listId: f.leaveListId }),
  removeMember: (f) => ({ listId: f.listId, memberId: f.memberId }),
  setListVisibility: (f) => ({ listId: f.listId, visibility: 'private' }),
  addItems: (f) => ({ listId: f.listId, text: 'eggs' }),
  toggleItem: (f) => ({ ...item(f), checked: true }),
  renameItem: (f) => ({ ...item(f), name: 'oat milk' }),
  moveItem: (f) => ({ ...item(f), category: 'Beverages' }),
  setItemQuantity: (f) => ({ ...item(f), quantity: '2 lb' }),
  setItemNote: (f) => ({ ...item(f), note: 'finely diced' }),
  deleteItem: item,
  uncheckAll: (f) => ({ listId: f.listId }),
  removeCheckedItems: (f) => ({ listId: f.listId }),
  restoreItems: (f) => ({ listId: f.listId, itemIds: [f.itemId] }),
  resortList: (f) => ({ listId: f.listId }),
  clearList: (f) => ({ listId: f.listId }),
  replayChanges: (f) => ({
    changes: [{ procedure: 'toggleItem', input: { ...item(f), checked: true, changeId: randomUUID() } }],
  }),
  listStores: () => ({}),
  getItemHistory: () => ({}),
  setFavourite: () => ({ name: 'Milk', favourite: true }),
  // A household's store and meal names are one each: every call names a new one.
  createStore: () => ({ name: `Corner shop ${nextName()}` }),
  renameStore: (f) => ({ storeId: f.storeId, name: 'Big shop' }),
  setCategoryOrder: (f) => ({ storeId: f.storeId, categories: [...CATEGORIES].reverse() }),
  resetLearnedOrder: (f) => ({ storeId: f.storeId }),
  setListStore: (f) => ({ listId: f.listId, storeId: f.storeId }),
  deleteStore: (f) => ({ storeId: f.storeId }),
  createShareInvite: (f) => ({ listId: f.listId, recipientEmail: f.recipientEmail }),
  createListLink: (f) => ({ listId: f.listId }),
  revokeListLink: (f) => ({ inviteId: f.listLinkId }),
  getInvite: (f) => ({ inviteId: f.inviteId }),
  acceptInvite: (f) => ({ inviteId: f.inviteId }),
  createCheckoutSession: () => ({ plan: 'monthly' }),
  createPortalSession: () => ({}),
  getTestCheckout: () => ({ sessionId: 'test_cs_nobody' }),
  payTestCheckout: () => ({ sessionId: 'test_cs_nobody' }),
  cancelTestSubscription: () => ({}),
  listMeals: () => ({}),
  createMeal: () => ({ name: `Soup ${nextName()}`, ingredients: ['leeks'] }),
  updateMeal: (f) => ({ mealId: f.mealId, name: 'Stew', ingredients: ['beef'] }),
  deleteMeal: (f) => ({ mealId: f.mealId }),
  importRecipeFromUrl: () => ({ url: 'http://127.0.0.1/recipes/pancakes' }),
  parseRecipeText: () => ({ text: 'Pancakes\nIngredients\n2 eggs\n1 cup milk\nMethod\nWhisk and fry.' }),
  addMealToList: (f) => ({ mealId: f.mealId, listId: f.listId }),
  saveMealIdea: () => ({ title: 'Idea', has: ['rice'], needs: ['egg'], instructions: 'Fry.' }),
  getMealPlan: () => ({}),
  addToMealPlan: (f) => ({ day: 'Monday', slot: 'dinner', mealId: f.mealId }),
  scalePlanEntry: (f) => ({ day: 'Sunday', slot: 'lunch', entryId: f.entryId, scale: 2 }),
  removeFromMealPlan: (f) => ({ day: 'Sunday', slot: 'lunch', entryId: f.entryId }),
  clearMealPlan: () => ({}),
  weekShoppingLines: () => ({}),
  generateShoppingList: () => ({}),
  exportMyData: () => ({}),
  importMyData: () => ({ file: smallDataFile() }),
  // Never any caller's own e-mail: the matrix and the fuzzing share their users, so nobody may be deleted.
  deleteAccount: () => ({ email: 'not-the-callers-account@example.com' }),
  createAppPassword: () => ({ name: 'Kitchen tablet' }),
  listAppPasswords: () => ({}),
  revokeAppPassword: (f) => ({ id: f.appPasswordId }),
};
