import { describe, expect, it } from 'vitest';
import { GUEST_LIST_KEY, loadGuestItems, saveGuestItems } from './guest-list-storage';

class MemoryStorage implements Storage {
  private values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

describe('guest list storage', () => {
  it('round-trips the items object under the guest-list key', () => {
    const storage = new MemoryStorage();
    const items = {
      Produce: [
        { name: 'kale', quantity: null, checked: true, checkedAt: '2026-01-02T10:00:00.000Z' },
        { name: 'avocados', quantity: '3', checked: false },
      ],
    };
    saveGuestItems(items, storage);
    expect(JSON.parse(storage.getItem(GUEST_LIST_KEY) ?? '')).toEqual(items);
    expect(loadGuestItems(storage)).toEqual({ items, legacy: false });
  });

  it('reads a list kept before quantities were a field as one whose names still hold them', () => {
    const storage = new MemoryStorage();
    storage.setItem(GUEST_LIST_KEY, '{"Produce":[{"name":"avocados x3","checked":true}]}');
    expect(loadGuestItems(storage)).toEqual({
      items: { Produce: [{ name: 'avocados x3', quantity: null, checked: true }] },
      legacy: true,
    });
  });

  it('removes the key when the list is cleared', () => {
    const storage = new MemoryStorage();
    saveGuestItems({ Produce: [{ name: 'kale', quantity: null, checked: false }] }, storage);
    saveGuestItems(null, storage);
    expect(storage.getItem(GUEST_LIST_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{"Produce":'],
    ['an array', '[1,2]'],
    ['an unknown category', '{"Snacks":[{"name":"chips","checked":false}]}'],
    ['an item without a name', '{"Produce":[{"checked":false}]}'],
    ['a non-boolean check', '{"Produce":[{"name":"kale","checked":"yes"}]}'],
    ['a blank name', '{"Produce":[{"name":"  ","checked":false}]}'],
    ['a quantity that is not text', '{"Produce":[{"name":"kale","quantity":3,"checked":false}]}'],
  ])('discards %s and reads it as no list', (_, stored) => {
    const storage = new MemoryStorage();
    storage.setItem(GUEST_LIST_KEY, stored);
    expect(loadGuestItems(storage)).toBeNull();
    expect(storage.getItem(GUEST_LIST_KEY)).toBeNull();
  });

  it('reads nothing stored as no list', () => {
    expect(loadGuestItems(new MemoryStorage())).toBeNull();
  });
});
