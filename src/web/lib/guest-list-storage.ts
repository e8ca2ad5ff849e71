import { type Category, isCategory } from '@shared/categories';

/** The localStorage key of the guest list (SPEC §3: items object only). */
export const GUEST_LIST_KEY = 'guest-list';

/**
 * An item as the guest list keeps it: its name alone, its quantity ('2 lb', or null), its tick, and when it
 * was ticked (kept for ticked items only, so the cart keeps its order over a reload).
 */
export interface StoredGuestItem {
  name: string;
  quantity: string | null;
  /** What the line said besides ('diced'); absent when nothing, and in lists kept before notes were. */
  note?: string;
  checked: boolean;
  checkedAt?: string;
}

/** The guest list as kept: items by category, only non-empty categories. */
export type StoredGuestItems = Partial<Record<Category, StoredGuestItem[]>>;

/** The guest list as read back. */
export interface StoredGuestList {
  items: StoredGuestItems;
  /**
   * Kept before quantities were a field of their own: each name still holds its quantity ('2 lbs chicken
   * thighs') and is to be taken apart once.
   */
  legacy: boolean;
}

/** Reads the stored guest list; anything missing, corrupt or of the wrong shape reads as no list. */
export function loadGuestItems(storage: Storage = localStorage): StoredGuestList | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(GUEST_LIST_KEY) ?? 'null');
  } catch {
    storage.removeItem(GUEST_LIST_KEY);
    return null;
  }
  const list = asList(parsed);
  if (!list) {
    storage.removeItem(GUEST_LIST_KEY);
  }
  return list;
}

/** Stores the guest list, or removes it when there is none. */
export function saveGuestItems(items: StoredGuestItems | null, storage: Storage = localStorage): void {
  try {
    if (items) {
      storage.setItem(GUEST_LIST_KEY, JSON.stringify(items));
    } else {
      storage.removeItem(GUEST_LIST_KEY);
    }
  } catch (error) {
    // Private browsing or a full quota: the list still works for this visit.
    console.warn('Could not store the guest list', error);
  }
}

function asList(value: unknown): StoredGuestList | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return null;
  }
  const items: StoredGuestItems = {};
  let legacy = false;
  for (const [category, list] of Object.entries(value)) {
    if (!isCategory(category) || !Array.isArray(list) || !list.every(isStoredItem)) {
      return null;
    }
    legacy ||= list.some((item) => item.quantity === undefined);
    if (list.length > 0) {
      items[category] = list.map(({ name, quantity, note, checked, checkedAt }) => ({
        name,
        quantity: quantity ?? null,
        ...(typeof note === 'string' && note !== '' ? { note } : {}),
        checked,
        ...(checked && typeof checkedAt === 'string' ? { checkedAt } : {}),
      }));
    }
  }
  return Object.keys(items).length > 0 ? { items, legacy } : null;
}

/** An item as any version stored it: without a quantity before quantities were a field. */
interface AnyStoredItem {
  name: string;
  quantity?: string | null;
  note?: unknown;
  checked: boolean;
  checkedAt?: unknown;
}

function isStoredItem(value: unknown): value is AnyStoredItem {
  const item = value as Partial<Record<keyof AnyStoredItem, unknown>> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.name === 'string' &&
    item.name.trim() !== '' &&
    typeof item.checked === 'boolean' &&
    (item.quantity === undefined || item.quantity === null || typeof item.quantity === 'string')
  );
}

/** The localStorage key that remembers a guest list waiting for a re-sort (an item was renamed). */
export const GUEST_RESORT_KEY = 'guest-list-needs-resort';

/** Whether the guest list was left waiting for a re-sort, so the prompt survives a reload. */
export function loadGuestNeedsResort(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    return storage.getItem(GUEST_RESORT_KEY) === '1';
  } catch {
    return false;
  }
}

/** Remembers whether the guest list waits for a re-sort. */
export function saveGuestNeedsResort(
  needsResort: boolean,
  storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage,
): void {
  try {
    if (needsResort) {
      storage.setItem(GUEST_RESORT_KEY, '1');
    } else {
      storage.removeItem(GUEST_RESORT_KEY);
    }
  } catch {
    // Private browsing or a full quota: the prompt lasts for this visit.
  }
}
