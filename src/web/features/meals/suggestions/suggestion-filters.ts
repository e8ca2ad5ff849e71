import type { DietTag, MealType, SuggestedMeal } from '@shared/meals/suggested-meals';
import { nameKey } from '@shared/same-name';
import type { TFunction } from 'i18next';

/** A diet filter of the suggestions browser: every meal, or those tagged with one diet. */
export type DietFilter = 'all' | DietTag;
/** A meal-type filter of the suggestions browser: every meal, or those of one meal of the day. */
export type MealTypeFilter = 'all' | MealType;

/** The diet filters in SPEC §9's order. */
export const DIET_FILTERS = [
  'all',
  'gluten-free',
  'lactose-free',
  'vegetarian',
  'low-sodium',
  'low-histamine',
] as const satisfies readonly DietFilter[];

/** The meal-type filters in SPEC §9's order. */
export const MEAL_TYPE_FILTERS = [
  'all',
  'breakfast',
  'lunch',
  'dinner',
] as const satisfies readonly MealTypeFilter[];

/** What the browser shows: the chosen diet and meal type. */
export interface SuggestionFilter {
  diet: DietFilter;
  mealType: MealTypeFilter;
}

/** The meals that pass both filters, in catalogue order. */
export function filterSuggestions(
  meals: readonly SuggestedMeal[],
  { diet, mealType }: SuggestionFilter,
): SuggestedMeal[] {
  return meals.filter(
    (meal) =>
      (diet === 'all' || meal.tags.includes(diet)) && (mealType === 'all' || meal.mealType === mealType),
  );
}

/** How many of the filters narrow the meals (neither is 'all'): the folded Filters say so. */
export function activeFilterCount({ diet, mealType }: SuggestionFilter): number {
  return (diet === 'all' ? 0 : 1) + (mealType === 'all' ? 0 : 1);
}

/**
 * The meals whose name or ingredients hold every word typed, in any case ('chick soup' finds Chicken Noodle
 * Soup); all of them while nothing is typed.
 */
export function searchSuggestions(meals: readonly SuggestedMeal[], query: string): SuggestedMeal[] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0) {
    return [...meals];
  }
  return meals.filter((meal) => {
    const text = [meal.name, ...meal.ingredients].join('\n').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** A filter or tag as a button reads it: 'All', 'Gluten-free', 'Breakfast'. */
export function filterLabel(filter: DietFilter | MealTypeFilter, t: TFunction<'meals'>): string {
  return t(`suggestions.filters.${filter}`);
}

/**
 * True when a suggestion counts as added (SPEC Modals): added in this session, or already among the
 * user's meals by name.
 */
export function isSuggestionAdded(
  meal: SuggestedMeal,
  addedIds: ReadonlySet<string>,
  savedNames: ReadonlySet<string>,
): boolean {
  return addedIds.has(meal.id) || savedNames.has(nameKey(meal.name));
}
