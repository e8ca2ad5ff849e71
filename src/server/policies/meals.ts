import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import { AppError } from '../rpc/app-error';

// Meal templates and the weekly plan are Pro's (the access guard checks that before a handler runs, from each
// procedure's `access` in the contract); these are the rules within.

/**
 * A meal template, or an entry of the plan, as its rules see it: whether it is the caller's household's (made
 * by someone in it). Meals and the plan are the household's, shared by all its members alike.
 */
export interface MealOwnership {
  inHousehold: boolean;
}

/** Uses a meal: changes or deletes it, plans it, puts its ingredients on a list. Any member of its household. */
export const canUseMeal = (meal: MealOwnership | null): meal is MealOwnership => meal?.inHousehold === true;

/** Throws the 404 a procedure answers unless the meal is the caller's household's: anyone else is told it does not exist. */
export function authorizeMeal(meal: MealOwnership | null): asserts meal is MealOwnership {
  if (!canUseMeal(meal)) {
    throw new AppError('NOT_FOUND', MESSAGES.mealNotFound);
  }
}

/** Scales or removes an entry of the plan: any member of the household whose plan it is; anyone else is told it does not exist. */
export function authorizePlanEntry(entry: MealOwnership | null): asserts entry is MealOwnership {
  if (entry?.inHousehold !== true) {
    throw new AppError('NOT_FOUND', MESSAGES.planEntryNotFound);
  }
}

/** Plans another meal in a slot that holds `planned` already: up to the limit. */
export const canAddToSlot = (planned: number): boolean => planned < LIMITS.maxMealsPerSlot;
