import type { Me } from '@shared/contract/profile';

/** A hint, kept on this device, that someone was signed in last time (the session cookie is unreadable). */
const HINT_KEY = 'signed-in-hint';
/** Who that was, so the app opens for them with no network (their lists are kept on the device too). */
const ME_KEY = 'signed-in-me';

/**
 * True when the page came with a live session (the server says so in it: web-app.ts), or this device was signed in
 * last time: the first paint then holds the signed-in page's place instead of flashing the guest page. Guests keep
 * seeing their list at once. A page the service worker kept may be old, so only its "member" is believed.
 */
export function probablySignedIn(
  storage: Pick<Storage, 'getItem'> = localStorage,
  page: PageHint = globalThis.document,
): boolean {
  if (pageSays(page) === 'member') {
    return true;
  }
  try {
    return storage.getItem(HINT_KEY) === '1';
  } catch {
    return false;
  }
}

type PageHint = Pick<Document, 'querySelector'> | undefined;

/** What the page says of its session (web-app.ts writes it): `member`, `guest`, or `unknown` (no server). */
function pageSays(page: PageHint): string {
  return page?.querySelector('meta[name="aislewise-session"]')?.getAttribute('content') ?? 'unknown';
}

/**
 * True when a member's data may be asked for before the session has answered: the device says so and the page
 * does not say the opposite. (A page saying "guest" came from a server that found no live session, an expired one
 * say: asking would only be refused. A kept page saying so is only served offline, when nothing can be asked.)
 */
export function mayAskAsMember(
  storage: Pick<Storage, 'getItem'> = localStorage,
  page: PageHint = globalThis.document,
): boolean {
  return probablySignedIn(storage, page) && pageSays(page) !== 'guest';
}

/** Records who the server says is signed in on this device (null: nobody). */
export function rememberSignedIn(
  me: Me | null,
  storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage,
): void {
  try {
    if (me) {
      storage.setItem(HINT_KEY, '1');
      storage.setItem(ME_KEY, JSON.stringify(me));
    } else {
      storage.removeItem(HINT_KEY);
      storage.removeItem(ME_KEY);
    }
  } catch {
    // Private browsing or a full quota: the home page only waits a moment longer.
  }
}

/** Who was signed in on this device when the server last said so, for when it cannot be asked now. */
export function lastSignedIn(storage: Pick<Storage, 'getItem'> = localStorage): Me | null {
  try {
    const saved = storage.getItem(HINT_KEY) === '1' ? storage.getItem(ME_KEY) : null;
    const me: unknown = saved ? JSON.parse(saved) : null;
    return isMe(me) ? me : null;
  } catch {
    return null;
  }
}

/** A saved `me` in the shape this version reads (one saved by an older version may differ: then none). */
function isMe(value: unknown): value is Me {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const me = value as Record<keyof Me, unknown>;
  return (
    typeof me.uid === 'string' &&
    typeof me.email === 'string' &&
    typeof me.displayName === 'string' &&
    typeof me.isPro === 'boolean'
  );
}
