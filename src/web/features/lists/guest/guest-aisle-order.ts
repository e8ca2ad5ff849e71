import { CATEGORIES, type Category } from '@shared/categories';
import { asCategoryOrder, isDefaultOrder } from '@/components/category-order/category-order';

/** The localStorage key of a guest's own aisle order: the shop's, so it outlives any one list. */
export const GUEST_ORDER_KEY = 'guest-category-order';

/** The guest's aisle order as kept on this device; anything missing, corrupt or partial reads as SPEC's. */
export function loadGuestAisleOrder(storage: Pick<Storage, 'getItem'> = localStorage): Category[] {
  try {
    return asCategoryOrder(JSON.parse(storage.getItem(GUEST_ORDER_KEY) ?? 'null')) ?? [...CATEGORIES];
  } catch {
    return [...CATEGORIES];
  }
}

/** Keeps the guest's aisle order; SPEC's order is kept as nothing at all. */
export function saveGuestAisleOrder(
  order: readonly Category[],
  storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage,
): void {
  try {
    if (isDefaultOrder(order)) {
      storage.removeItem(GUEST_ORDER_KEY);
    } else {
      storage.setItem(GUEST_ORDER_KEY, JSON.stringify(order));
    }
  } catch {
    // Private browsing or a full quota: the order lasts for this visit.
  }
}
