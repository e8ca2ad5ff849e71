import { LIMITS } from '@shared/limits';
import { scaleIngredient } from '@shared/meals/scale-ingredient';
import { MESSAGES } from '@shared/messages';
import { nameTaken } from '@shared/same-name';
import type { UnitsOf } from '../households';
import { distinctItemNames } from '../items/item-names';
import type { AddToList, ListsRepo } from '../lists';
import { authorizeMeal, authorizePlanEntry, canAddToSlot } from '../policies/meals';
import { presentMeal } from '../presenters/meal';
import { presentPlan } from '../presenters/plan';
import { AppError } from '../rpc/app-error';
import type { Procedures } from '../rpc/procedure-types';
import type { MealsRepo } from './meals.repo';
import { mergeIngredients } from './merge-ingredients';

type MealProcedures = Pick<
  Procedures,
  | 'listMeals'
  | 'createMeal'
  | 'updateMeal'
  | 'deleteMeal'
  | 'addMealToList'
  | 'saveMealIdea'
  | 'getMealPlan'
  | 'addToMealPlan'
  | 'removeFromMealPlan'
  | 'scalePlanEntry'
  | 'clearMealPlan'
  | 'weekShoppingLines'
  | 'generateShoppingList'
>;

/**
 * Meal templates and the weekly plan (Pro: the access guard has checked before these run); the meal policy
 * decides whose meal or entry a caller may use.
 */
export function createMealProcedures(deps: {
  meals: MealsRepo;
  lists: Pick<ListsRepo, 'create' | 'remove'>;
  addToList: AddToList;
  unitsOf: UnitsOf;
}): MealProcedures {
  const { meals, lists, addToList, unitsOf } = deps;
  const mealNotFound = () => new AppError('NOT_FOUND', MESSAGES.mealNotFound);
  const entryNotFound = () => new AppError('NOT_FOUND', MESSAGES.planEntryNotFound);
  /** The week's shopping lines and its meals' names, each once; refused when nothing is planned (SPEC §5). */
  const week = async (userId: string) => {
    const planned = await meals.plannedMeals(userId);
    if (planned.length === 0) {
      throw new AppError('INVALID_ARGUMENT', MESSAGES.emptyPlan);
    }
    // Each planned meal at the size its slot makes (2× a recipe is twice its quantities), then merged.
    const lines = mergeIngredients(
      planned.flatMap((entry) => entry.ingredients.map((line) => scaleIngredient(line, entry.scale))),
      await unitsOf(userId),
    );
    return { lines, plannedMeals: [...new Set(planned.map((entry) => entry.name))] };
  };
  /** The meal, once the policy lets this user use it. */
  const usable = async (mealId: string, userId: string) => {
    const found = await meals.findById(mealId, userId);
    authorizeMeal(found);
    return found;
  };
  /** Refuses a name another meal of the household has: the planner and the pickers show meals by name. */
  const refuseTakenName = async (name: string, userId: string, renamingId: string | null = null) => {
    if (nameTaken(name, await meals.list(userId), renamingId)) {
      throw new AppError('INVALID_ARGUMENT', MESSAGES.mealNameTaken(name.trim()));
    }
  };

  return {
    listMeals: async (_, ctx) => ({ meals: (await meals.list(ctx.userId)).map(presentMeal) }),

    createMeal: async ({ name, ingredients, instructions, servings, sourceUrl }, ctx) => {
      await refuseTakenName(name, ctx.userId);
      return { id: await meals.create(ctx.userId, { name, ingredients, instructions, servings, sourceUrl }) };
    },

    updateMeal: async ({ mealId, ...fields }, ctx) => {
      await usable(mealId, ctx.userId);
      await refuseTakenName(fields.name, ctx.userId, mealId);
      if (!(await meals.update(ctx.userId, mealId, fields))) {
        throw mealNotFound();
      }
      return {};
    },

    deleteMeal: async ({ mealId }, ctx) => {
      await usable(mealId, ctx.userId);
      if (!(await meals.remove(ctx.userId, mealId))) {
        throw mealNotFound();
      }
      return {};
    },

    addMealToList: async ({ mealId, listId, lines }, ctx) => {
      const found = await usable(mealId, ctx.userId);
      const { added, merged, warning } = await addToList(
        { listId, names: lines ?? found.ingredients, plannedMeals: [found.name] },
        ctx,
      );
      return warning ? { added, merged, warning } : { added, merged };
    },

    saveMealIdea: async ({ title, has, needs, instructions }, ctx) => {
      // The recipe's ingredients, each once, not the list's rows with their quantities: the template is
      // reused in weeks when the list holds other amounts.
      const ingredients = distinctItemNames([...has, ...needs]).slice(0, LIMITS.maxIngredients);
      if (ingredients.length === 0) {
        throw new AppError('INVALID_ARGUMENT', MESSAGES.mealIngredientsRequired);
      }
      return {
        id: await meals.create(ctx.userId, {
          name: title,
          ingredients,
          instructions,
          servings: null,
          sourceUrl: null,
        }),
      };
    },

    getMealPlan: async (_, ctx) => ({ days: presentPlan(await meals.planEntries(ctx.userId)) }),

    addToMealPlan: async ({ day, slot, mealId }, ctx) => {
      if (!canAddToSlot(await meals.countInSlot(ctx.userId, day, slot))) {
        throw new AppError('INVALID_ARGUMENT', MESSAGES.slotFull(LIMITS.maxMealsPerSlot));
      }
      await usable(mealId, ctx.userId);
      const id = await meals.addToPlan(ctx.userId, day, slot, mealId);
      if (!id) {
        throw mealNotFound();
      }
      return { id };
    },

    removeFromMealPlan: async ({ day, slot, entryId }, ctx) => {
      authorizePlanEntry(await meals.findEntry(entryId, ctx.userId));
      if (!(await meals.removeFromPlan(ctx.userId, day, slot, entryId))) {
        throw entryNotFound();
      }
      return {};
    },

    scalePlanEntry: async ({ day, slot, entryId, scale }, ctx) => {
      authorizePlanEntry(await meals.findEntry(entryId, ctx.userId));
      if (!(await meals.scaleEntry(ctx.userId, day, slot, entryId, scale))) {
        throw entryNotFound();
      }
      return {};
    },

    clearMealPlan: async (_, ctx) => {
      await meals.clearPlan(ctx.userId);
      return {};
    },

    weekShoppingLines: async (_, ctx) => week(ctx.userId),

    generateShoppingList: async ({ dateLabel, listId: into, lines: ticked }, ctx) => {
      const { lines, plannedMeals } = await week(ctx.userId);
      const names = ticked ?? lines;
      if (into !== undefined) {
        // Onto a list of the caller's: the add path asks the list policy (a member may), as any add does.
        const { warning } = await addToList({ listId: into, names, plannedMeals }, ctx);
        return warning ? { listId: into, warning } : { listId: into };
      }
      const label = dateLabel ?? new Date().toLocaleDateString('en-US', { dateStyle: 'medium' });
      const listId = await lists.create(ctx.userId, `Shopping List for ${label}`, plannedMeals);
      try {
        const { warning } = await addToList({ listId, names }, ctx);
        return warning ? { listId, warning } : { listId };
      } catch (error) {
        // No half-made list is left behind: the shopper presses again and gets the whole one.
        await lists.remove(listId);
        throw error;
      }
    },
  };
}
