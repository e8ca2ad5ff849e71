import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth-schema';
import { store } from './stores-schema';

/** A named shopping list; its owner is also its first member. */
export const list = pgTable('list', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  ownerId: text('owner_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  needsResort: boolean('needs_resort').notNull().default(false),
  /** Who renamed the item that set needs_resort (the warning is worded for them and for the others). */
  resortBy: text('resort_by').references(() => user.id, { onDelete: 'set null' }),
  plannedMeals: text('planned_meals').array().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  /** One more for every change a caller made (see listVersionSchema), so devices can skip changes they hold. */
  version: integer('version').notNull().default(0),
  /** The store the list is shopped in; its aisles' order orders the list. */
  storeId: text('store_id').references(() => store.id, { onDelete: 'set null' }),
  /** The trip its ticks are being counted into (store_tick.trip_id), until it ends. */
  tripId: text('trip_id'),
  /** 'household' (every member of its creator's household is a member) or 'private' (its creator and whom they share it with). */
  visibility: text('visibility').notNull().default('household'),
});

/** Who may see and change a list. */
export const listMember = pgTable(
  'list_member',
  {
    listId: text('list_id')
      .notNull()
      .references(() => list.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who shared the list with this member; null for its creator, and for members from before it was kept. */
    addedBy: text('added_by').references(() => user.id, { onDelete: 'set null' }),
    /** When the member first opened the list; null while a list shared with them is new to them. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    /**
     * True when the member is one only because the list is their household's: leaving the household, or the
     * list turning private, takes it away. False for its creator and for whoever it was shared with.
     */
    viaHousehold: boolean('via_household').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.listId, table.userId] }),
    index('list_member_user_idx').on(table.userId),
  ],
);

/** One item of a list: a row of its own, so two shoppers changing different items never collide. */
export const listItem = pgTable(
  'list_item',
  {
    id: text('id').primaryKey(),
    listId: text('list_id')
      .notNull()
      .references(() => list.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    checked: boolean('checked').notNull().default(false),
    /** How much to buy ('2 lb', '3', '2 lb + 1 pack'), apart from the name so the aisle is decided on the name. */
    quantity: text('quantity'),
    /** What the line said besides the name and amount ('diced', 'for serving'); never part of the merge key. */
    note: text('note'),
    /** When the item was ticked, so the cart shows items in the order they went in; null while unticked. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** Who put the item on the list; null for items from before it was kept, and when that account is gone. */
    addedBy: text('added_by').references(() => user.id, { onDelete: 'set null' }),
    /**
     * When the item last changed, stamped by a trigger on every write that changes what it shows (migration
     * 0021), whichever path wrote it: CalDAV's LAST-MODIFIED and ETag.
     */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // An identity column orders items by insertion without any read-modify-write between writers.
    position: bigint('position', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (table) => [index('list_item_list_idx').on(table.listId, table.position)],
);

/**
 * Items just deleted, cleared or removed from the cart, kept as they were (tick, aisle, place) so an Undo
 * puts them back exactly; rows older than a day are dropped when the list next removes items.
 */
export const removedListItem = pgTable(
  'removed_list_item',
  {
    id: text('id').primaryKey(),
    listId: text('list_id')
      .notNull()
      .references(() => list.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    checked: boolean('checked').notNull(),
    quantity: text('quantity'),
    note: text('note'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    position: bigint('position', { mode: 'number' }).notNull(),
    addedBy: text('added_by').references(() => user.id, { onDelete: 'set null' }),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('removed_list_item_list_idx').on(table.listId, table.removedAt)],
);

/** A share of a list with one account; its id is the unguessable part of the invite link. */
export const shareInvite = pgTable('share_invite', {
  id: text('id').primaryKey(),
  listId: text('list_id')
    .notNull()
    .references(() => list.id, { onDelete: 'cascade' }),
  inviterId: text('inviter_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  recipientId: text('recipient_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An open link to a list, for people without an account: whoever opens it signed in becomes a member. Valid
 * until it expires or is revoked; its id is the unguessable part of the link.
 */
export const listLink = pgTable('list_link', {
  id: text('id').primaryKey(),
  listId: text('list_id')
    .notNull()
    .references(() => list.id, { onDelete: 'cascade' }),
  inviterId: text('inviter_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
