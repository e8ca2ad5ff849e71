import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth-schema';

/** A shop someone walks: its name, and the order of its aisles when its owner set one by hand. */
export const store = pgTable(
  'store',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The 12 categories in walking order; null while the owner has not set one (SPEC's order applies). */
    categoryOrder: text('category_order').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('store_owner_idx').on(table.ownerId)],
);

/**
 * One tick on a list set to a store: which item (its merge key), filed under which category, at which place
 * in its trip. A trip is one list's ticks in one visit (see store-trips.repo.ts); the store's walking order is
 * learned from its trips. A list's deletion keeps its trips: they are the store's.
 */
export const storeTick = pgTable(
  'store_tick',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => store.id, { onDelete: 'cascade' }),
    listId: text('list_id'),
    tripId: text('trip_id').notNull(),
    position: integer('position').notNull(),
    itemKey: text('item_key').notNull(),
    category: text('category').notNull(),
    tickedAt: timestamp('ticked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tripId, table.itemKey] }),
    index('store_tick_store_idx').on(table.storeId, table.tickedAt),
  ],
);
