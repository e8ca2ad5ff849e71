import { randomUUID } from 'node:crypto';
import type { QueueableProcedure, QueuedInput, QueuedWrite } from '@shared/contract/list-replay';

/** A write a device queues offline, as `replayChanges` takes it. */
export type QueuedChange = QueuedWrite;

/** A queued write with a change id of its own, as a device's outbox makes it. */
export function queuedChange<P extends QueueableProcedure>(
  procedure: P,
  input: Omit<QueuedInput<P>, 'changeId'>,
): QueuedWrite<P> {
  // TypeScript cannot see through Omit and back on a generic P; the object is QueuedWrite<P> by construction.
  return { procedure, input: { ...input, changeId: randomUUID() } } as QueuedWrite<P>;
}
