import type { MealIdea } from '@shared/contract/ai';
import { type Language, SOURCE_LANGUAGE } from '@shared/languages';
import { SUGGESTED_MEALS, type SuggestedMeal } from '@shared/meals/suggested-meals';
import { MESSAGES } from '@shared/messages';
import { foodKey, sameFood } from '../../items/same-food';
import { AppError } from '../../rpc/app-error';
import { ingredientName } from './ingredient-name';

/** At most three things to buy (SPEC §9). */
const MAX_NEEDS = 3;
/**
 * Kitchens have these; a meal is not "missing" them unless nothing else is missing. Kept as the keys foods are
 * compared by, so 'dried oregano' is the 'oregano' a line's key says.
 */
const STAPLES = new Set(
  [
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
  ].map((staple) => foodKey(staple)),
);
/** The catalogue's meals in English by id: a translated meal's lines come in the same order as these. */
const ENGLISH_MEALS = new Map(SUGGESTED_MEALS.map((meal) => [meal.id, meal]));

/**
 * Whether a meal's ingredient is a staple: read from the English line it translates ('EL Olivenöl' is the
 * 'olive oil' of the same meal), so the kitchen's staples are the same whatever the language.
 */
function isStaple(meal: SuggestedMeal, index: number, name: string, language: Language): boolean {
  const english = language === SOURCE_LANGUAGE ? undefined : ENGLISH_MEALS.get(meal.id)?.ingredients[index];
  return STAPLES.has(english === undefined ? foodKey(name) : foodKey(ingredientName(english)));
}

/** Asking again offers another of the best few meals rather than the same one every time. */
const SHORTLIST = 3;

interface Candidate {
  meal: SuggestedMeal;
  has: string[];
  needs: string[];
  missing: number;
}

/** Whether every food the steps use, but the kitchen's staples, is had or needed: nothing left unnamed. */
const namesAll = (candidate: Candidate) => candidate.missing <= MAX_NEEDS;

/**
 * A meal idea without a model: the catalogue meal that uses the most of the list and needs the fewest
 * other things; its first one to three missing ingredients (recipes list the main ones first) are the
 * needs. Staples like salt count only when nothing else is missing. Foods are compared in the language the
 * meals are written in (the list's).
 */
export function mealIdeaLocally(
  items: readonly string[],
  meals: readonly SuggestedMeal[] = SUGGESTED_MEALS,
  pick: (count: number) => number = (count) => Math.floor(Math.random() * count),
  language: Language = SOURCE_LANGUAGE,
): MealIdea {
  const listed = items.map((item) => ({ item, key: foodKey(item, language) }));
  const candidates: Candidate[] = [];
  for (const meal of meals) {
    const has: string[] = [];
    const missing: string[] = [];
    const missingStaples: string[] = [];
    for (const [index, line] of meal.ingredients.entries()) {
      const name = ingredientName(line);
      const key = foodKey(name, language);
      // One row of the list per ingredient: 'sharp cheddar' and 'shredded cheddar' are the one cheddar it uses.
      const onList = listed.find((entry) => sameFood(entry.key, key));
      if (onList) {
        if (!has.includes(onList.item)) {
          has.push(onList.item);
        }
      } else {
        (isStaple(meal, index, name, language) ? missingStaples : missing).push(name);
      }
    }
    // Staples fill what room is left after the real needs: kitchens have them when there is none.
    const needs = [...missing, ...missingStaples].slice(0, MAX_NEEDS);
    if (has.length > 0 && needs.length > 0) {
      candidates.push({
        meal,
        has: items.filter((item) => has.includes(item)),
        needs,
        missing: missing.length,
      });
    }
  }
  if (candidates.length === 0) {
    throw new AppError('NOT_FOUND', MESSAGES.noMealIdea);
  }
  // A meal whose steps use foods in neither You have nor You need only when no other meal fits the list.
  const fitting = candidates.filter(namesAll);
  const pool = fitting.length > 0 ? fitting : candidates;
  pool.sort(
    (a, b) => b.has.length - a.has.length || a.missing - b.missing || a.meal.name.localeCompare(b.meal.name),
  );
  const [best] = pool;
  const shortlist = pool
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
