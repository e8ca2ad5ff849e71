import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth-schema';

/** The people who shop together. Every user belongs to exactly one; a new account starts in its own. */
export const household = pgTable('household', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** 'metric' or 'us': what sums of weights and volumes are written in; null follows each shopper's region. */
  units: text('units'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's place in their household: one row per user (the primary key), with their role there. */
export const householdMember = pgTable(
  'household_member',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    householdId: text('household_id')
      .notNull()
      .references(() => household.id, { onDelete: 'cascade' }),
    /** 'owner' (one per household), 'admin' or 'member'. */
    role: text('role').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('household_member_household_idx').on(table.householdId, table.joinedAt)],
);

/** A link that lets people join a household: valid for a time, for a number of joins, until revoked. */
export const householdInvite = pgTable(
  'household_invite',
  {
    id: text('id').primaryKey(),
    householdId: text('household_id')
      .notNull()
      .references(() => household.id, { onDelete: 'cascade' }),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('household_invite_household_idx').on(table.householdId, table.createdAt)],
);

/**
 * An item the household always has at home ("we always have"): keyed by its item key, with the name it was
 * marked under. A row is its maker's, read by the maker's household (household-scope.ts), as corrections are;
 * no foreign key, since a deleted account's rows are handed over or removed by name (account-deletion.repo.ts).
 */
export const staple = pgTable(
  'staple',
  {
    userId: text('user_id').notNull(),
    itemKey: text('item_key').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.itemKey] })],
);
