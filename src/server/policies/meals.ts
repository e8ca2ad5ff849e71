import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import { AppError } from '../rpc/app-error';

// Meal templates and the weekly plan are Pro's (the access guard checks that before a handler runs, from each
// procedure's `access` in the contract); these are the rules within.

/** A meal template, or an entry of the plan, as its rules see it: whose it is. */
export interface MealOwnership {
  userId: string;
}

/** Uses a meal: changes or deletes it, plans it, puts its ingredients on a list. Its owner alone. */
export const canUseMeal = (userId: string, meal: MealOwnership | null): meal is MealOwnership =>
  meal?.userId === userId;

/** Throws the 404 a procedure answers unless the meal is the user's: anyone else is told it does not exist. */
export function authorizeMeal(userId: string, meal: MealOwnership | null): asserts meal is MealOwnership {
  if (!canUseMeal(userId, meal)) {
    throw new AppError('NOT_FOUND', MESSAGES.mealNotFound);
  }
}

/** Scales or removes an entry of the plan: whose plan it is; anyone else is told it does not exist. */
export function authorizePlanEntry(
  userId: string,
  entry: MealOwnership | null,
): asserts entry is MealOwnership {
  if (entry?.userId !== userId) {
    throw new AppError('NOT_FOUND', MESSAGES.planEntryNotFound);
  }
}

/** Plans another meal in a slot that holds `planned` already: up to the limit. */
export const canAddToSlot = (planned: number): boolean => planned < LIMITS.maxMealsPerSlot;
