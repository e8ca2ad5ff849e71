import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appliedChange } from '../db/schema';

/** How long a device's change id is remembered: longer than any phone stays offline with a queue. */
export const APPLIED_CHANGE_DAYS = 30;

/**
 * The outcome of a change that a call has claimed and is still making: JSON null, which no procedure answers
 * (every answer is an object), so the column keeps its not-null rule.
 */
const IN_PROGRESS = sql`'null'::jsonb`;

/** Where a claimed change stands (see claim). */
export type ChangeState = { made: false; held: boolean } | { made: true; outcome: unknown };

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

    /**
     * Takes the change for the caller about to make it, answering true; false when another call holds it or
     * made it. A change held for longer than `abandonedAfterMs` (its server stopped mid-way) is taken over.
     */
    async claim({ userId, changeId }: ChangeRecord, abandonedAfterMs: number): Promise<boolean> {
      const taken = await db
        .insert(appliedChange)
        .values({ userId, changeId, outcome: IN_PROGRESS })
        .onConflictDoUpdate({
          target: [appliedChange.userId, appliedChange.changeId],
          set: { appliedAt: sql`now()` },
          setWhere: and(
            sql`${appliedChange.outcome} = 'null'::jsonb`,
            lt(appliedChange.appliedAt, sql`now() - make_interval(secs => ${abandonedAfterMs / 1000})`),
          ),
        })
        .returning({ changeId: appliedChange.changeId });
      return taken.length > 0;
    },

    /** Where a change stands: never made (or given up), being made by another call, or made with this answer. */
    async stateOf({ userId, changeId }: ChangeRecord): Promise<ChangeState> {
      const [row] = await db
        .select({ outcome: appliedChange.outcome })
        .from(appliedChange)
        .where(and(eq(appliedChange.userId, userId), eq(appliedChange.changeId, changeId)));
      if (!row) {
        return { made: false, held: false };
      }
      return row.outcome === null ? { made: false, held: true } : { made: true, outcome: row.outcome };
    },

    /** Keeps the answer of a change the caller claimed and made. */
    async settle({ userId, changeId }: ChangeRecord, outcome: unknown): Promise<void> {
      await db
        .update(appliedChange)
        .set({ outcome })
        .where(and(eq(appliedChange.userId, userId), eq(appliedChange.changeId, changeId)));
    },

    /** Gives up a claimed change that failed, so the same id may be tried again. */
    async release({ userId, changeId }: ChangeRecord): Promise<void> {
      await db
        .delete(appliedChange)
        .where(
          and(
            eq(appliedChange.userId, userId),
            eq(appliedChange.changeId, changeId),
            sql`${appliedChange.outcome} = 'null'::jsonb`,
          ),
        );
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
