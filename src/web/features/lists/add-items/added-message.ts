import { MESSAGES } from '@shared/messages';

/**
 * What an add did when some of it was already on the list: "Added 3 items, 2 already on your list". Null when
 * nothing was merged, since the new rows say enough themselves.
 */
export function addedMessage({ added, merged }: { added: number; merged: number }): string | null {
  return merged === 0 ? null : MESSAGES.addedToList(added, merged);
}
