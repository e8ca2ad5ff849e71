import type { MealIdea } from '@shared/contract/ai';
import { SUGGESTED_MEALS, type SuggestedMeal } from '@shared/meals/suggested-meals';
import { MESSAGES } from '@shared/messages';
import { foodKey, sameFood } from '../../items/same-food';
import { AppError } from '../../rpc/app-error';
import { ingredientName } from './ingredient-name';

/** At most three things to buy (SPEC §9). */
const MAX_NEEDS = 3;
/** Kitchens have these; a meal is not "missing" them unless nothing else is missing. */
const STAPLES = new Set([
  'salt',
  'black pepper',
  'pepper',
  'water',
  'oil',
  'olive oil',
  'vegetable oil',
  'sugar',
  'flour',
  'baking powder',
  'dried oregano',
  'ground cumin',
  'paprika',
  'chili flake',
]);
/** Asking again offers another of the best few meals rather than the same one every time. */
const SHORTLIST = 3;

interface Candidate {
  meal: SuggestedMeal;
  has: string[];
  needs: string[];
  missing: number;
}

/**
 * A meal idea without a model: the catalogue meal that uses the most of the list and needs the fewest
 * other things; its first one to three missing ingredients (recipes list the main ones first) are the
 * needs. Staples like salt count only when nothing else is missing.
 */
export function mealIdeaLocally(
  items: readonly string[],
  meals: readonly SuggestedMeal[] = SUGGESTED_MEALS,
  pick: (count: number) => number = (count) => Math.floor(Math.random() * count),
): MealIdea {
  const listed = items.map((item) => ({ item, key: foodKey(item) }));
  const candidates: Candidate[] = [];
  for (const meal of meals) {
    const has = new Set<string>();
    const missing: string[] = [];
    const missingStaples: string[] = [];
    for (const line of meal.ingredients) {
      const name = ingredientName(line);
      const key = foodKey(name);
      const onList = listed.filter((entry) => sameFood(entry.key, key));
      if (onList.length > 0) {
        for (const entry of onList) {
          has.add(entry.item);
        }
      } else {
        (STAPLES.has(key) ? missingStaples : missing).push(name);
      }
    }
    const needs = missing.length > 0 ? missing : missingStaples;
    if (has.size > 0 && needs.length > 0) {
      candidates.push({
        meal,
        has: items.filter((item) => has.has(item)),
        needs: needs.slice(0, MAX_NEEDS),
        missing: missing.length,
      });
    }
  }
  if (candidates.length === 0) {
    throw new AppError('NOT_FOUND', MESSAGES.noMealIdea);
  }
  candidates.sort(
    (a, b) => b.has.length - a.has.length || a.missing - b.missing || a.meal.name.localeCompare(b.meal.name),
  );
  const [best] = candidates;
  const shortlist = candidates
    .filter((candidate) => candidate.has.length === best?.has.length && candidate.missing <= best.missing + 2)
    .slice(0, SHORTLIST);
  const chosen = shortlist[Math.min(pick(shortlist.length), shortlist.length - 1)] ?? best;
  if (!chosen) {
    throw new AppError('NOT_FOUND', MESSAGES.noMealIdea);
  }
  return {
    title: chosen.meal.name,
    has: chosen.has,
    needs: chosen.needs,
    instructions: chosen.meal.instructions,
  };
}
