import { itemLine } from '@shared/item-line';
import { loadGuestItems, saveGuestItems } from './guest-list-storage';

// Where the guest list meets saved lists: features do not import each other, so the hand-over lives here.

/**
 * The items of the guest list kept on this device as lines to add, quantity after the name ('chicken thighs
 * (2 lb)', which the server takes apart again); empty when there is none.
 */
export function guestListNames(): string[] {
  return Object.values(loadGuestItems()?.items ?? {})
    .flat()
    .map((item) => itemLine(item));
}

/** Forgets the guest list on this device (it was saved as a list, or the user discarded it). */
export function forgetGuestList(): void {
  saveGuestItems(null);
}
