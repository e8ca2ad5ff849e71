import { index, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { user } from './auth-schema';
import { list } from './lists-schema';

/**
 * A password for another program (a CalDAV client, a script), named by its owner. Only its SHA-256 is kept: the
 * password is 160 random bits, so a fast hash is as strong as a slow one and lets a request find it by hash.
 */
export const appPassword = pgTable(
  'app_password',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** Where it was last used from, so a use from a new address is written to the audit log. */
    lastUsedAddress: text('last_used_address'),
  },
  (table) => [index('app_password_user_idx').on(table.userId)],
);

/**
 * The name and UID a CalDAV client gave an item it created, when they are not the item's id: the client
 * finds the item at its own URL again. Kept after the item is deleted, so an Undo brings it back where it was.
 */
export const davItem = pgTable(
  'dav_item',
  {
    itemId: text('item_id').primaryKey(),
    listId: text('list_id')
      .notNull()
      .references(() => list.id, { onDelete: 'cascade' }),
    href: text('href').notNull(),
    uid: text('uid').notNull(),
  },
  (table) => [unique('dav_item_list_href_unique').on(table.listId, table.href)],
);

/**
 * What a list's items were (each item's ETag by its resource name) when a CalDAV client was given a sync token,
 * so a sync-collection REPORT with that token answers only what changed and what went since (RFC 6578).
 */
export const davSyncState = pgTable(
  'dav_sync_state',
  {
    listId: text('list_id')
      .notNull()
      .references(() => list.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    etags: jsonb('etags').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.listId, table.token] }),
    index('dav_sync_state_created_idx').on(table.createdAt),
  ],
);
