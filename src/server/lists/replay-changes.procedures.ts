import type { QueueableProcedure, queuedWriteSchema } from '@shared/contract/list-replay';
import { listContracts } from '@shared/contract/lists';
import type { z } from 'zod';
import type { AppliedChangesRepo } from '../change-ids/applied-changes.repo';
import { AppError } from '../rpc/app-error';
import type { Procedures, UserCallContext } from '../rpc/procedure-types';

/** A queued write as the contract's schema reads it. */
type QueuedWrite = z.infer<typeof queuedWriteSchema>;
type Answer = { version: number; warning?: string; added?: number; merged?: number; restored?: number };

/**
 * `replayChanges`: a device's outbox after a spell offline, in one call. Each change runs through its own
 * procedure, in order, so the rules (access, limits, each change id once) are those of one call each; a
 * refusal of one change is its answer and the rest go on. One call instead of hundreds saves a phone on a slow
 * network the round trips, and the server the session lookups. Changes applied before (the answer to an
 * earlier send was lost) are found in one query and answered as the first time, writing nothing.
 */
export function createReplayProcedures(
  procedures: Pick<Procedures, QueueableProcedure>,
  deps: { appliedChanges: AppliedChangesRepo },
): Pick<Procedures, 'replayChanges'> {
  const run = (change: QueuedWrite, ctx: UserCallContext): Promise<Answer> => {
    // The discriminated union ties each procedure to its input; indexing by the union loses that link.
    const handler = procedures[change.procedure] as (input: unknown, ctx: UserCallContext) => Promise<Answer>;
    return handler(change.input, ctx);
  };
  return {
    replayChanges: async ({ changes }, ctx) => {
      const applied = await deps.appliedChanges.outcomesOf(
        ctx.userId,
        changes.map((change) => change.input.changeId),
      );
      const results = [];
      for (const change of changes) {
        const first = applied.get(change.input.changeId);
        try {
          // Each change is answered as its own procedure answers it (an add's counts, an Undo's restored).
          const answer: Answer =
            first === undefined
              ? await run(change, ctx)
              : listContracts[change.procedure].output.parse(first);
          results.push(answer);
        } catch (error) {
          if (!(error instanceof AppError)) {
            throw error;
          }
          results.push({ error: { status: error.status, message: error.message } });
        }
      }
      return { results };
    },
  };
}
