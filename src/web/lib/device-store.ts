import { createStore, delMany, keys, type UseStore } from 'idb-keyval';

let store: UseStore | null = null;

/** The app's IndexedDB store for what it keeps of a signed-in user, opened on first use (guests never do). */
export function deviceStore(): UseStore {
  store ??= createStore('aislewise', 'device');
  return store;
}

/** Where a user's lists, as last seen, are kept. */
export const queriesKeyOf = (userId: string) => `queries:${userId}`;

/** The prefix of the keys of a user's queued changes: one key per change, in the order they were made. */
export const outboxPrefixOf = (userId: string) => `outbox:${userId}:`;

/** The prefix of the keys of a user's changes the server refused, kept until the user has read them. */
export const refusedPrefixOf = (userId: string) => `refused:${userId}:`;

/** The keys of the store that start with `prefix`, in order. */
export async function keysStartingWith(prefix: string): Promise<string[]> {
  const all = await keys<IDBValidKey>(deviceStore());
  return all.filter((key): key is string => typeof key === 'string' && key.startsWith(prefix)).sort();
}

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

/** How many of this user's changes are still waiting on this device to reach the server. */
export async function waitingChangesOf(userId: string): Promise<number> {
  try {
    return (await keysStartingWith(outboxPrefixOf(userId))).length;
  } catch {
    return 0;
  }
}

/** Removes everything the device kept of this user (at sign-out): their lists and changes not yet sent. */
export async function forgetUser(userId: string): Promise<void> {
  signedOut.add(userId);
  try {
    const own = [
      ...(await keysStartingWith(outboxPrefixOf(userId))),
      ...(await keysStartingWith(refusedPrefixOf(userId))),
    ];
    await delMany([queriesKeyOf(userId), ...own], deviceStore());
  } catch {
    // No store (some private windows): nothing was kept.
  }
}
