import { categorySections } from '../../shared/list-text';
import { loadGuestItems, saveGuestItems } from './guest-list-storage';

// Where the guest list meets saved lists: features do not import each other, so the hand-over lives here.

/** The item names of the guest list kept on this device (empty when there is none). */
export function guestListNames(): string[] {
  return categorySections(loadGuestItems()).flatMap(([, items]) => items.map((item) => item.name));
}

/** Forgets the guest list on this device (it was saved as a list, or the user discarded it). */
export function forgetGuestList(): void {
  saveGuestItems(null);
}
