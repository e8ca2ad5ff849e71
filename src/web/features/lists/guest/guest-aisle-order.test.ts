import { CATEGORIES } from '@shared/categories';
import { describe, expect, it } from 'vitest';
import { movedCategory } from '@/components/category-order/category-order';
import { GUEST_ORDER_KEY, loadGuestAisleOrder, saveGuestAisleOrder } from './guest-aisle-order';

/** Just enough of localStorage, in memory. */
function memoryStorage(initial?: string) {
  const values = new Map<string, string>(initial === undefined ? [] : [[GUEST_ORDER_KEY, initial]]);
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('guest aisle order', () => {
  it('round-trips an order of the guest’s own', () => {
    const storage = memoryStorage();
    const order = movedCategory(CATEGORIES, 'Frozen Foods', 0);
    saveGuestAisleOrder(order, storage);
    expect(JSON.parse(storage.values.get(GUEST_ORDER_KEY) ?? '')).toEqual(order);
    expect(loadGuestAisleOrder(storage)).toEqual(order);
  });

  it('keeps nothing for the default order', () => {
    const storage = memoryStorage(JSON.stringify([...CATEGORIES].reverse()));
    saveGuestAisleOrder(CATEGORIES, storage);
    expect(storage.values.has(GUEST_ORDER_KEY)).toBe(false);
    expect(loadGuestAisleOrder(storage)).toEqual([...CATEGORIES]);
  });

  it.each([
    ['nothing', undefined],
    ['not JSON', '["Produce",'],
    ['an object', '{"Produce":1}'],
    ['a partial order', JSON.stringify(CATEGORIES.slice(0, 5))],
    ['a repeated aisle', JSON.stringify([...CATEGORIES.slice(1), 'Bakery'])],
    ['an unknown aisle', JSON.stringify([...CATEGORIES.slice(1), 'Snacks'])],
  ])('reads %s as the default order', (_, stored) => {
    expect(loadGuestAisleOrder(memoryStorage(stored))).toEqual([...CATEGORIES]);
  });

  it('reads the default order when storage itself fails', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(loadGuestAisleOrder(broken)).toEqual([...CATEGORIES]);
  });
});
