import type { z } from 'zod';
import { accountContracts } from './contract/account';
import { aiContracts } from './contract/ai';
import { appPasswordContracts } from './contract/app-passwords';
import { signInOptionsOutput } from './contract/auth';
import { billingContracts } from './contract/billing';
import { householdContracts } from './contract/households';
import { itemHistoryContracts } from './contract/item-history';
import { sortItemsInput, sortItemsOutput } from './contract/items';
import { QUEUEABLE, queueableContracts, replayContracts } from './contract/list-replay';
import { listContracts } from './contract/lists';
import { mealContracts } from './contract/meals';
import { myDataContracts } from './contract/my-data';
import {
  meOutput,
  noInput,
  sessionOutput,
  setLanguageInput,
  setLanguageOutput,
  updateProfileInput,
  updateProfileOutput,
} from './contract/profile';
import { recipeContracts } from './contract/recipes';
import { sharingContracts } from './contract/sharing';
import { stapleContracts } from './contract/staples';
import { storeContracts } from './contract/stores';
import { MESSAGES } from './messages';

/** Who may call a procedure; the server enforces it before the handler runs. */
export type Access = 'public' | 'user' | 'pro';

/** One procedure of the callable API: its input, its output and who may call it. */
export interface ProcedureSpec {
  input: z.ZodType;
  output: z.ZodType;
  access: Access;
  /** What a guest is told instead of the generic "please sign in" (SPEC words some of these). */
  signInMessage?: () => string;
  /**
   * The procedure makes something (a list, a meal, a store, an invite, a checkout, an import): its input takes
   * an optional `changeId` (madeOnce), and the server answers a repeat of the id like the first call, making
   * nothing again. Every procedure that creates something says so; a test holds the contract to it.
   */
  creates?: true;
}

/** Every procedure of the API. The server implements exactly this map; the web client is typed from it. */
export const api = {
  sortItems: { access: 'public', input: sortItemsInput, output: sortItemsOutput },
  getMealIdea: { access: 'public', ...aiContracts.getMealIdea },
  suggestItems: { access: 'public', ...aiContracts.suggestItems },
  signInOptions: { access: 'public', input: noInput, output: signInOptionsOutput },
  session: { access: 'public', input: noInput, output: sessionOutput },
  me: { access: 'user', input: noInput, output: meOutput },
  updateProfile: { access: 'user', input: updateProfileInput, output: updateProfileOutput },
  setLanguage: { access: 'user', input: setLanguageInput, output: setLanguageOutput },
  getHousehold: { access: 'user', ...householdContracts.getHousehold },
  renameHousehold: { access: 'user', ...householdContracts.renameHousehold },
  createHouseholdInvite: { access: 'user', creates: true, ...householdContracts.createHouseholdInvite },
  getHouseholdInvite: { access: 'public', ...householdContracts.getHouseholdInvite },
  joinHousehold: { access: 'user', ...householdContracts.joinHousehold },
  revokeHouseholdInvite: { access: 'user', ...householdContracts.revokeHouseholdInvite },
  leaveHousehold: { access: 'user', ...householdContracts.leaveHousehold },
  removeHouseholdMember: { access: 'user', ...householdContracts.removeHouseholdMember },
  setHouseholdRole: { access: 'user', ...householdContracts.setHouseholdRole },
  setHouseholdUnits: { access: 'user', ...householdContracts.setHouseholdUnits },
  listStaples: { access: 'user', ...stapleContracts.listStaples },
  markStaple: { access: 'user', ...stapleContracts.markStaple },
  unmarkStaple: { access: 'user', ...stapleContracts.unmarkStaple },
  listLists: { access: 'user', ...listContracts.listLists },
  getList: { access: 'user', ...listContracts.getList },
  createList: { access: 'user', creates: true, ...listContracts.createList },
  deleteList: { access: 'user', ...listContracts.deleteList },
  leaveList: { access: 'user', ...listContracts.leaveList },
  removeMember: { access: 'user', ...listContracts.removeMember },
  setListVisibility: { access: 'user', ...listContracts.setListVisibility },
  resortList: { access: 'user', ...listContracts.resortList },
  // The list writes a device may queue offline (QUEUEABLE), each a member's write.
  ...queueableContracts,
  replayChanges: { access: 'user', ...replayContracts.replayChanges },
  listStores: { access: 'user', ...storeContracts.listStores },
  createStore: { access: 'user', creates: true, ...storeContracts.createStore },
  renameStore: { access: 'user', ...storeContracts.renameStore },
  deleteStore: { access: 'user', ...storeContracts.deleteStore },
  setCategoryOrder: { access: 'user', ...storeContracts.setCategoryOrder },
  resetLearnedOrder: { access: 'user', ...storeContracts.resetLearnedOrder },
  setListStore: { access: 'user', ...storeContracts.setListStore },
  getItemHistory: { access: 'user', ...itemHistoryContracts.getItemHistory },
  setFavourite: { access: 'user', ...itemHistoryContracts.setFavourite },
  createShareInvite: { access: 'user', creates: true, ...sharingContracts.createShareInvite },
  createListLink: { access: 'user', creates: true, ...sharingContracts.createListLink },
  revokeListLink: { access: 'user', ...sharingContracts.revokeListLink },
  getInvite: { access: 'user', ...sharingContracts.getInvite },
  acceptInvite: { access: 'user', ...sharingContracts.acceptInvite },
  createCheckoutSession: {
    access: 'user',
    creates: true,
    signInMessage: () => MESSAGES.subscribeSignIn,
    ...billingContracts.createCheckoutSession,
  },
  createPortalSession: { access: 'user', ...billingContracts.createPortalSession },
  getTestCheckout: { access: 'user', ...billingContracts.getTestCheckout },
  payTestCheckout: { access: 'user', ...billingContracts.payTestCheckout },
  cancelTestSubscription: { access: 'user', ...billingContracts.cancelTestSubscription },
  siteOptions: { access: 'public', ...billingContracts.siteOptions },
  listMeals: { access: 'pro', ...mealContracts.listMeals },
  createMeal: { access: 'pro', creates: true, ...mealContracts.createMeal },
  updateMeal: { access: 'pro', ...mealContracts.updateMeal },
  deleteMeal: { access: 'pro', ...mealContracts.deleteMeal },
  importRecipeFromUrl: { access: 'pro', ...recipeContracts.importRecipeFromUrl },
  parseRecipeText: { access: 'pro', ...recipeContracts.parseRecipeText },
  addMealToList: { access: 'pro', creates: true, ...mealContracts.addMealToList },
  saveMealIdea: { access: 'pro', creates: true, ...mealContracts.saveMealIdea },
  getMealPlan: { access: 'pro', ...mealContracts.getMealPlan },
  addToMealPlan: { access: 'pro', creates: true, ...mealContracts.addToMealPlan },
  removeFromMealPlan: { access: 'pro', ...mealContracts.removeFromMealPlan },
  scalePlanEntry: { access: 'pro', ...mealContracts.scalePlanEntry },
  clearMealPlan: { access: 'pro', ...mealContracts.clearMealPlan },
  weekShoppingLines: { access: 'pro', ...mealContracts.weekShoppingLines },
  generateShoppingList: { access: 'pro', creates: true, ...mealContracts.generateShoppingList },
  exportMyData: { access: 'user', ...myDataContracts.exportMyData },
  importMyData: { access: 'user', creates: true, ...myDataContracts.importMyData },
  deleteAccount: { access: 'user', ...accountContracts.deleteAccount },
  createAppPassword: { access: 'user', ...appPasswordContracts.createAppPassword },
  listAppPasswords: { access: 'user', ...appPasswordContracts.listAppPasswords },
  revokeAppPassword: { access: 'user', ...appPasswordContracts.revokeAppPassword },
} as const satisfies Record<string, ProcedureSpec>;

export type Api = typeof api;
/** The name of a procedure of the API. */
export type ProcedureName = keyof Api;
/** What a caller sends to a procedure. */
export type InputOf<N extends ProcedureName> = z.input<Api[N]['input']>;
/** What a procedure answers. */
export type OutputOf<N extends ProcedureName> = z.output<Api[N]['output']>;

/**
 * The procedures another program may call with an app password (`Authorization: Bearer …`): what a household's
 * script needs of its lists, items, meals and plan. Never the account, its sign-in, sharing, app passwords or
 * billing: those take the web's session.
 */
export const APP_PASSWORD_PROCEDURES: ReadonlySet<ProcedureName> = new Set<ProcedureName>([
  'sortItems',
  'listLists',
  'getList',
  'createList',
  'deleteList',
  'resortList',
  // Every list write a device may queue offline.
  ...QUEUEABLE,
  'replayChanges',
  'listStaples',
  'getItemHistory',
  'listMeals',
  'createMeal',
  'updateMeal',
  'deleteMeal',
  'addMealToList',
  'getMealPlan',
  'addToMealPlan',
  'removeFromMealPlan',
  'scalePlanEntry',
  'clearMealPlan',
  'weekShoppingLines',
  'generateShoppingList',
]);

/** True when the text names a procedure of the API. */
export function isProcedureName(name: string): name is ProcedureName {
  return Object.hasOwn(api, name);
}
