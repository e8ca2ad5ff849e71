import { MEAL_SLOTS, type MealSlot } from '../meal-plan';
import { BREAKFASTS } from './catalogue-breakfasts';
import { DINNERS } from './catalogue-dinners';
import { LUNCHES } from './catalogue-lunches';
import type { MealTranslations } from './meal-translation';

/** The diets a built-in meal can be tagged with; each is checked word by word in `diet-rules.ts`. */
export const DIET_TAGS = [
  'vegetarian',
  'gluten-free',
  'lactose-free',
  'low-sodium',
  'low-histamine',
] as const;

/** One diet a meal can be tagged with. */
export type DietTag = (typeof DIET_TAGS)[number];

/** The meals of the day a recipe is for: the planner's slots. */
export const MEAL_TYPES = MEAL_SLOTS;

/** One meal of the day. */
export type MealType = MealSlot;

/** One built-in recipe. */
export interface SuggestedMeal {
  /** Stable kebab-case slug, so plans saved today still find the recipe after it is reworded. */
  id: string;
  name: string;
  /** Grocery lines as a shopper writes them, one food per line, so they drop straight into a list. */
  ingredients: readonly string[];
  /** Two to five plain sentences. */
  instructions: string;
  /** Only tags that hold for every ingredient line. */
  tags: readonly DietTag[];
  /** The meal it is mostly eaten at. */
  mealType: MealType;
}

/** The built-in catalogue offered before a user has saved any recipes of their own. */
export const SUGGESTED_MEALS: readonly SuggestedMeal[] = [...BREAKFASTS, ...LUNCHES, ...DINNERS];

/**
 * The catalogue in another language: each meal's name, grocery lines and steps from its translation (by id), its tags
 * and meal of the day as they are. A meal a translation lacks stays in English rather than missing.
 */
export function translateMeals(
  meals: readonly SuggestedMeal[],
  translations: MealTranslations,
): SuggestedMeal[] {
  return meals.map((meal) => {
    const translated = translations[meal.id];
    return translated === undefined
      ? meal
      : { ...meal, ...translated, ingredients: [...translated.ingredients] };
  });
}
