import type { QueryClient } from '@tanstack/react-query';
import type { SavedList } from './list-cache';
import { listKeys } from './list-keys';

/**
 * Keeps one device's copy of a list in step with the server at one `getList` per change at most. Every change
 * raises the list's version by one, and both the live events and the answers to this device's own changes say
 * which version they made:
 * - an event for a version the device already holds fetches nothing (its own change, or one already fetched);
 * - an answer that is the very next version after the one held, to a change shown exactly as the server
 *   makes it, is adopted without a fetch: the list on screen already is that version;
 * - anything else is fetched once, after the last of the device's own changes in flight (or queued in the
 *   outbox) has settled, so an earlier answer never flickers over a later tap.
 */
export class ListVersions {
  /** The highest version a live event announced; once the list held is at least as new, it is caught up. */
  private heard = -1;
  /** An answer showed a change by someone else in between: the list held is missing it. */
  private stale = false;

  constructor(
    private readonly queryClient: QueryClient,
    private readonly listId: string,
  ) {}

  /** The version of the list this device holds, or -1 when it holds none yet. */
  held(): number {
    return this.queryClient.getQueryData<SavedList>(listKeys.detail(this.listId))?.version ?? -1;
  }

  /** A live event: the list is at `version` now, or may have changed in an unknown way (undefined). */
  heardOf(version: number | undefined): void {
    if (version === undefined) {
      // Access lost, or a watch without a version: only a fetch that starts from now on can tell.
      this.stale = true;
      if (this.editsInFlight() === 0) {
        void this.fetch({ fresh: true });
      }
      return;
    }
    if (version <= this.held()) {
      return;
    }
    this.heard = Math.max(this.heard, version);
    if (this.editsInFlight() === 0) {
      void this.fetch({ fresh: false });
    }
  }

  /**
   * The server's answer to one of this device's own changes: its version holds the change. `exact` says the
   * change is shown on this device just as the server makes it (a tick, a rename, a delete).
   */
  answered(version: number, exact: boolean): void {
    const held = this.held();
    if (exact && version === held + 1) {
      this.queryClient.setQueryData<SavedList>(listKeys.detail(this.listId), (list) =>
        list ? { ...list, version } : list,
      );
      return;
    }
    if (version > held) {
      this.stale = true;
    }
  }

  /**
   * One of this device's changes settled; after the last one, whatever is still missing is fetched once. The
   * fetch's promise is answered, so a change can stay pending until its result is on screen.
   */
  settled(options: { failed: boolean }): Promise<void> | undefined {
    if (options.failed) {
      // A refused change was undone on screen; the server's truth is fetched to be sure.
      this.stale = true;
    }
    // The settling change still counts as in flight while its callbacks run.
    if (this.editsInFlight() > 1) {
      return undefined;
    }
    return this.stale || this.heard > this.held() ? this.fetch({ fresh: false }) : undefined;
  }

  /** A change made here outside the list's own edits (a meal added, someone invited): fetch the list once. */
  refresh(): Promise<void> {
    return this.fetch({ fresh: false });
  }

  /** A fetched list arrived: a fetch that left before the change it was asked for is followed by one more. */
  fetched(): void {
    if (this.heard > this.held() && this.editsInFlight() === 0) {
      void this.fetch({ fresh: false });
    }
  }

  /** Fetches the list: `fresh` starts anew, else a fetch already on its way is waited for instead. */
  private fetch(options: { fresh: boolean }): Promise<void> {
    this.stale = false;
    return this.queryClient.invalidateQueries(
      { queryKey: listKeys.detail(this.listId) },
      { cancelRefetch: options.fresh },
    );
  }

  private editsInFlight(): number {
    const queued = queuedCounters.get(this.queryClient)?.(this.listId) ?? 0;
    return queued + this.queryClient.isMutating({ mutationKey: listKeys.edits(this.listId) });
  }
}

const queuedCounters = new WeakMap<QueryClient, (listId: string) => number>();

/** Tells the trackers how many of a list's changes wait in the outbox: they count as edits in flight. */
export function countQueuedWith(queryClient: QueryClient, queuedFor: (listId: string) => number): void {
  queuedCounters.set(queryClient, queuedFor);
}

const trackers = new WeakMap<QueryClient, Map<string, ListVersions>>();

/** The one version tracker of a list on this device (one per query client). */
export function listVersions(queryClient: QueryClient, listId: string): ListVersions {
  let byList = trackers.get(queryClient);
  if (!byList) {
    byList = new Map();
    trackers.set(queryClient, byList);
  }
  let tracker = byList.get(listId);
  if (!tracker) {
    tracker = new ListVersions(queryClient, listId);
    byList.set(listId, tracker);
  }
  return tracker;
}
