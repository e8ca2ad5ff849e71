import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The live sockets every server instance holds open, so the cap per account and per address is one cap across
 * instances. Each instance refreshes `seen_at` of its rows on its heartbeat; rows of an instance that stopped
 * without removing them stop counting after a few heartbeats and are removed at the next start. No foreign
 * keys: a row outlives neither its socket nor its instance, and an ended session closes the socket first.
 */
export const liveSocket = pgTable(
  'live_socket',
  {
    id: text('id').primaryKey(),
    instanceId: text('instance_id').notNull(),
    userId: text('user_id').notNull(),
    /** The session the socket was opened with: it closes when that session ends. */
    sessionId: text('session_id').notNull(),
    /** The client's address, as the rate limits read it. */
    address: text('address').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('live_socket_user_id_idx').on(table.userId),
    index('live_socket_address_idx').on(table.address),
    index('live_socket_instance_id_idx').on(table.instanceId),
  ],
);
