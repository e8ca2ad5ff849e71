import { z } from 'zod';
import { CATEGORIES } from '../categories';
import { LIMITS } from '../limits';
import { itemTextProblem } from '../list-text';

/**
 * An item as the API presents it. `name` is SPEC's item name: the line as a shopper reads it, quantity after
 * the name ('chicken thighs (2 lb)'); `label` is the name alone and `quantity` the amount alone ('2 lb', '3',
 * '2 lb + 1 pack'), null when none was given; `note` is what the line said besides ('diced', 'for serving'),
 * null when nothing. The aisle is decided on `label`, and notes never decide which row a line joins.
 */
export const listItemSchema = z.object({
  name: z.string(),
  label: z.string(),
  quantity: z.string().nullable(),
  // Optional for lists a device cached before notes were kept; the server always sends it.
  note: z.string().nullable().optional(),
  checked: z.boolean(),
});

/** A quantity as typed in its own box: '2 lb', '3'; blank clears it. */
export const quantitySchema = z
  .string({ error: 'Send the quantity as text.' })
  .trim()
  .max(LIMITS.maxQuantityLength, `Keep the quantity under ${LIMITS.maxQuantityLength} characters.`);

/** A note as typed in its own box: 'finely diced'; blank clears it. */
export const noteSchema = z
  .string({ error: 'Send the note as text.' })
  .trim()
  .max(LIMITS.maxNoteLength, `Keep the note under ${LIMITS.maxNoteLength} characters.`);

/** Items keyed by category name; categories without items are absent. */
export const itemsByCategorySchema = z.partialRecord(z.enum(CATEGORIES), z.array(listItemSchema));

/** Text of one item per line, checked against the item limits so both ends agree on them. */
export const itemLinesSchema = z
  .string({ error: 'Send the items as text, one item per line.' })
  .superRefine((text, ctx) => {
    const problem = itemTextProblem(text);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
    }
  });

/** sortItems: typed or pasted text in, items sorted into categories out. */
export const sortItemsInput = z.object({
  text: itemLinesSchema,
  /** Sort the text into this saved list (members only) instead of answering a guest list. */
  listId: z.string().min(1).max(64).optional(),
});
export const sortItemsOutput = z.object({
  items: itemsByCategorySchema,
  /** Set when a configured model failed and the built-in categorizer answered instead. */
  warning: z.string().optional(),
});
