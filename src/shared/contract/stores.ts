import { z } from 'zod';
import { CATEGORIES } from '../categories';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { madeOnce } from './change-id';
import { noInput } from './profile';

const storeIdField = z
  .string({ error: () => MESSAGES.storeNotFound })
  .min(1, { error: () => MESSAGES.storeNotFound })
  .max(64);

/** A store's name as typed: trimmed, at most 60 characters ('Costco', 'Trader Joe’s'). */
export const storeNameSchema = z
  .string({ error: () => MESSAGES.storeNameRequired })
  .trim()
  .min(1, { error: () => MESSAGES.storeNameRequired })
  .max(LIMITS.maxStoreName, { error: () => MESSAGES.storeNameTooLong(LIMITS.maxStoreName) });

/** A walking order of the aisles: each of the 12 categories once. */
export const categoryOrderSchema = z
  .array(z.enum(CATEGORIES, { error: () => MESSAGES.categoryOrderInvalid }), {
    error: () => MESSAGES.categoryOrderInvalid,
  })
  .refine((order) => order.length === CATEGORIES.length && new Set(order).size === CATEGORIES.length, {
    error: () => MESSAGES.categoryOrderInvalid,
  });

/**
 * A store of the caller's: its name and the order its aisles are walked in, the one the owner set by hand or
 * else SPEC's order.
 */
export const storeSchema = z.object({
  id: z.string(),
  name: z.string(),
  categoryOrder: z.array(z.enum(CATEGORIES)),
  orderSetByHand: z.boolean(),
  /** How many trips (ticks of a list set to the store, in one visit) its learned order comes from. */
  trips: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type Store = z.infer<typeof storeSchema>;

const storeRef = z.object({ storeId: storeIdField });
const done = z.object({});

export const storeContracts = {
  /** The caller's stores, by name. */
  listStores: { input: noInput, output: z.object({ stores: z.array(storeSchema) }) },
  createStore: {
    input: z.object({ name: storeNameSchema, ...madeOnce }),
    output: z.object({ id: z.string() }),
  },
  renameStore: { input: storeRef.extend({ name: storeNameSchema }), output: done },
  /** Lists set to the store keep their items and go back to SPEC's order. */
  deleteStore: { input: storeRef, output: done },
  /** Sets the aisles' order by hand; null goes back to SPEC's order. */
  setCategoryOrder: {
    input: storeRef.extend({ categories: categoryOrderSchema.nullable() }),
    output: done,
  },
  /** Forgets the trips of the store, and with them the order learned from them; the hand-set order stays. */
  resetLearnedOrder: { input: storeRef, output: done },
  /** Sets the store a list is shopped in (one of the caller's stores), or none. */
  setListStore: {
    input: z.object({
      listId: z.string({ error: 'Send the list id.' }).min(1, 'Send the list id.').max(64),
      storeId: storeIdField.nullable(),
    }),
    output: z.object({ version: z.number().int().nonnegative() }),
  },
} as const;
