import { createStore, del, type UseStore } from 'idb-keyval';

let store: UseStore | null = null;

/** The app's IndexedDB store for what it keeps of a signed-in user, opened on first use (guests never do). */
export function deviceStore(): UseStore {
  store ??= createStore('aislewise', 'device');
  return store;
}

/** Where a user's lists, as last seen, are kept. */
export const queriesKeyOf = (userId: string) => `queries:${userId}`;

/** Users signed out in this tab: a save still on its way for them must not write their lists back. */
const signedOut = new Set<string>();

/** Whether this user's lists may be kept on the device (not since they signed out here). */
export function mayKeepQueries(userId: string): boolean {
  return !signedOut.has(userId);
}

/** The user is signed in again in this tab: their lists may be kept again. */
export function allowKeepingQueries(userId: string): void {
  signedOut.delete(userId);
}

/** Removes what the device kept of this user's lists (at sign-out). */
export async function forgetQueries(userId: string): Promise<void> {
  signedOut.add(userId);
  try {
    await del(queriesKeyOf(userId), deviceStore());
  } catch {
    // No store (some private windows): nothing was kept.
  }
}
