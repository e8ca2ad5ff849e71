// SPEC §8 texts of the saved-list screens, kept on the web side until they move to src/shared/messages.ts.

/** User-facing texts of the saved lists, sharing and invites. */
export const LIST_TEXTS = {
  loadFailed: 'Could not load your data.',
  loadListFailed: 'Could not load the selected list.',
  createFailed: 'Could not create new list.',
  deleteFailed: 'Could not delete list.',
  shareDialogFailed: 'An error occurred. Please try again.',
  shareUserMissingTitle: 'User not found',
  shareSuccessTitle: 'Success!',
  noLists: 'No lists yet!',
  keepGuestList: 'Keep your guest list?',
} as const;

/** The name a new list gets (the contract's DEFAULT_LIST_NAME; that module pulls in zod, so it is copied). */
export const DEFAULT_LIST_NAME = 'My Grocery List';

/** The longest list name the server keeps (the contract's MAX_LIST_NAME). */
export const MAX_LIST_NAME = 80;
