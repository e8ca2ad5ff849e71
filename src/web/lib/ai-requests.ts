import type { MealIdea } from '@shared/contract/ai';
import { LIMITS } from '@shared/limits';
import { call } from './rpc-client';

/** A list's item names as the AI procedures take them: each name once, no more than one request may send. */
export function namesForAi(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const name of names) {
    const key = name.trim().toLowerCase();
    if (key !== '' && !seen.has(key)) {
      seen.add(key);
      unique.push(name.trim());
    }
  }
  return unique.slice(0, LIMITS.maxItemsPerRequest);
}

/** Up to five items that go with the list, none on it and none of `exclude` (shown before). */
export async function suggestItems(names: readonly string[], exclude: string[]): Promise<string[]> {
  return (await call('suggestItems', { items: namesForAi(names), exclude })).suggestions;
}

/** A meal made from the list's items, with what it still needs. */
export function getMealIdea(names: readonly string[]): Promise<MealIdea> {
  return call('getMealIdea', { items: namesForAi(names) });
}
