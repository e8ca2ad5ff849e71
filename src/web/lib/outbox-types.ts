import type { RpcError } from './rpc-client';

// What the outbox and its callers agree on: the changes it queues, where it keeps them, how it sends them,
// and the state it shows.

/** What every queued change carries: the id the server applies once, and words to show if it is refused. */
export interface Queued {
  changeId: string;
  /** What the user did, in their words, e.g. `Tick "milk"`. */
  label: string;
  /** Where, e.g. the list's name. */
  place: string;
  /** The text the user typed, offered for copying if the change cannot be saved. */
  text: string;
}

/** A change the server would not take (the list deleted or no longer shared, the item gone): kept to show. */
export interface RefusedChange<C extends Queued = Queued> {
  change: C;
  /** The server's reason, in words for the user. */
  reason: string;
}

/** Where the outbox keeps its changes so they outlive the tab: one record per change, so tabs never overwrite. */
export interface OutboxStorage<C extends Queued> {
  load(): Promise<{ queued: C[]; refused: RefusedChange<C>[] }>;
  putQueued(change: C, position: number): Promise<void>;
  removeQueued(change: C): Promise<void>;
  putRefused(refused: RefusedChange<C>): Promise<void>;
  removeRefused(changes: readonly C[]): Promise<void>;
}

/** What became of one change of several sent together: the server's answer, or its refusal. */
export type BatchResult<A> = { answer: A } | { error: RpcError };

export interface OutboxDeps<C extends Queued, A> {
  storage: OutboxStorage<C>;
  send(change: C): Promise<A>;
  /** Sends several changes in one call, applied in order (a queue that waited for the network). */
  sendMany?(changes: readonly C[]): Promise<BatchResult<A>[]>;
  /** The most changes `sendMany` takes at once. */
  batchSize?: number;
  /** The server has the change: called before it leaves the queue, so the state shown never lacks it. */
  saved(change: C, answer: A): void;
  /** The server refused the change: called before it leaves the queue, which undoes it on screen. */
  refused(change: C): void;
  /** The session ended: the queue waits, kept, for this same account to sign in again. */
  signedOut(): void;
  random?: () => number;
}

/** What the outbox shows: the changes still to send, in order, and those the server refused. */
export interface OutboxState<C extends Queued = Queued> {
  queued: readonly C[];
  refused: readonly RefusedChange<C>[];
  /** A send has failed for want of a server since the queue was last empty: the changes are waiting. */
  behind: boolean;
}
