import { bigint, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth-schema';

/** A user's meal template: a name, its ingredients as typed, optional steps. */
export const meal = pgTable(
  'meal',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ingredients: text('ingredients').array().notNull(),
    instructions: text('instructions'),
    /** How many people the recipe feeds, when it says. */
    servings: integer('servings'),
    /** The web page the recipe was imported from. */
    sourceUrl: text('source_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('meal_user_idx').on(table.userId)],
);

/**
 * One meal in one slot of a user's week. Deleting the meal deletes its entries, so the plan never shows a
 * meal that is gone.
 */
export const mealPlanEntry = pgTable(
  'meal_plan_entry',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    slot: text('slot').notNull(),
    mealId: text('meal_id')
      .notNull()
      .references(() => meal.id, { onDelete: 'cascade' }),
    position: bigint('position', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** How much of the recipe this slot makes (½, 1, 2 or 3 times): its quantities on the week's list. */
    scale: doublePrecision('scale').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('meal_plan_entry_user_idx').on(table.userId, table.position)],
);
