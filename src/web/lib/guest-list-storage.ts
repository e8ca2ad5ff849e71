import { isCategory } from '../../shared/categories';
import type { ItemsByCategory, ListItem } from '../../shared/list-text';

/** The localStorage key of the guest list (SPEC §3: items object only). */
export const GUEST_LIST_KEY = 'guest-list';

/** Reads the stored guest list; anything missing, corrupt or of the wrong shape reads as no list. */
export function loadGuestItems(storage: Storage = localStorage): ItemsByCategory | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(GUEST_LIST_KEY) ?? 'null');
  } catch {
    storage.removeItem(GUEST_LIST_KEY);
    return null;
  }
  const items = asItems(parsed);
  if (!items) {
    storage.removeItem(GUEST_LIST_KEY);
  }
  return items;
}

/** Stores the guest list, or removes it when there is none. */
export function saveGuestItems(items: ItemsByCategory | null, storage: Storage = localStorage): void {
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

function asItems(value: unknown): ItemsByCategory | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return null;
  }
  const items: ItemsByCategory = {};
  for (const [category, list] of Object.entries(value)) {
    if (!isCategory(category) || !Array.isArray(list) || !list.every(isListItem)) {
      return null;
    }
    if (list.length > 0) {
      items[category] = list.map(({ name, checked }) => ({ name, checked }));
    }
  }
  return Object.keys(items).length > 0 ? items : null;
}

function isListItem(value: unknown): value is ListItem {
  const item = value as Partial<ListItem> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.name === 'string' &&
    item.name.trim() !== '' &&
    typeof item.checked === 'boolean'
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
