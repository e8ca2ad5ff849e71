import { setTimeout as wait } from 'node:timers/promises';
import { MESSAGES } from '@shared/messages';
import type { z } from 'zod';
import { AppError } from '../rpc/app-error';
import type { AppliedChangesRepo, ChangeRecord } from './applied-changes.repo';

/**
 * A claim older than this belongs to a server that stopped mid-way (a call answers within 70 s, SPEC §9), so
 * another call may take the change over.
 */
const ABANDONED_AFTER_MS = 120_000;
/** How long a repeat waits for the first call's answer: within the callable timeout, with room to answer. */
const WAIT_FOR_FIRST_MS = 65_000;
const FIRST_POLL_MS = 15;
const MAX_POLL_MS = 500;

/** What a made change keeps: which procedure made it, and its answer. */
interface Made {
  procedure: string;
  answer: unknown;
}

/**
 * Runs a creating procedure once per change id (see `creates` in the contract; rpc-route.ts applies this to
 * every one): the first call claims the id, makes the thing and keeps its answer; a repeat, sent at once (a
 * double tap) or later (a retry after a lost answer), waits for that answer and gets it, making nothing. A call
 * that fails gives the id back, so trying again tries for real. Unlike the list writes (replayable-write.ts),
 * which record their change id in the statement that writes, a creation can span a model call or a payment
 * provider, so the claim is taken first, in a row of its own.
 */
export function replayableCreation(appliedChanges: AppliedChangesRepo) {
  return async <Output>(
    change: ChangeRecord & { procedure: string },
    output: z.ZodType<Output>,
    make: () => Promise<Output>,
    signal?: AbortSignal,
  ): Promise<Output> => {
    const record = { userId: change.userId, changeId: change.changeId };
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    let pause = FIRST_POLL_MS;
    while (!(await appliedChanges.claim(record, ABANDONED_AFTER_MS))) {
      const state = await appliedChanges.stateOf(record);
      if (state.made) {
        return firstAnswer(state.outcome, change.procedure, output);
      }
      // Held by the first call, still at work: wait for its answer. Released meanwhile: claim it again.
      if (state.held) {
        if (Date.now() > deadline) {
          throw new AppError('ABORTED', MESSAGES.changeInProgress);
        }
        await wait(pause, undefined, signal ? { signal } : undefined).catch(() => {
          throw new AppError('CANCELLED', MESSAGES.requestCancelled);
        });
        pause = Math.min(pause * 2, MAX_POLL_MS);
      }
    }
    let answer: Output;
    try {
      answer = await make();
    } catch (error) {
      await appliedChanges.release(record);
      throw error;
    }
    const made: Made = { procedure: change.procedure, answer };
    await appliedChanges.settle(record, made);
    return answer;
  };
}

/** The first call's answer, given again; an id the device already spent on another action is refused. */
function firstAnswer<Output>(outcome: unknown, procedure: string, output: z.ZodType<Output>): Output {
  const made = outcome as Partial<Made> | null;
  const parsed = made?.procedure === procedure ? output.safeParse(made.answer) : null;
  if (!parsed?.success) {
    throw new AppError('ABORTED', MESSAGES.changeIdSpent);
  }
  return parsed.data;
}
