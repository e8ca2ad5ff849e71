/** A hint, kept on this device, that someone was signed in last time (the session cookie is unreadable). */
const HINT_KEY = 'signed-in-hint';

/**
 * True when this device was signed in last time: the home page then waits for the session instead of
 * flashing the guest page first. Guests keep seeing their list at once.
 */
export function probablySignedIn(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    return storage.getItem(HINT_KEY) === '1';
  } catch {
    return false;
  }
}

/** Records whether the server says someone is signed in on this device. */
export function rememberSignedIn(
  signedIn: boolean,
  storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage,
): void {
  try {
    if (signedIn) {
      storage.setItem(HINT_KEY, '1');
    } else {
      storage.removeItem(HINT_KEY);
    }
  } catch {
    // Private browsing or a full quota: the home page only waits a moment longer.
  }
}
