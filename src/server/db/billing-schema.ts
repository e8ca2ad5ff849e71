import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth-schema';

/** The one Stripe customer of each user, created at their first checkout and reused after. */
export const billingCustomer = pgTable('billing_customer', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each subscription as the latest applied event left it. `lastEventAt` (the event's `created`, in seconds)
 * lets an older event that arrives late be ignored. A user is Pro while any of theirs is active.
 */
export const billingSubscription = pgTable(
  'billing_subscription',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    customerId: text('customer_id'),
    status: text('status').notNull(),
    lastEventAt: bigint('last_event_at', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('billing_subscription_user_id_idx').on(table.userId)],
);

/** Webhook events already processed, so a delivery Stripe repeats changes nothing. */
export const billingEvent = pgTable('billing_event', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Checkouts of the built-in test mode (no Stripe configured): our own page stands in for Stripe's. */
export const testCheckout = pgTable('test_checkout', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  plan: text('plan', { enum: ['monthly', 'yearly'] }).notNull(),
  status: text('status', { enum: ['open', 'paid'] })
    .notNull()
    .default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
