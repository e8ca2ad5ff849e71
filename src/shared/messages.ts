import { type Language, SOURCE_LANGUAGE } from './languages';

/** User-facing texts from SPEC §5 and §8 in English, word for word: the source every translation follows. */
export const ENGLISH_MESSAGES = {
  emptySort: 'Please enter at least one item to start your list.',
  emptyExport: 'Your list is empty!',
  /** What an add did, when some of it was already on the list: 'Added 3 items, 2 already on your list'. */
  addedToList: (added: number, merged: number) =>
    `Added ${added} ${added === 1 ? 'item' : 'items'}${merged > 0 ? `, ${merged} already on your list` : ''}`,
  tooManyItems: (max: number) => `A list can hold at most ${max} items. Split it into smaller lists.`,
  itemTooLong: (max: number) => `Each item can be at most ${max} characters long.`,
  bodyTooLarge: (kib: number) => `That request is too large (the limit is ${kib} KB). Try a shorter list.`,
  invalidJson: 'The request body is not valid JSON.',
  /** A sign-in or reset call asked to be sent back somewhere off the site. */
  offSiteRedirect: (field: string) =>
    `${field} must be a page of this site, like /reset-password, or an address of this site.`,
  nulCharacter: 'Text cannot contain the NUL character (\\u0000).',
  brokenCharacter: 'Text cannot contain a broken character (half of a UTF-16 surrogate pair).',
  unknownProcedure: (name: string) => `There is no procedure called "${name}".`,
  internal: 'Something went wrong on our side. Please try again.',
  itemIdsMismatch: 'Send one item id for each line of the items, or none.',
  itemIdTaken: 'An item id in this add belongs to another list; nothing was added.',
  offlineCall: 'Could not reach the server. Check your connection and try again.',
  callTimeout: 'The server took too long to answer. Please try again.',
  requestCancelled: 'The request was cancelled before it finished; nothing was changed.',
  changeInProgress: 'The same change is still being made. Please wait a moment and try again.',
  changeIdSpent: 'This change id was already used for another action. Try again.',
  chunkTimeout: 'This page took too long to load.',
  copied: 'Copied!',
  signInRequired: 'Please sign in to do that.',
  proRequired: 'This is a Pro feature. Upgrade to Pro to use it.',
  displayNameRequired: 'Please enter a display name.',
  householdNameRequired: 'Please enter a name for your household.',
  householdUnitsInvalid: 'Pick metric or US units.',
  householdNameTooLong: (max: number) => `A household name can be at most ${max} characters long.`,
  /** A new account's household, named after its owner in the language of the sign-up. */
  householdNamedFor: (name: string) => `${name}'s household`,
  householdRenameRefused: 'Only the owner or an admin of the household can rename it.',
  householdUnitsRefused: 'Only the owner or an admin of the household can change its units.',
  householdInviteRefused: 'Only the owner or an admin of the household can invite people.',
  householdInviteInvalid: 'This household invite link is not valid. Ask for a new one.',
  householdInviteExpired: 'This household invite has expired. Ask for a new link.',
  householdInviteRevoked: 'This household invite was withdrawn. Ask for a new link.',
  householdInviteUsedUp:
    'This household invite has been used as many times as it allows. Ask for a new link.',
  householdTooManyLinks: (max: number) =>
    `A household keeps at most ${max} invite links at a time. Revoke one you no longer need first.`,
  householdFull: (max: number) => `This household is full: a household has at most ${max} members.`,
  householdAlreadyIn: 'You are already in this household.',
  householdMemberNotFound: 'That person is not in your household.',
  householdRemoveRefused: 'Only the owner or an admin of the household can remove people.',
  householdRemoveAdminRefused: 'Only the owner can remove an admin.',
  householdRemoveOwnerRefused: 'The owner cannot be removed. They can hand the household over first.',
  householdRemoveSelf: 'To leave the household, use Leave household.',
  householdRoleRefused: 'Only the owner of the household can change roles.',
  householdOwnRole: 'Hand the household over to someone else to change your own role.',
  householdLeaveAlone: 'You are the only member of this household, so there is nothing to leave.',
  listVisibilityRefused: 'Only the person who made this list can change who sees it.',
  listLinkInvalid: 'This list link is not valid any more. Ask for a new one.',
  displayNameTooLong: (max: number) => `A display name can be at most ${max} characters long.`,
  profileImageInvalid: (max: number) =>
    `A profile picture must be a web link starting with http:// or https://, at most ${max} characters long.`,
  signInFailed: 'Failed to sign in. Please try again.',
  resetLinkSent: 'Password reset link sent! Please check your email.',
  profileSaved: 'Profile saved!',
  profileSaveFailed: 'Failed to update profile. Please try again.',
  tooManyAttempts: (minutes: number) =>
    `Too many attempts. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`,
  listNameRequired: 'Please enter a list name.',
  listNameTooLong: (max: number) => `A list name can be at most ${max} characters long.`,
  itemNameRequired: 'Please enter an item name.',
  listNotFound: 'That list does not exist, or it is not shared with you.',
  itemNotFound: 'That item is no longer on the list.',
  ownerOnlyDelete: 'Only the owner can delete this list. You can leave it instead.',
  ownerCannotLeave: 'The owner cannot leave their own list. Delete it instead.',
  ownerOnlyRemove: 'Only the owner can remove people from this list.',
  freeListLimit: (max: number) =>
    `Free accounts keep up to ${max} lists. Delete one, or go Pro for unlimited lists.`,
  emailRequired: 'Please enter an email address.',
  emailTooLong: (max: number) => `An email address can be at most ${max} characters long.`,
  shareUserMissing:
    'The user with that email address could not be found. Please make sure they have signed up for the product.',
  shareSuccess: 'List shared successfully!',
  shareWithSelf: 'That is your own e-mail address: you already have this list.',
  inviteInvalid: 'This invite link is not valid.',
  inviteForOtherAccount: 'This invite is for another account. Sign in with the account it was sent to.',
  inviteRevoked: 'You no longer have access to this list.',
  loadFailed: 'Could not load your data.',
  loadListFailed: 'Could not load the selected list.',
  createFailed: 'Could not create new list.',
  deleteFailed: 'Could not delete list.',
  shareDialogFailed: 'An error occurred. Please try again.',
  shareUserMissingTitle: 'User not found',
  shareSuccessTitle: 'Success!',
  noLists: 'No lists yet!',
  keepGuestList: 'Keep your guest list?',
  resortWarning: 'You edited an item. Re-sort to move it to the right aisle.',
  mealNameRequired: 'Please enter a meal name.',
  mealNameTooLong: (max: number) => `A meal name can be at most ${max} characters long.`,
  mealIngredientsRequired: 'Please add at least one ingredient.',
  tooManyIngredients: (max: number) => `A meal can have at most ${max} ingredients.`,
  instructionsTooLong: (max: number) => `Instructions can be at most ${max} characters long.`,
  mealNotFound: 'That meal does not exist, or it is not yours.',
  storeNotFound: 'That store does not exist, or it is not yours.',
  storeNameRequired: 'Give the store a name.',
  appPasswordNameRequired: 'Name the app this password is for, like "Kitchen tablet".',
  appPasswordNameTooLong: (max: number) => `Keep the app's name under ${max} characters.`,
  tooManyAppPasswords: (max: number) =>
    `You can keep up to ${max} app passwords. Revoke one an app no longer uses.`,
  appPasswordNotFound: 'That app password is already revoked.',
  appPasswordScope:
    'App passwords reach lists, items, meals and the plan. Sign in on the web for your account and billing.',
  appPasswordRejected: 'Use your e-mail address and an app password from Profile → Connected apps.',
  bearerOnly: 'Send an app password as "Authorization: Bearer <app password>".',
  appPasswordThrottled: 'Too many wrong app passwords. Wait a few minutes, then try again.',
  storeNameTooLong: (max: number) => `A store name can be at most ${max} characters long.`,
  tooManyStores: (max: number) => `You can keep up to ${max} stores. Delete one you no longer shop at.`,
  categoryOrderInvalid: 'Put each of the 12 categories in the order once.',
  servingsInvalid: (max: number) => `Servings must be a whole number from 1 to ${max}.`,
  sourceUrlInvalid: 'The source must be a web link starting with http:// or https://.',
  planScaleInvalid: 'Choose ½×, 1×, 2× or 3×.',
  recipeLinkRequired: 'Paste the link of a recipe page.',
  recipeLinkTooLong: (max: number) => `A link can be at most ${max} characters long.`,
  recipeLinkInvalid: 'That is not a web link. Paste one that starts with https://.',
  recipeLinkScheme: 'Only web links (http:// or https://) can be imported.',
  recipeLinkPort: 'Only links on the usual web ports can be imported.',
  recipeLinkPrivate: "This link points to a private network address and can't be imported.",
  recipeSiteUnreachable: "We couldn't reach that site. Check the link and try again.",
  recipeSiteError: (status: number) => `That site answered with an error (${status}). Try again later.`,
  recipeTooManyRedirects: 'That link redirects too many times to follow.',
  recipePageTooLarge: 'That page is too large to import.',
  recipePageTooSlow: 'That site took too long to answer. Try again later.',
  recipeNotHtml: "That link isn't a web page we can read.",
  recipeNotFound: 'That page has no recipe we can read.',
  recipeImportsTooFast: 'You are importing recipes too fast. Wait a minute and try again.',
  sharesTooFast: (max: number, seconds: number) =>
    `You can share with up to ${max} e-mail addresses a minute. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`,
  recipeTextRequired: 'Paste the recipe text.',
  recipeTextTooLong: (max: number) => `Pasted text can be at most ${max} characters long.`,
  recipeTextNoIngredients:
    'We could not find the ingredients. Put them under a line that says “Ingredients”.',
  planEntryNotFound: 'That meal is no longer in the plan.',
  slotFull: (max: number) => `A meal slot holds at most ${max} meals.`,
  noMeals: 'No meals saved yet',
  emptyPlan: 'Your meal plan is empty. Add some meals to generate a list.',
  generateFailed: (reason: string) => `Could not generate shopping list: ${reason}`,
  planUpdateFailed: 'Could not update meal plan.',
  clearPlanFailed: 'Could not clear the meal plan.',
  subscribeSignIn: 'You must be signed in to subscribe.',
  checkoutFailed: 'Could not connect to the payment page. Please try again.',
  noSubscriptionToManage: 'There is no subscription to manage on this account yet.',
  testModeOff: 'Test-mode payments are switched off on this server.',
  testCheckoutNotFound: 'This checkout does not exist or belongs to another account.',
  paymentSuccessful: 'Payment Successful!',
  finalizingAccount: 'Finalizing your account...',
  activationSlow:
    'Your payment went through, but Pro is not active yet. It can take a few minutes: reload this page in a moment, or contact us if it stays this way.',
  mealIdeaNeedsItems: 'Please add some items to your list before asking for a meal idea.',
  suggestionsNeedItems: 'Please add some items to your list before asking for suggestions.',
  aiHttpFailure: (code: number) => `API request failed with status ${code}.`,
  aiBlocked: (reason: string) => `Request blocked: ${reason}`,
  aiEmpty: 'Could not get a valid response from the AI.',
  aiInvalidMealIdea: 'AI returned an invalid meal idea format.',
  aiTimeout: (seconds: number) =>
    `The AI took longer than ${seconds} seconds to answer, so we stopped waiting. Please try again.`,
  aiUnreachable: 'Could not reach the AI service. Please try again in a moment.',
  aiTooManyRequests: (seconds: number) =>
    `You have asked the AI many times in a short while. Please wait ${seconds} seconds and try again.`,
  noMealIdea:
    'None of these items goes into a meal we know yet. Add a few foods, like chicken, pasta or eggs, and try again.',
  noSuggestions: 'We have no more suggestions for this list right now.',
  deleteAccountEmailRequired: 'Type the e-mail of your account to confirm.',
  deleteAccountEmailMismatch:
    'That is not the e-mail of this account. Type it exactly as shown on your profile; nothing was deleted.',
  deleteAccountBillingFailed:
    'We could not cancel your Pro subscription with the payment provider, so your account was not deleted. Please try again in a moment.',
  deleteAccountFailed: 'Could not delete your account. Please try again.',
  accountDeleted: 'Your account was deleted.',
  exportFailed: 'Could not download your data. Please try again.',
  importChooseFile: 'Choose a data file to import.',
  importNotJson:
    'That file is not a data file (it is not JSON). Choose the aislewise-data-….json file that “Download my data” saved.',
  importNotAislewise:
    'This is not an Aislewise data file. Choose the aislewise-data-….json file that “Download my data” saved.',
  importUnknownVersion: 'This data file has no format version this server can read.',
  importNewerVersion: (version: number) =>
    `This file was made by a newer Aislewise (data format version ${version}). Update this server, then import it again.`,
  importFileInvalid: (where: string, problem: string) => `This file can't be imported: ${where}: ${problem}`,
  importTimeInvalid: 'Write the time like 2025-05-01T09:30:00.000Z.',
  importPlanMealMissing: (meal: string) =>
    `It names the meal “${meal}”, which is not among the file's meals.`,
  importFileTooLarge: (mb: number) => `That file is too large to import (the limit is ${mb} MB).`,
  importTooManyItems: (inFile: number, max: number) =>
    `This file has ${inFile.toLocaleString('en-US')} items on its lists; an import takes at most ${max.toLocaleString('en-US')} in all, more than a household's lists hold. Nothing was imported.`,
  importTooManyLists: (inFile: number, owned: number, max: number) =>
    `This file has ${inFile} ${inFile === 1 ? 'list' : 'lists'}, and free accounts keep up to ${max} (you have ${owned}). Go Pro for unlimited lists, or delete lists and import again. Nothing was imported.`,
  importTooManyStores: (added: number, owned: number, max: number) =>
    `You can keep up to ${max} stores: this file adds ${added} and you have ${owned}. Delete stores you no longer shop at, then import again. Nothing was imported.`,
  importFailed: 'Could not import the file. Please try again.',
  importedMyData: (c: Record<'lists' | 'items' | 'meals' | 'planEntries' | 'stores', number>) => {
    const n = (count: number, one: string, more: string) => `${count} ${count === 1 ? one : more}`;
    return `Imported ${n(c.lists, 'list', 'lists')} with ${n(c.items, 'item', 'items')}, ${n(c.meals, 'meal', 'meals')}, ${n(c.planEntries, 'plan entry', 'plan entries')} and ${n(c.stores, 'store', 'stores')}.`;
  },
  importKeptExisting: (meals: number, stores: number) =>
    `Meals and stores you already had by the same name were kept as they were (${meals} ${meals === 1 ? 'meal' : 'meals'}, ${stores} ${stores === 1 ? 'store' : 'stores'}).`,
  importMealsNeedPro: 'Your meals and meal plan are saved, and show when you go Pro.',
  stapleNameRequired: 'Type the item your household always has.',
  tooManyStaples: (max: number) =>
    `A household keeps up to ${max} items it always has. Remove one you no longer keep, then add this one.`,
  stapleAdded: (name: string) => `“${name}” is now on your household's “we always have” list.`,
  reviewAlreadyOnList: (before: string, after: string) =>
    before === after ? `already on the list: ${before}` : `already on the list: ${before} → ${after}`,
  reviewNothingTicked: 'Tick at least one line to add.',
  resortWarningBy: (name: string) => `${name} edited an item. Re-sort to move it to the right aisle.`,
  resortWarningUnknown: 'An item was edited. Re-sort to move it to the right aisle.',
  itemLineTooLong: (line: number, start: string, max: number) =>
    `Line ${line} (“${start}…”) is longer than ${max} characters. Shorten it or split it into two lines.`,
  historyItemNotFound: 'That item is not among what your household has bought.',
  onTheList: (quantity: string | null) => (quantity ? `on the list · ${quantity}` : 'on the list'),
  storeNameTaken: (name: string) => `You already have a store called “${name}”. Give this one another name.`,
  mealNameTaken: (name: string) => `You already have a meal called “${name}”. Give this one another name.`,
  checkoutCancelled: 'Checkout cancelled. You have not been charged.',
  shareListFailed: 'Could not share the list. Please try again.',
} as const;

/** Every message, as a translation must give it: the same keys, texts and functions of the same arguments. */
export type Messages = {
  readonly [K in keyof typeof ENGLISH_MESSAGES]: (typeof ENGLISH_MESSAGES)[K] extends (
    ...args: infer A
  ) => string
    ? (...args: A) => string
    : string;
};

const translations = new Map<Language, Messages>([[SOURCE_LANGUAGE, ENGLISH_MESSAGES]]);
let languageNow: () => Language = () => SOURCE_LANGUAGE;

/**
 * Says where the language of the moment comes from: on the server the request's (`Accept-Language`), in the web the
 * catalogue's. Until a translation is added for it, English is spoken.
 */
export function speakMessagesIn(source: () => Language): void {
  languageNow = source;
}

/** Adds a language's messages (the server adds all at start; the web the user's, from its chunk). */
export function addMessages(language: Language, messages: Messages): void {
  translations.set(language, messages);
}

/** The messages in one language, English where it has none. */
export function messagesIn(language: Language): Messages {
  return translations.get(language) ?? ENGLISH_MESSAGES;
}

/**
 * The messages in the language of the moment. Every `MESSAGES.x` reads through here, so the hundreds of places that
 * refuse or confirm something speak the user's language without each being told it; tests and scripts that ask in
 * no language get SPEC's English.
 */
export const MESSAGES: Messages = new Proxy(ENGLISH_MESSAGES as Messages, {
  get: (english, key) => Reflect.get(messagesIn(languageNow()), key) ?? Reflect.get(english, key),
});
