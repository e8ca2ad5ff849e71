import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth-schema';

/**
 * A change a device made (often offline) and the server applied, by the id the device gave it: a replay of
 * the same id (the answer was lost, the queue is sent again) is answered from here and writes nothing.
 * Rows older than 30 days are removed.
 */
export const appliedChange = pgTable(
  'applied_change',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    changeId: text('change_id').notNull(),
    /** The procedure's answer the first time, given again to a replay. */
    outcome: jsonb('outcome').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.changeId] }),
    index('applied_change_applied_at_idx').on(table.appliedAt),
  ],
);
