import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
