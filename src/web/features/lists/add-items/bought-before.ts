import { itemKey } from '@shared/items/item-key';
import type { KnownItem } from './complete-item';

/**
 * The "bought before" chips: what the household bought that is not on the list now (by itemKey), favourites
 * first, then the most often bought, then the most recently (the order the history comes in); at most `limit`.
 */
export function boughtBefore<T extends KnownItem>(
  history: readonly T[],
  listed: ReadonlySet<string>,
  limit = 12,
): T[] {
  return history
    .filter((item) => !listed.has(itemKey(item.name)))
    .map((item, recency) => ({ item, recency }))
    .sort(
      (a, b) =>
        Number(b.item.favourite) - Number(a.item.favourite) ||
        b.item.timesBought - a.item.timesBought ||
        a.recency - b.recency,
    )
    .slice(0, limit)
    .map(({ item }) => item);
}
