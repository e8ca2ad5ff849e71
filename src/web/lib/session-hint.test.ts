import { describe, expect, it } from 'vitest';
import { probablySignedIn, rememberSignedIn } from './session-hint';

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
    rememberSignedIn(true, storage);
    expect(probablySignedIn(storage)).toBe(true);
    rememberSignedIn(false, storage);
    expect(probablySignedIn(storage)).toBe(false);
  });

  it('reads a storage that throws as a guest', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(probablySignedIn(broken)).toBe(false);
  });
});
