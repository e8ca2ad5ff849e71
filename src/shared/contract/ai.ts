import { z } from 'zod';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';

/** Item names as the list holds them: each trimmed, blanks dropped, within the item limits. */
function itemNames(emptyMessage: (() => string) | null) {
  const names = z
    .array(
      z
        .string({ error: 'Send each item as text.' })
        .max(LIMITS.maxItemLength, { error: () => MESSAGES.itemTooLong(LIMITS.maxItemLength) }),
      { error: 'Send the items as a list of names.' },
    )
    .max(LIMITS.maxItemsPerRequest, { error: () => MESSAGES.tooManyItems(LIMITS.maxItemsPerRequest) })
    .transform((items) => items.map((item) => item.trim()).filter((item) => item !== ''));
  return emptyMessage === null ? names : names.refine((items) => items.length > 0, { error: emptyMessage });
}

/** getMealIdea: the list's items in, one meal that uses them and 1–3 things to buy out (SPEC §7.1b). */
export const getMealIdeaInput = z.object({ items: itemNames(() => MESSAGES.mealIdeaNeedsItems) });
export const mealIdeaSchema = z.object({
  title: z.string(),
  /** Items of the list the meal uses. */
  has: z.array(z.string()),
  /** 1–3 items the meal needs that are not on the list. */
  needs: z.array(z.string()),
  instructions: z.string(),
});
/** A meal idea as the API presents it. */
export type MealIdea = z.output<typeof mealIdeaSchema>;

/** suggestItems: the list's items in, five related items out, none on the list or already suggested (SPEC §7.1c). */
export const suggestItemsInput = z.object({
  items: itemNames(() => MESSAGES.suggestionsNeedItems),
  /** Suggestions shown before, so a second press offers new ones. */
  exclude: itemNames(null).default([]),
});
export const suggestItemsOutput = z.object({ suggestions: z.array(z.string()) });

export const aiContracts = {
  getMealIdea: { input: getMealIdeaInput, output: mealIdeaSchema },
  suggestItems: { input: suggestItemsInput, output: suggestItemsOutput },
} as const;
