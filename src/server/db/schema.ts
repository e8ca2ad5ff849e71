import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** A user's own corrections: once someone files an item under a category, the categorizer follows them. */
export const categoryMemory = pgTable(
  'category_memory',
  {
    userId: text('user_id').notNull(),
    itemKey: text('item_key').notNull(),
    category: text('category').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.itemKey] })],
);

export * from './auth-schema';
export * from './lists-schema';
