import { z } from 'zod';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { noInput } from './profile';

/** An item's name as the household marks it always at home: trimmed, required, as long as an item may be. */
export const stapleNameSchema = z
  .string({ error: () => MESSAGES.stapleNameRequired })
  .trim()
  .min(1, { error: () => MESSAGES.stapleNameRequired })
  .max(LIMITS.maxItemLength, { error: () => MESSAGES.itemTooLong(LIMITS.maxItemLength) });

/** An item the household always has ("we always have"): its item key (itemKey) and the name it was marked under. */
export const stapleSchema = z.object({ key: z.string(), name: z.string() });
export type Staple = z.infer<typeof stapleSchema>;

export const stapleContracts = {
  /** The items the caller's household always has, by name. */
  listStaples: { input: noInput, output: z.object({ staples: z.array(stapleSchema) }) },
  /** Marks an item as always at home; an item the household marked already (same item key) stays as it was. */
  markStaple: { input: z.object({ name: stapleNameSchema }), output: z.object({ staple: stapleSchema }) },
  /** Unmarks an item, whoever in the household marked it. */
  unmarkStaple: {
    input: z.object({ key: z.string().min(1).max(LIMITS.maxItemLength) }),
    output: z.object({}),
  },
} as const;
