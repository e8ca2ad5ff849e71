import { catalogue } from '@/i18n/catalogue';
import type { BatchResult, OutboxDeps, OutboxState, Queued, RefusedChange } from './outbox-types';
import { reconnectDelayMs } from './reconnect-delay';
import { RpcError } from './rpc-client';

/** Statuses that another try, later, can change; anything else is the server's final word on the change. */
const TRY_AGAIN = new Set(['UNAVAILABLE', 'DEADLINE_EXCEEDED', 'RESOURCE_EXHAUSTED']);
/** A server error is tried a few times, so one bad change cannot hold up the queue for ever. */
const MAX_SERVER_ERRORS = 5;

/**
 * The device's durable queue of list changes. Every edit goes through it, online or not: it is shown at once
 * (the list on screen is the server's copy with the queue applied), kept in IndexedDB, and sent one at a time
 * in the order made, each with its change id so the server applies it once however often it is sent. Without
 * a server the queue waits and tries again (sooner when the network or the live connection comes back).
 *
 * The changes are the caller's (`C`); the outbox only keeps their order, sends them and keeps the refused.
 */
export class Outbox<C extends Queued, A = unknown> {
  private state: OutboxState<C> = { queued: [], refused: [], behind: false };
  private readonly listeners = new Set<() => void>();
  private sending = false;
  private stopped = true;
  private loaded: Promise<void> | null = null;
  private failures = 0;
  private serverErrors = 0;
  private retry: ReturnType<typeof setTimeout> | undefined;
  /** After a batch the server refused as a whole, its changes go one by one, to find the one at fault. */
  private singly = 0;
  /** Storage writes, in order: a change is on disk before it is sent, and removed after. */
  private written: Promise<void> = Promise.resolve();

  constructor(private readonly deps: OutboxDeps<C, A>) {}

  /** Loads what an earlier visit left (once; nothing kept: an empty queue) and starts sending it. */
  async start(): Promise<void> {
    this.loaded ??= this.load();
    await this.loaded;
    this.stopped = false;
    this.drain();
  }

  private async load(): Promise<void> {
    try {
      const { queued, refused } = await this.deps.storage.load();
      // Changes queued while loading come after the ones kept from before.
      this.update({
        queued: [...queued, ...this.state.queued],
        refused: [...refused, ...this.state.refused],
        behind: queued.length > 0,
      });
    } catch {
      // IndexedDB unavailable (some private windows): the queue lives in memory only.
    }
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): OutboxState<C> => this.state;

  /** Queues a change: shown at once, written to the device, then sent after those before it. */
  enqueue(change: C): void {
    const position = Date.now();
    this.update({ ...this.state, queued: [...this.state.queued, change] });
    this.write(() => this.deps.storage.putQueued(change, position));
    this.drain();
  }

  /**
   * Resolves once no queued change matches (they reached the server or were refused), or at once when the
   * queue is waiting for a server: a call that must come after the user's changes (a re-sort of the names they
   * just typed) waits for them, and one that cannot reach the server says so itself.
   */
  sent(match: (change: C) => boolean): Promise<void> {
    return new Promise((resolve) => {
      let unsubscribe: (() => void) | undefined;
      let done = false;
      const check = () => {
        const { queued, behind } = this.state;
        if (!done && (behind || this.stopped || !queued.some(match))) {
          done = true;
          unsubscribe?.();
          resolve();
        }
      };
      unsubscribe = this.subscribe(check);
      check();
      if (done) {
        unsubscribe();
      }
    });
  }

  /** The network or the server is back: try at once rather than wait out the pause. */
  resume(): void {
    this.failures = 0;
    if (this.retry !== undefined) {
      clearTimeout(this.retry);
      this.retry = undefined;
    }
    this.drain();
  }

  /** The user has read the refused changes (and copied what they wanted). */
  dismissRefused(): void {
    const changes = this.state.refused.map((entry) => entry.change);
    this.update({ ...this.state, refused: [] });
    this.write(() => this.deps.storage.removeRefused(changes));
  }

  /** Stops sending (the user changed or signed out); what is queued stays on the device. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
    this.retry = undefined;
  }

  private drain(): void {
    if (this.sending || this.stopped || this.retry !== undefined) {
      return;
    }
    const next = this.state.queued[0];
    if (!next) {
      return;
    }
    this.sending = true;
    const batch = this.state.queued.slice(0, this.deps.batchSize ?? 1);
    if (this.singly > 0 || batch.length < 2 || !this.deps.sendMany) {
      this.singly = Math.max(0, this.singly - 1);
      void this.sendOne(next);
    } else {
      void this.sendBatch(batch, this.deps.sendMany);
    }
  }

  private async sendOne(change: C): Promise<void> {
    let answer: A;
    try {
      await this.written;
      answer = await this.deps.send(change);
    } catch (error) {
      this.sending = false;
      this.failed(change, error);
      return;
    }
    this.failures = 0;
    this.serverErrors = 0;
    this.deps.saved(change, answer);
    this.dequeue(change);
    this.update({ ...this.state, behind: this.state.behind && this.state.queued.length > 0 });
    this.sending = false;
    this.drain();
  }

  private async sendBatch(
    batch: readonly C[],
    sendMany: (changes: readonly C[]) => Promise<BatchResult<A>[]>,
  ) {
    let results: BatchResult<A>[];
    try {
      await this.written;
      results = await sendMany(batch);
    } catch (error) {
      this.sending = false;
      if (this.isFinal(error)) {
        // One change the server cannot take spoils the call: one by one, each gets its own answer.
        this.singly = batch.length;
        this.drain();
      } else {
        this.failed(batch[0] as C, error);
      }
      return;
    }
    this.failures = 0;
    this.serverErrors = 0;
    for (const [index, change] of batch.entries()) {
      const result = results[index];
      if (!result) {
        break;
      }
      if ('answer' in result) {
        this.deps.saved(change, result.answer);
        this.dequeue(change);
      } else {
        this.refuse(change, result.error);
      }
    }
    this.update({ ...this.state, behind: this.state.behind && this.state.queued.length > 0 });
    this.sending = false;
    this.drain();
  }

  /** Whether the server has given its final word on a call (not: no server, no answer, busy, or a sign-in). */
  private isFinal(error: unknown): boolean {
    const status = error instanceof RpcError ? error.status : 'UNKNOWN';
    return (
      !TRY_AGAIN.has(status) && status !== 'UNAUTHENTICATED' && status !== 'INTERNAL' && status !== 'UNKNOWN'
    );
  }

  private failed(change: C, error: unknown): void {
    const status = error instanceof RpcError ? error.status : 'UNKNOWN';
    if (status === 'UNAUTHENTICATED') {
      // Kept for this account: the queue is per user, and another user's session never sends it.
      this.stop();
      this.deps.signedOut();
      return;
    }
    const serverError = status === 'INTERNAL' || status === 'UNKNOWN';
    if (TRY_AGAIN.has(status) || (serverError && ++this.serverErrors < MAX_SERVER_ERRORS)) {
      this.update({ ...this.state, behind: true });
      this.retry = setTimeout(
        () => {
          this.retry = undefined;
          this.drain();
        },
        reconnectDelayMs(this.failures++, this.deps.random),
      );
      return;
    }
    this.serverErrors = 0;
    this.refuse(change, error);
    this.drain();
  }

  private refuse(change: C, error: unknown): void {
    // In the language of the moment: the reason is kept with the change, and shown later as it is.
    const reason =
      error instanceof Error && error.message ? error.message : catalogue.t('errors.refusedChange');
    const refused: RefusedChange<C> = { change, reason };
    this.deps.refused(change);
    this.dequeue(change);
    this.update({ ...this.state, refused: [...this.state.refused, refused] });
    this.write(() => this.deps.storage.putRefused(refused));
  }

  private dequeue(change: C): void {
    this.update({ ...this.state, queued: this.state.queued.filter((entry) => entry !== change) });
    this.write(() => this.deps.storage.removeQueued(change));
  }

  private write(step: () => Promise<void>): void {
    this.written = this.written.then(step).catch(() => {
      // A full or missing store: the queue still works in memory for this visit.
    });
  }

  private update(state: OutboxState<C>): void {
    this.state = state;
    for (const listener of this.listeners) {
      listener();
    }
  }
}
