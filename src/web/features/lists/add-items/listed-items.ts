import { itemKey } from '@shared/items/item-key';
import type { ItemsByCategory } from '@shared/list-text';

/** The items on a list by itemKey, each with its row's amount (the first row's, should two rows be one item). */
export function listedItems(items: ItemsByCategory | null | undefined): Map<string, string | null> {
  const listed = new Map<string, string | null>();
  for (const item of Object.values(items ?? {}).flat()) {
    const key = itemKey(item.label);
    if (!listed.has(key)) {
      listed.set(key, item.quantity);
    }
  }
  return listed;
}
