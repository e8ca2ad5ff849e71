import { z } from 'zod';
import { LIMITS } from '../limits';
import { MEAL_SLOTS, PLAN_SCALES, type PlanScale, WEEK_DAYS } from '../meal-plan';
import { MESSAGES } from '../messages';
import { madeOnce } from './change-id';
import { listIdField } from './lists';
import { noInput } from './profile';

const mealIdField = z.string({ error: 'Send the meal id.' }).min(1, 'Send the meal id.').max(64);

/** A meal name as typed: trimmed, required, at most 80 characters. */
export const mealNameSchema = z
  .string({ error: () => MESSAGES.mealNameRequired })
  .trim()
  .min(1, { error: () => MESSAGES.mealNameRequired })
  .max(LIMITS.maxMealName, { error: () => MESSAGES.mealNameTooLong(LIMITS.maxMealName) });

/** Ingredients as typed: each trimmed, blanks dropped, at least one left. */
export const ingredientsSchema = z
  .array(
    z
      .string({ error: 'Send each ingredient as text.' })
      .max(LIMITS.maxItemLength, { error: () => MESSAGES.itemTooLong(LIMITS.maxItemLength) }),
    { error: () => MESSAGES.mealIngredientsRequired },
  )
  .max(LIMITS.maxIngredients, { error: () => MESSAGES.tooManyIngredients(LIMITS.maxIngredients) })
  .transform((lines) => lines.map((line) => line.trim()).filter((line) => line !== ''))
  .refine((lines) => lines.length > 0, { error: () => MESSAGES.mealIngredientsRequired });

/** Optional cooking steps; blank means none. */
const instructionsSchema = z
  .string({ error: 'Send the instructions as text.' })
  .max(LIMITS.maxInstructions, { error: () => MESSAGES.instructionsTooLong(LIMITS.maxInstructions) })
  .transform((text) => text.trim() || null)
  .nullish()
  .transform((text) => text ?? null);

/** How many people a recipe feeds, when known; blank means not said. */
const servingsSchema = z
  .number({ error: () => MESSAGES.servingsInvalid(LIMITS.maxServings) })
  .int({ error: () => MESSAGES.servingsInvalid(LIMITS.maxServings) })
  .min(1, { error: () => MESSAGES.servingsInvalid(LIMITS.maxServings) })
  .max(LIMITS.maxServings, { error: () => MESSAGES.servingsInvalid(LIMITS.maxServings) })
  .nullish()
  .transform((servings) => servings ?? null);

/** The web page a recipe was imported from: an http(s) link, kept to show on the template. */
const sourceUrlSchema = z
  .string({ error: () => MESSAGES.sourceUrlInvalid })
  .trim()
  .max(LIMITS.maxRecipeUrl, { error: () => MESSAGES.recipeLinkTooLong(LIMITS.maxRecipeUrl) })
  .refine((url) => url === '' || /^https?:\/\/[^\s]+$/i.test(url), { error: () => MESSAGES.sourceUrlInvalid })
  .nullish()
  .transform((url) => url || null);

/** A meal template as the API presents it. */
export const mealSchema = z.object({
  id: z.string(),
  name: z.string(),
  ingredients: z.array(z.string()),
  instructions: z.string().nullable(),
  servings: z.number().nullable().default(null),
  sourceUrl: z.string().nullable().default(null),
  createdAt: z.string(),
});
export type Meal = z.infer<typeof mealSchema>;

const mealFields = z.object({
  name: mealNameSchema,
  ingredients: ingredientsSchema,
  instructions: instructionsSchema,
  servings: servingsSchema,
  sourceUrl: sourceUrlSchema,
});

const planScaleSchema = z
  .number({ error: () => MESSAGES.planScaleInvalid })
  .refine((scale): scale is PlanScale => (PLAN_SCALES as readonly number[]).includes(scale), {
    error: () => MESSAGES.planScaleInvalid,
  });

const planEntrySchema = z.object({
  id: z.string(),
  mealId: z.string(),
  name: z.string(),
  /** The meal's quantities are multiplied by this on the week's shopping list. */
  scale: z.number().default(1),
});
const daySchema = z.object({
  breakfast: z.array(planEntrySchema),
  lunch: z.array(planEntrySchema),
  dinner: z.array(planEntrySchema),
});
const slotRef = z.object({
  day: z.enum(WEEK_DAYS, { error: 'Pick a day from Sunday to Saturday.' }),
  slot: z.enum(MEAL_SLOTS, { error: 'Pick breakfast, lunch or dinner.' }),
});
const done = z.object({});

/**
 * The lines the shopper ticked in a review, as they were shown: only these go onto the list. Absent, every line
 * of the meal or week goes, as before the review existed.
 */
const reviewedLinesSchema = z
  .array(
    z
      .string({ error: 'Send each line as text.' })
      .trim()
      .min(1, { error: () => MESSAGES.reviewNothingTicked })
      .max(LIMITS.maxItemLength, { error: () => MESSAGES.itemTooLong(LIMITS.maxItemLength) }),
  )
  .min(1, { error: () => MESSAGES.reviewNothingTicked })
  .max(LIMITS.maxItemsPerRequest, { error: () => MESSAGES.tooManyItems(LIMITS.maxItemsPerRequest) })
  .optional();

export const mealContracts = {
  listMeals: { input: noInput, output: z.object({ meals: z.array(mealSchema) }) },
  createMeal: { input: mealFields.extend(madeOnce), output: z.object({ id: z.string() }) },
  updateMeal: { input: mealFields.extend({ mealId: mealIdField }), output: done },
  deleteMeal: { input: z.object({ mealId: mealIdField }), output: done },
  /**
   * Adds the meal's ingredients to a list (categorized) and its name to the list's planned meals: `added` new
   * rows, `merged` ingredients already on the list that joined their rows. With `lines`, only those (the review's
   * ticked lines) are added.
   */
  addMealToList: {
    input: z.object({ mealId: mealIdField, listId: listIdField, lines: reviewedLinesSchema, ...madeOnce }),
    output: z.object({ added: z.number(), merged: z.number().default(0), warning: z.string().optional() }),
  },
  /** A meal idea from the AI kept as a template: its title, what it uses and what it needs. */
  saveMealIdea: {
    input: z.object({
      title: mealNameSchema,
      has: z.array(z.string().max(LIMITS.maxItemLength)).max(LIMITS.maxIngredients),
      needs: z.array(z.string().max(LIMITS.maxItemLength)).max(LIMITS.maxIngredients),
      instructions: instructionsSchema,
      ...madeOnce,
    }),
    output: z.object({ id: z.string() }),
  },
  getMealPlan: {
    input: noInput,
    output: z.object({ days: z.record(z.enum(WEEK_DAYS), daySchema) }),
  },
  addToMealPlan: {
    input: slotRef.extend({ mealId: mealIdField, ...madeOnce }),
    output: z.object({ id: z.string() }),
  },
  removeFromMealPlan: {
    input: slotRef.extend({ entryId: z.string({ error: 'Send the entry id.' }).min(1).max(64) }),
    output: done,
  },
  /** Makes a planned meal half, once, twice or three times its recipe; the week's list scales its quantities. */
  scalePlanEntry: {
    input: slotRef.extend({
      entryId: z.string({ error: 'Send the entry id.' }).min(1).max(64),
      scale: planScaleSchema,
    }),
    output: done,
  },
  clearMealPlan: { input: noInput, output: done },
  /** The week's shopping lines as generateShoppingList would add them, for the shopper to review first. */
  weekShoppingLines: {
    input: noInput,
    output: z.object({ lines: z.array(z.string()), plannedMeals: z.array(z.string()) }),
  },
  /**
   * Every ingredient of the week, merged, in a new list named for the day (as the shopper's browser words it), or
   * onto `listId`, a list the caller may edit; with `lines`, only those (the review's ticked lines). The week's
   * meals join the list's planned meals either way.
   */
  generateShoppingList: {
    input: z
      .object({
        dateLabel: z.string().trim().min(1).max(40).optional(),
        listId: listIdField.optional(),
        lines: reviewedLinesSchema,
        ...madeOnce,
      })
      .default({}),
    output: z.object({ listId: z.string(), warning: z.string().optional() }),
  },
} as const;
