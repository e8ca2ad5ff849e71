import type { MealIdea } from '@shared/contract/ai';
import { foodKey, sameFood } from '../items/same-food';

/**
 * A meal idea as the shopper reads it, whoever made it (a model may repeat itself): each food once in
 * You have, and nothing in You need that is already had.
 */
export function tidyMealIdea(idea: MealIdea): MealIdea {
  const has: { item: string; key: string }[] = [];
  for (const item of idea.has) {
    const key = foodKey(item);
    if (!has.some((kept) => sameFood(kept.key, key))) {
      has.push({ item, key });
    }
  }
  const needs: { item: string; key: string }[] = [];
  for (const item of idea.needs) {
    const key = foodKey(item);
    if (![...has, ...needs].some((kept) => sameFood(kept.key, key))) {
      needs.push({ item, key });
    }
  }
  return { ...idea, has: has.map((kept) => kept.item), needs: needs.map((kept) => kept.item) };
}
