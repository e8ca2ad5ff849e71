import type { RecipeDraft } from '@shared/contract/recipes';
import { LIMITS } from '@shared/limits';
import { splitIngredients } from '@shared/meal-plan';
import { MESSAGES } from '@shared/messages';
import type { TFunction } from 'i18next';
import type { MealFields } from '../api/use-meal-actions';
import type { Meal } from '../api/use-meals';

/** What the meal form holds while the user types. */
export interface MealDraft {
  name: string;
  ingredients: string;
  instructions: string;
  servings: string;
  /** The page the recipe came from, shown as a link and removable; '' when none. */
  sourceUrl: string;
  /**
   * Split the ingredients on new lines only. A recipe's own lines often hold commas ("2 eggs, beaten")
   * that SPEC's comma rule would cut in two, so an imported recipe, or a meal with such a line, keeps them.
   */
  onePerLine: boolean;
}

/** The fields of the form, to point an error at the one it is about. */
export type MealField = 'name' | 'ingredients' | 'instructions' | 'servings';

/** What the meal form opens with: a meal to edit or none, and the text to start from. */
export interface MealFormStart {
  meal: Meal | null;
  draft: MealDraft;
  /** Filled from an imported or pasted recipe: the user is asked to check it before saving. */
  fromRecipe: boolean;
}

/** A blank form, or one filled from a meal to edit (its ingredients one per line). */
export function draftOf(meal: Meal | null): MealDraft {
  return {
    name: meal?.name ?? '',
    ingredients: meal?.ingredients.join('\n') ?? '',
    instructions: meal?.instructions ?? '',
    servings: meal?.servings ? String(meal.servings) : '',
    sourceUrl: meal?.sourceUrl ?? '',
    onePerLine: meal?.ingredients.some((line) => line.includes(',')) ?? false,
  };
}

/** A form filled from an imported or pasted recipe, for the user to review: the total time leads the steps. */
export function draftOfRecipe(recipe: RecipeDraft, t: TFunction<'meals'>): MealDraft {
  const time = recipe.totalTime ? t('form.totalTime', { time: recipe.totalTime }) : '';
  return {
    name: recipe.name,
    ingredients: recipe.ingredients.join('\n'),
    instructions: [time, recipe.instructions].filter((part) => part.trim() !== '').join('\n'),
    servings: recipe.servings ? String(recipe.servings) : '',
    sourceUrl: recipe.sourceUrl ?? '',
    onePerLine: true,
  };
}

/** The servings as typed: blank is none; anything but a whole number from 1 to the limit is refused. */
function servingsOf(text: string): number | null | undefined {
  const typed = text.trim();
  if (typed === '') {
    return null;
  }
  const servings = /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
  return servings >= 1 && servings <= LIMITS.maxServings ? servings : undefined;
}

/** The form's text as the API takes it, or the SPEC §5 reason it cannot be saved yet. */
export function fieldsOf(draft: MealDraft): { fields: MealFields } | { error: string } {
  const name = draft.name.trim();
  const ingredients = draft.onePerLine
    ? draft.ingredients
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '')
    : splitIngredients(draft.ingredients);
  const servings = servingsOf(draft.servings);
  if (name === '') {
    return { error: MESSAGES.mealNameRequired };
  }
  if (ingredients.length === 0) {
    return { error: MESSAGES.mealIngredientsRequired };
  }
  if (servings === undefined) {
    return { error: MESSAGES.servingsInvalid(LIMITS.maxServings) };
  }
  return {
    fields: {
      name,
      ingredients,
      instructions: draft.instructions.trim() || null,
      servings,
      sourceUrl: draft.sourceUrl.trim() || null,
    },
  };
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
  ['servings', [MESSAGES.servingsInvalid(LIMITS.maxServings)]],
];

/** Which field an error is about, so it can be marked; null for errors about the whole save. */
export function fieldOfError(message: string, draft: Pick<MealDraft, 'name'>): MealField | null {
  if (message === MESSAGES.mealNameTaken(draft.name.trim())) {
    return 'name';
  }
  return FIELD_MESSAGES.find(([, messages]) => messages.includes(message))?.[0] ?? null;
}

/** The form opened to create a meal (`meal` null) or to edit one. */
export function startForMeal(meal: Meal | null): MealFormStart {
  return { meal, draft: draftOf(meal), fromRecipe: false };
}

/** The form opened on a recipe read from a link or pasted text: a new meal, saved only if the user saves. */
export function startForRecipe(recipe: RecipeDraft, t: TFunction<'meals'>): MealFormStart {
  return { meal: null, draft: draftOfRecipe(recipe, t), fromRecipe: true };
}
