import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appliedChange } from '../db/schema';

/** How long a device's change id is remembered: longer than any phone stays offline with a queue. */
export const APPLIED_CHANGE_DAYS = 30;

/** A change a device queued, by its id, for the user who sent it. */
export interface ChangeRecord {
  userId: string;
  changeId: string;
}

/** The changes devices sent and the server applied: what each was answered the first time. */
export function appliedChangesRepo(db: Database) {
  return {
    /** The first answer to this change, or null when it was never applied. */
    async outcomeOf({ userId, changeId }: ChangeRecord): Promise<unknown> {
      const [row] = await db
        .select({ outcome: appliedChange.outcome })
        .from(appliedChange)
        .where(and(eq(appliedChange.userId, userId), eq(appliedChange.changeId, changeId)));
      return row?.outcome ?? null;
    },

    /** The first answers to those of this user's changes that were applied before, by change id. */
    async outcomesOf(userId: string, changeIds: readonly string[]): Promise<Map<string, unknown>> {
      if (changeIds.length === 0) {
        return new Map();
      }
      const rows = await db
        .select({ changeId: appliedChange.changeId, outcome: appliedChange.outcome })
        .from(appliedChange)
        .where(and(eq(appliedChange.userId, userId), inArray(appliedChange.changeId, [...changeIds])));
      return new Map(rows.map((row) => [row.changeId, row.outcome]));
    },

    /** Forgets changes older than `days`; answers how many. */
    async forgetOlderThan(days = APPLIED_CHANGE_DAYS): Promise<number> {
      const removed = await db
        .delete(appliedChange)
        .where(lt(appliedChange.appliedAt, sql`now() - make_interval(days => ${days})`))
        .returning({ changeId: appliedChange.changeId });
      return removed.length;
    },
  };
}

/** The applied-changes repository. */
export type AppliedChangesRepo = ReturnType<typeof appliedChangesRepo>;

/**
 * Thrown inside a write when its change id was applied meanwhile (the same change sent twice at once): the
 * write is rolled back, and the caller answers from the first.
 */
export class ChangeAlreadyApplied extends Error {
  constructor() {
    super('This change was already applied.');
    this.name = 'ChangeAlreadyApplied';
  }
}
