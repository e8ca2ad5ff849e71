import { z } from 'zod';
import { CATEGORIES } from '../categories';
import { itemNameSchema } from './lists';
import { noInput } from './profile';

/** How many distinct items of the household's history a device is given: the most recently bought. */
export const HISTORY_ITEMS_CAP = 2000;

/**
 * One item the household bought (ticked on a list): its name alone, the aisle and amount it was last bought
 * with, on how many trips, when last, and whether a member starred it (favourites show first).
 */
export const historyItemSchema = z.object({
  name: z.string(),
  category: z.enum(CATEGORIES),
  quantity: z.string().nullable(),
  timesBought: z.number().int().nonnegative(),
  lastBoughtAt: z.string(),
  favourite: z.boolean(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

/** A history item as the server reads it from its rows: any stored aisle, and the time as a date. */
export type StoredHistoryItem = Omit<HistoryItem, 'category' | 'lastBoughtAt'> & {
  category: string;
  lastBoughtAt: Date;
};

export const itemHistoryContracts = {
  /** What the caller's household bought, most recently bought first (at most HISTORY_ITEMS_CAP items). */
  getItemHistory: { input: noInput, output: z.object({ items: z.array(historyItemSchema) }) },
  /** Stars (or unstars) an item the household bought, for every member. */
  setFavourite: {
    input: z.object({ name: itemNameSchema, favourite: z.boolean() }),
    output: z.object({}),
  },
} as const;
