import { z } from 'zod';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';

/**
 * A recipe read from a page or from pasted text, for the user to review in the meal form: nothing is saved
 * until they save it. `totalTime` is readable ('1 h 30 min'); `imageUrl` is a link only, never fetched.
 */
/**
 * Where a field of a draft read from a page came from: the page's schema.org Recipe markup, what the page shows
 * a reader (a recipe card's parts, or the lists under its own headings), or the model.
 */
export const draftSourceSchema = z.enum(['schema.org', 'page', 'model']);
export type DraftSource = z.infer<typeof draftSourceSchema>;

export const recipeDraftSchema = z.object({
  name: z.string(),
  ingredients: z.array(z.string()),
  instructions: z.string(),
  servings: z.number().int().positive().optional(),
  totalTime: z.string().optional(),
  sourceUrl: z.string().optional(),
  imageUrl: z.string().optional(),
  /** Which source each of the three main fields was read from, for a page. */
  sources: z
    .object({ name: draftSourceSchema, ingredients: draftSourceSchema, instructions: draftSourceSchema })
    .partial()
    .optional(),
});
export type RecipeDraft = z.infer<typeof recipeDraftSchema>;

export const recipeContracts = {
  /** Reads the schema.org Recipe of a web page (fetched by the server, guarded: see recipe-fetch.ts). */
  importRecipeFromUrl: {
    input: z.object({
      url: z
        .string({ error: () => MESSAGES.recipeLinkRequired })
        .trim()
        .min(1, { error: () => MESSAGES.recipeLinkRequired })
        .max(LIMITS.maxRecipeUrl, { error: () => MESSAGES.recipeLinkTooLong(LIMITS.maxRecipeUrl) }),
    }),
    output: z.object({ draft: recipeDraftSchema }),
  },
  /** Splits a recipe pasted as text into its title, ingredients and steps. */
  parseRecipeText: {
    input: z.object({
      text: z
        .string({ error: () => MESSAGES.recipeTextRequired })
        .max(LIMITS.maxRecipeText, { error: () => MESSAGES.recipeTextTooLong(LIMITS.maxRecipeText) })
        .refine((text) => text.trim() !== '', { error: () => MESSAGES.recipeTextRequired }),
    }),
    output: z.object({ draft: recipeDraftSchema }),
  },
} as const;
