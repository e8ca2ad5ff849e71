import { randomUUID } from 'node:crypto';
import type { InputOf } from '../../src/shared/api';

/** A write a device queues offline, as `replayChanges` takes it. */
export type QueuedChange = InputOf<'replayChanges'>['changes'][number];

/** The input of one kind of queued write, without the change id queuedChange adds. */
type InputWithoutId<P extends QueuedChange['procedure']> = Omit<
  Extract<QueuedChange, { procedure: P }>['input'],
  'changeId'
>;

/** A queued write with a change id of its own, as a device's outbox makes it. */
export function queuedChange<P extends QueuedChange['procedure']>(procedure: P, input: InputWithoutId<P>) {
  return { procedure, input: { ...input, changeId: randomUUID() } };
}
