import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth-schema';

/**
 * What a shopper bought (ticked on a list), one row per spelling of an item: the name it was last bought under,
 * its aisle and amount then, how many trips it was bought on and when last. Kept by its maker and read by the
 * maker's household (household-scope.ts), as stores and meals are: the household's completion and "bought
 * before" come from it. Unticking does not unbuy. The tick writes it in its own statement, where the item key
 * (itemKey, TypeScript) cannot be computed, so rows are keyed by the lower-cased name and the read joins them
 * by itemKey ('Limes' and 'lime' are one item there).
 */
export const itemHistory = pgTable(
  'item_history',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The name lower-cased, spaces collapsed: what the tick's statement can compute. */
    nameKey: text('name_key').notNull(),
    /** The name alone, as last ticked ('Whole milk'), without its amount. */
    name: text('name').notNull(),
    category: text('category').notNull(),
    /** The amount last bought ('2 lb'), or null. */
    quantity: text('quantity'),
    /** Trips it was bought on: ticks within a few hours of the last one count once. */
    timesBought: integer('times_bought').notNull().default(1),
    lastBoughtAt: timestamp('last_bought_at', { withTimezone: true }).notNull().defaultNow(),
    /** Starred by its maker for the household: favourites show first. */
    favourite: boolean('favourite').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.nameKey] }),
    index('item_history_recent_idx').on(table.userId, table.lastBoughtAt),
  ],
);
