import { LIMITS } from '../../../../shared/limits';
import { splitIngredients } from '../../../../shared/meal-plan';
import { MESSAGES } from '../../../../shared/messages';
import type { MealFields } from '../api/use-meal-actions';
import type { Meal } from '../api/use-meals';

/** What the meal form holds while the user types. */
export interface MealDraft {
  name: string;
  ingredients: string;
  instructions: string;
}

/** The fields of the form, to point an error at the one it is about. */
export type MealField = keyof MealDraft;

/** A blank form, or one filled from a meal to edit (its ingredients one per line). */
export function draftOf(meal: Meal | null): MealDraft {
  return {
    name: meal?.name ?? '',
    ingredients: meal?.ingredients.join('\n') ?? '',
    instructions: meal?.instructions ?? '',
  };
}

/** The form's text as the API takes it, or the SPEC §5 reason it cannot be saved yet. */
export function fieldsOf(draft: MealDraft): { fields: MealFields } | { error: string } {
  const name = draft.name.trim();
  const ingredients = splitIngredients(draft.ingredients);
  if (name === '') {
    return { error: MESSAGES.mealNameRequired };
  }
  if (ingredients.length === 0) {
    return { error: MESSAGES.mealIngredientsRequired };
  }
  return { fields: { name, ingredients, instructions: draft.instructions.trim() || null } };
}

const FIELD_MESSAGES: readonly [MealField, readonly string[]][] = [
  ['name', [MESSAGES.mealNameRequired, MESSAGES.mealNameTooLong(LIMITS.maxMealName)]],
  [
    'ingredients',
    [
      MESSAGES.mealIngredientsRequired,
      MESSAGES.tooManyIngredients(LIMITS.maxIngredients),
      MESSAGES.itemTooLong(LIMITS.maxItemLength),
    ],
  ],
  ['instructions', [MESSAGES.instructionsTooLong(LIMITS.maxInstructions)]],
];

/** Which field an error is about, so it can be marked; null for errors about the whole save. */
export function fieldOfError(message: string): MealField | null {
  return FIELD_MESSAGES.find(([, messages]) => messages.includes(message))?.[0] ?? null;
}
