import { SUGGESTED_MEALS, type SuggestedMeal } from '@shared/meals/suggested-meals';
import { foodKey, sameFood } from '../../items/same-food';
import { ingredientName } from './ingredient-name';
import { PAIRINGS } from './pairings';

/** Five suggestions (SPEC §9). */
const COUNT = 5;
/** A pairing someone wrote down beats a food that merely shares a recipe. */
const PAIRING_WEIGHT = 3;
/** Not worth suggesting in a shop. */
const NEVER = new Set(['water', 'salt']);
/** What most baskets hold, offered when the list gives nothing else to go on. */
const EVERYDAY = [
  'milk',
  'eggs',
  'bread',
  'bananas',
  'butter',
  'coffee',
  'apples',
  'onions',
  'cheddar',
  'yogurt',
  'pasta',
  'rice',
  'tomatoes',
  'chicken breasts',
  'toilet paper',
  'dish soap',
];

const pairingEntries = Object.entries(PAIRINGS).map(([food, pairs]) => ({ key: foodKey(food), pairs }));

/**
 * Related items without a model: foods paired with what is on the list, then foods that share a
 * catalogue recipe with it, then everyday staples — never one on the list or offered before.
 */
export function suggestLocally(
  items: readonly string[],
  exclude: readonly string[],
  meals: readonly SuggestedMeal[] = SUGGESTED_MEALS,
): string[] {
  const listKeys = items.map(foodKey).filter((key) => key !== '');
  const taken = [...listKeys, ...exclude.map(foodKey)];
  const scores = new Map<string, { name: string; score: number }>();
  const offer = (name: string, points: number) => {
    const key = foodKey(name);
    if (key === '' || NEVER.has(key) || taken.some((other) => sameFood(other, key))) {
      return;
    }
    const entry = scores.get(key) ?? { name, score: 0 };
    entry.score += points;
    scores.set(key, entry);
  };
  for (const { key, pairs } of pairingEntries) {
    if (listKeys.some((item) => sameFood(item, key))) {
      for (const pair of pairs) {
        offer(pair, PAIRING_WEIGHT);
      }
    }
  }
  for (const meal of meals) {
    const names = meal.ingredients.map(ingredientName);
    const shared = names.filter((name) => listKeys.some((item) => sameFood(item, foodKey(name)))).length;
    if (shared > 0) {
      for (const name of names) {
        offer(name, shared);
      }
    }
  }
  const ranked = [...scores.values()]
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
    .map((entry) => entry.name);
  for (const name of EVERYDAY) {
    if (ranked.length >= COUNT) {
      break;
    }
    const key = foodKey(name);
    if (!ranked.some((other) => foodKey(other) === key) && !taken.some((other) => sameFood(other, key))) {
      ranked.push(name);
    }
  }
  return ranked.slice(0, COUNT);
}
