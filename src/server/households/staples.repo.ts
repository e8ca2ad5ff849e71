import type { Staple } from '@shared/contract/staples';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { inHouseholdOf, publishToHousehold } from '../db/household-scope';
import { staple } from '../db/schema';

/** What adding a staple did: the staple as the household keeps it, or that the household keeps too many. */
export type StapleAdd = { staple: Staple } | { full: true };

/**
 * The items a household always has ("we always have"): its members' rows (household-scope.ts), one per item key
 * for the household, whoever marked it first. Every change is told to every member.
 */
export function staplesRepo(db: Database) {
  const inHousehold = (userId: string) => inHouseholdOf(staple.userId, userId);
  return {
    /** The household's staples by name, each item once (two members may have marked it before they met). */
    async listOf(userId: string): Promise<Staple[]> {
      const rows = await db
        .selectDistinctOn([staple.itemKey], { key: staple.itemKey, name: staple.name })
        .from(staple)
        .where(inHousehold(userId))
        .orderBy(asc(staple.itemKey), asc(staple.createdAt));
      return rows.sort((a, b) => a.name.localeCompare(b.name));
    },

    /**
     * Marks an item for the user's household unless a member marked it already (then that one is answered);
     * refuses past `max` distinct items.
     */
    add: (userId: string, item: Staple, max: number): Promise<StapleAdd> =>
      db.transaction(async (tx) => {
        const [kept] = await tx
          .select({ key: staple.itemKey, name: staple.name })
          .from(staple)
          .where(and(inHousehold(userId), eq(staple.itemKey, item.key)))
          .orderBy(asc(staple.createdAt))
          .limit(1);
        if (kept) {
          return { staple: kept };
        }
        const [held] = await tx
          .select({ n: count(sql`distinct ${staple.itemKey}`) })
          .from(staple)
          .where(inHousehold(userId));
        if ((held?.n ?? 0) >= max) {
          return { full: true };
        }
        await tx.insert(staple).values({ userId, itemKey: item.key, name: item.name }).onConflictDoNothing();
        await publishToHousehold(tx, userId, ['staples']);
        return { staple: item };
      }),

    /** Unmarks an item for the whole household, whoever marked it. */
    remove: (userId: string, key: string): Promise<void> =>
      db.transaction(async (tx) => {
        const gone = await tx
          .delete(staple)
          .where(and(inHousehold(userId), eq(staple.itemKey, key)))
          .returning({ key: staple.itemKey });
        if (gone.length > 0) {
          await publishToHousehold(tx, userId, ['staples']);
        }
      }),
  };
}

/** The staples repository. */
export type StaplesRepo = ReturnType<typeof staplesRepo>;
