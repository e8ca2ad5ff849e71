import { type Category, FALLBACK_CATEGORY, isCategory } from '@shared/categories';
import { HISTORY_ITEMS_CAP, type HistoryItem } from '@shared/contract/item-history';
import { itemKey } from '@shared/items/item-key';
import type { BoughtSpelling } from './item-history.repo';

/**
 * The household's items from its spellings (most recently bought first): spellings of one item (itemKey:
 * 'Limes', 'lime') become one, named, filed and measured as its latest purchase, its trips added up, starred when
 * any spelling is. The HISTORY_ITEMS_CAP most recently bought, most recent first.
 */
export function householdItems(spellings: readonly BoughtSpelling[]): HistoryItem[] {
  const byKey = new Map<string, HistoryItem>();
  for (const spelling of spellings) {
    const key = itemKey(spelling.name);
    const known = byKey.get(key);
    if (known) {
      known.timesBought += spelling.timesBought;
      known.favourite ||= spelling.favourite;
      continue;
    }
    if (byKey.size >= HISTORY_ITEMS_CAP || key === '') {
      continue;
    }
    byKey.set(key, {
      name: spelling.name,
      category: categoryOf(spelling.category),
      quantity: spelling.quantity,
      timesBought: spelling.timesBought,
      lastBoughtAt: spelling.lastBoughtAt.toISOString(),
      favourite: spelling.favourite,
    });
  }
  return [...byKey.values()];
}

/** The spellings of the item a name is (by itemKey), to star them all. */
export function spellingsOf(spellings: readonly BoughtSpelling[], name: string): string[] {
  const key = itemKey(name);
  return spellings.filter((spelling) => itemKey(spelling.name) === key).map((spelling) => spelling.nameKey);
}

function categoryOf(value: string): Category {
  return isCategory(value) ? value : FALLBACK_CATEGORY;
}
