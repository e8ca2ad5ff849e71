import { z } from 'zod';
import { changeIdSchema } from './change-id';
import { listContracts, written } from './lists';

/**
 * The list writes a device may queue while offline and send again, named once: the outbox keeps each as its
 * `{procedure, input}` below, `replayChanges` takes them, and the screen shows each with one function (a missing
 * one is a type error there). Adding a queueable write is: its contract here, its handler, and how it shows.
 */
export const QUEUEABLE = [
  'toggleItem',
  'renameItem',
  'moveItem',
  'deleteItem',
  'addItems',
  'clearList',
  'setItemQuantity',
  'setItemNote',
  'uncheckAll',
  'removeCheckedItems',
  'restoreItems',
  'updateListName',
] as const;
/** A list write a device may queue. */
export type QueueableProcedure = (typeof QUEUEABLE)[number];

const withChangeId = { changeId: changeIdSchema };
const queuedWriteOf = <P extends QueueableProcedure>(procedure: P) =>
  z.object({ procedure: z.literal(procedure), input: listContracts[procedure].input.extend(withChangeId) });
type QueuedWriteSchema = ReturnType<typeof queuedWriteOf<QueueableProcedure>>;
const queuedWriteSchemas = QUEUEABLE.map(queuedWriteOf);

/**
 * A queued write as `replayChanges` takes it: its procedure, and that procedure's input with the change id.
 * (Zod's type of it pairs any procedure with any input; `QueuedWrite` below pairs each with its own.)
 */
export const queuedWriteSchema = z.discriminatedUnion(
  'procedure',
  queuedWriteSchemas as [QueuedWriteSchema, ...QueuedWriteSchema[]],
);
/** The input of a queued write: its procedure's input, with the change id it is applied once by. */
export type QueuedInput<P extends QueueableProcedure> = z.infer<(typeof listContracts)[P]['input']> & {
  changeId: string;
};
/** A queued write, one of QUEUEABLE with its input. */
export type QueuedWrite<P extends QueueableProcedure = QueueableProcedure> = {
  [K in P]: { procedure: K; input: QueuedInput<K> };
}[P];

/** The queueable writes as the API registers them: each is a member's write to a list. */
export const queueableContracts = Object.fromEntries(
  QUEUEABLE.map((procedure) => [procedure, { access: 'user', ...listContracts[procedure] }]),
) as { [P in QueueableProcedure]: { access: 'user' } & (typeof listContracts)[P] };

/** The most changes one `replayChanges` call takes: a queue longer than this goes in several calls. */
export const MAX_REPLAYED = 100;

/** What became of one replayed change: the answer its own procedure gives, or why it was refused. */
export const replayResultSchema = z.union([
  written.extend({
    warning: z.string().optional(),
    added: z.number().optional(),
    merged: z.number().optional(),
    restored: z.number().optional(),
  }),
  z.object({ error: z.object({ status: z.string(), message: z.string() }) }),
]);

export const replayContracts = {
  /**
   * A device's queued changes after a spell offline, applied in order as their own procedures would apply them
   * (each change id once), in one call: each gets its answer or its refusal, and a refusal stops no other.
   */
  replayChanges: {
    input: z.object({
      changes: z
        .array(queuedWriteSchema)
        .min(1, 'Send at least one change.')
        .max(MAX_REPLAYED, `Send at most ${MAX_REPLAYED} changes at a time.`),
    }),
    output: z.object({ results: z.array(replayResultSchema) }),
  },
} as const;
