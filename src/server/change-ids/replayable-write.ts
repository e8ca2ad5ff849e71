import { AppError } from '../rpc/app-error';
import type { UserCallContext } from '../rpc/procedure-types';
import { type AppliedChangesRepo, ChangeAlreadyApplied, type ChangeRecord } from './applied-changes.repo';

/** A write's handler, told the change to record in the statement that writes (none for a plain call). */
type Write<Input, Output> = (
  input: Input,
  ctx: UserCallContext,
  change: ChangeRecord | undefined,
) => Promise<Output>;

/**
 * Wraps the handler of a write a device may queue and send again (a list write). The write records its change
 * id in the statement that writes (list-change.repo.ts, the tick, the add), so a repeat writes nothing; a
 * change id applied before is answered as it was the first time: when the write finds it recorded (and is
 * undone), and when the rules now refuse it (it was allowed then). `askFirst` looks the id up before anything
 * else, for writes that cost a model call. Creations claim their id first instead (replayable-creation.ts).
 */
export function replayableWrite(appliedChanges: Pick<AppliedChangesRepo, 'outcomeOf'>) {
  return <Input extends { changeId?: string }, Output>(
    procedure: { output: { parse(value: unknown): Output } },
    write: Write<Input, Output>,
    options: { askFirst?: boolean } = {},
  ) =>
    async (input: Input, ctx: UserCallContext): Promise<Output> => {
      const change = input.changeId ? { userId: ctx.userId, changeId: input.changeId } : undefined;
      const firstAnswer = async () => {
        const outcome = change ? await appliedChanges.outcomeOf(change) : null;
        return outcome === null ? null : procedure.output.parse(outcome);
      };
      const answered = options.askFirst ? await firstAnswer() : null;
      if (answered !== null) {
        return answered;
      }
      try {
        return await write(input, ctx, change);
      } catch (error) {
        const mayBeApplied =
          error instanceof ChangeAlreadyApplied ||
          (error instanceof AppError &&
            (error.status === 'NOT_FOUND' || error.status === 'PERMISSION_DENIED'));
        const first = mayBeApplied ? await firstAnswer() : null;
        if (first === null) {
          throw error;
        }
        return first;
      }
    };
}
