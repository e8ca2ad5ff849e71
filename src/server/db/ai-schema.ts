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

/**
 * Every category a model answered, by normalized item name, shared by all users and instances so the
 * same item never costs a second call. `source` says whether the model placed it or left it out (then the
 * built-in answer is kept, so it is not asked again either).
 */
export const aiCategoryCache = pgTable('ai_category_cache', {
  itemKey: text('item_key').primaryKey(),
  category: text('category').notNull(),
  source: text('source', { enum: ['model', 'fallback'] }).notNull(),
  model: text('model').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
