import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authRateLimit } from '../db/schema';

/** How many requests a key has made in its current window, and when that window ends. */
export interface WindowCount {
  hits: number;
  resetsInMs: number;
}

/** Keys are kept whole up to this length; longer ones are shortened, so any key fits in the table's index. */
const MAX_STORED_KEY = 200;

/**
 * The key as stored: itself, or its start and a SHA-256 of the whole when it is long. A key holds what a client
 * sent (an address from X-Forwarded-For), and PostgreSQL refuses an index entry over about 2,700 bytes.
 */
function storedKey(key: string): string {
  if (key.length <= MAX_STORED_KEY) {
    return key;
  }
  return `${key.slice(0, 100)}#${createHash('sha256').update(key).digest('hex')}`;
}

/** Fixed-window counters in the database, so every server instance sees the same counts. */
export function authRateLimitRepo(db: Database) {
  return {
    /** Counts one more request for the key and answers the new count. */
    async hit(key: string, windowMs: number): Promise<WindowCount> {
      const expired = sql`${authRateLimit.windowStartedAt} <= now() - make_interval(secs => ${windowMs / 1000})`;
      const [row] = await db
        .insert(authRateLimit)
        .values({ key: storedKey(key), hits: 1, windowStartedAt: sql`now()` })
        .onConflictDoUpdate({
          target: authRateLimit.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${authRateLimit.hits} + 1 end`,
            windowStartedAt: sql`case when ${expired} then now() else ${authRateLimit.windowStartedAt} end`,
          },
        })
        .returning({
          hits: authRateLimit.hits,
          resetsInMs: sql<number>`extract(epoch from (${authRateLimit.windowStartedAt} + make_interval(secs => ${windowMs / 1000}) - now())) * 1000`,
        });
      return { hits: row?.hits ?? 1, resetsInMs: Number(row?.resetsInMs ?? windowMs) };
    },

    /** Marks the key as seen now: `peek` answers 1 for it until a window after the last mark. */
    async touch(key: string): Promise<void> {
      await db
        .insert(authRateLimit)
        .values({ key: storedKey(key), hits: 1, windowStartedAt: sql`now()` })
        .onConflictDoUpdate({ target: authRateLimit.key, set: { hits: 1, windowStartedAt: sql`now()` } });
    },

    /** Takes back one request counted by `hit` (an attempt that turned out not to count), while its window lasts. */
    async giveBack(key: string, windowMs: number): Promise<void> {
      await db
        .update(authRateLimit)
        .set({ hits: sql`${authRateLimit.hits} - 1` })
        .where(
          and(
            eq(authRateLimit.key, storedKey(key)),
            gt(authRateLimit.hits, 0),
            gt(authRateLimit.windowStartedAt, sql`now() - make_interval(secs => ${windowMs / 1000})`),
          ),
        );
    },

    /** The key's count in its current window, without counting this look. */
    async peek(key: string, windowMs: number): Promise<WindowCount> {
      const [row] = await db
        .select({
          hits: authRateLimit.hits,
          resetsInMs: sql<number>`extract(epoch from (${authRateLimit.windowStartedAt} + make_interval(secs => ${windowMs / 1000}) - now())) * 1000`,
        })
        .from(authRateLimit)
        .where(
          and(
            eq(authRateLimit.key, storedKey(key)),
            gt(authRateLimit.windowStartedAt, sql`now() - make_interval(secs => ${windowMs / 1000})`),
          ),
        );
      return row ? { hits: row.hits, resetsInMs: Number(row.resetsInMs) } : { hits: 0, resetsInMs: 0 };
    },
  };
}

/** The rate-limit counters. */
export type AuthRateLimitRepo = ReturnType<typeof authRateLimitRepo>;
