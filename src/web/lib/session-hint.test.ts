import type { Me } from '@shared/contract/profile';
import { describe, expect, it } from 'vitest';
import { lastSignedIn, mayAskAsMember, probablySignedIn, rememberSignedIn } from './session-hint';

// The fields the web reads; the rest of `me` only passes through.
const ME = { uid: 'u1', email: 'olive@example.com', displayName: 'Olive', isPro: false } as Me;

function memory() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('session hint', () => {
  it('remembers a sign-in and forgets it on sign-out', () => {
    const storage = memory();
    expect(probablySignedIn(storage)).toBe(false);
    rememberSignedIn(ME, storage);
    expect(probablySignedIn(storage)).toBe(true);
    expect(lastSignedIn(storage)).toEqual(ME);
    rememberSignedIn(null, storage);
    expect(probablySignedIn(storage)).toBe(false);
    expect(lastSignedIn(storage)).toBeNull();
  });

  it("believes the page's own word that it came with a session, and not its word for a guest", () => {
    const pageSaying = (content: string) => ({
      querySelector: (selector: string) =>
        selector === 'meta[name="aislewise-session"]'
          ? ({ getAttribute: () => content } as unknown as Element)
          : null,
    });
    const storage = memory();
    expect(probablySignedIn(storage, pageSaying('member'))).toBe(true);
    expect(probablySignedIn(storage, pageSaying('guest'))).toBe(false);
    // A page the service worker kept from a guest visit: the device's own record still counts.
    rememberSignedIn(ME, storage);
    expect(probablySignedIn(storage, pageSaying('guest'))).toBe(true);
    expect(probablySignedIn(storage, pageSaying('unknown'))).toBe(true);
  });

  it("asks for a member's data early only when the page does not say the session is gone", () => {
    const pageSaying = (content: string) => ({
      querySelector: () => ({ getAttribute: () => content }) as unknown as Element,
    });
    const storage = memory();
    rememberSignedIn(ME, storage);
    expect(mayAskAsMember(storage, pageSaying('member'))).toBe(true);
    expect(mayAskAsMember(storage, pageSaying('unknown'))).toBe(true);
    // Signed in here last time, but the server found no live session: asking would only be refused.
    expect(mayAskAsMember(storage, pageSaying('guest'))).toBe(false);
    expect(mayAskAsMember(memory(), pageSaying('unknown'))).toBe(false);
  });

  it('reads a storage that throws as a guest', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(probablySignedIn(broken)).toBe(false);
  });

  it('reads a saved user of another shape, or unreadable text, as nobody', () => {
    const storage = memory();
    storage.setItem('signed-in-hint', '1');
    storage.setItem('signed-in-me', JSON.stringify({ uid: 'u1' }));
    expect(lastSignedIn(storage)).toBeNull();
    storage.setItem('signed-in-me', '{not json');
    expect(lastSignedIn(storage)).toBeNull();
  });
});
