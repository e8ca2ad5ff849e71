import { type Language, SOURCE_LANGUAGE } from '@shared/languages';
import { SUGGESTED_MEALS, type SuggestedMeal } from '@shared/meals/suggested-meals';
import { foodKey, sameFood } from '../../items/same-food';
import { foodNameIn } from './food-names-in';
import { ingredientName } from './ingredient-name';
import { PAIRINGS } from './pairings';

/** Five suggestions (SPEC §9). */
const COUNT = 5;
/** A pairing someone wrote down beats a food that merely shares a recipe. */
const PAIRING_WEIGHT = 3;
/** Not worth suggesting in a shop. */
export const NEVER = ['water', 'salt'];
/** What most baskets hold, offered when the list gives nothing else to go on. */
export const EVERYDAY = [
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

/** The pairings, the foods never offered and the everyday ones, as a language names and keys them. */
interface SuggestionWords {
  pairings: { key: string; pairs: string[] }[];
  never: Set<string>;
  everyday: string[];
}

const wordsByLanguage = new Map<Language, SuggestionWords>();

function suggestionWords(language: Language): SuggestionWords {
  let words = wordsByLanguage.get(language);
  if (words === undefined) {
    const named = (name: string) => foodNameIn(name, language);
    words = {
      pairings: Object.entries(PAIRINGS).map(([food, pairs]) => ({
        key: foodKey(named(food), language),
        pairs: pairs.map(named),
      })),
      never: new Set(NEVER.map((name) => foodKey(named(name), language))),
      everyday: EVERYDAY.map(named),
    };
    wordsByLanguage.set(language, words);
  }
  return words;
}

/**
 * Related items without a model: foods paired with what is on the list, then foods that share a
 * catalogue recipe with it, then everyday staples — never one on the list or offered before. In the language
 * the meals are written in (the list's): its names, its words compared.
 */
export function suggestLocally(
  items: readonly string[],
  exclude: readonly string[],
  meals: readonly SuggestedMeal[] = SUGGESTED_MEALS,
  language: Language = SOURCE_LANGUAGE,
): string[] {
  const words = suggestionWords(language);
  const keyOf = (text: string) => foodKey(text, language);
  const listKeys = items.map(keyOf).filter((key) => key !== '');
  const taken = [...listKeys, ...exclude.map(keyOf)];
  const scores = new Map<string, { name: string; score: number }>();
  const offer = (name: string, points: number) => {
    const key = keyOf(name);
    if (key === '' || words.never.has(key) || taken.some((other) => sameFood(other, key))) {
      return;
    }
    const entry = scores.get(key) ?? { name, score: 0 };
    entry.score += points;
    scores.set(key, entry);
  };
  for (const { key, pairs } of words.pairings) {
    if (listKeys.some((item) => sameFood(item, key))) {
      for (const pair of pairs) {
        offer(pair, PAIRING_WEIGHT);
      }
    }
  }
  for (const meal of meals) {
    const names = meal.ingredients.map(ingredientName);
    const shared = names.filter((name) => listKeys.some((item) => sameFood(item, keyOf(name)))).length;
    if (shared > 0) {
      for (const name of names) {
        offer(name, shared);
      }
    }
  }
  const ranked = [...scores.values()]
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
    .map((entry) => entry.name);
  for (const name of words.everyday) {
    if (ranked.length >= COUNT) {
      break;
    }
    const key = keyOf(name);
    if (!ranked.some((other) => keyOf(other) === key) && !taken.some((other) => sameFood(other, key))) {
      ranked.push(name);
    }
  }
  return ranked.slice(0, COUNT);
}
