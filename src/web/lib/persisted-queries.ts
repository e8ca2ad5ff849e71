import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { get, set } from 'idb-keyval';
import { allowKeepingQueries, deviceStore, mayKeepQueries, queriesKeyOf } from './device-store';
import { RpcError } from './rpc-client';

/** How long a copy kept on the device is still shown: a month without opening the app. */
export const KEEP_QUERIES_MS = 30 * 24 * 60 * 60 * 1000;
/** Saves gather for this long, so a burst of ticks writes the device's copy once. */
const SAVE_DELAY_MS = 400;
/** Bumped when the shape of what is kept changes, so an older copy is dropped rather than misread. */
const FORMAT = 1;

interface Saved {
  format: number;
  savedAt: number;
  state: DehydratedState;
}

/**
 * Puts the answers kept on this device for this user back in the cache, so their pages show with no network.
 * Nothing kept (or IndexedDB unavailable, as in some private windows): the cache starts empty.
 */
export async function restoreQueries(client: QueryClient, userId: string): Promise<void> {
  try {
    const saved = await get<Saved>(queriesKeyOf(userId), deviceStore());
    if (saved?.format === FORMAT && Date.now() - saved.savedAt < KEEP_QUERIES_MS) {
      hydrate(client, saved.state);
    }
  } catch {
    // Nothing to restore from: the pages load from the server as before.
  }
}

/** Errors that say the answer kept is gone for good (a list deleted, or no longer shared), not just unreachable. */
const GONE = new Set(['NOT_FOUND', 'PERMISSION_DENIED']);

/**
 * The part of the cache to keep: every picked answer the device has, as the answer it was. A refetch that failed
 * for want of a server leaves the query in an error state with its data; keeping only successful queries (the
 * library's default) would drop the list from the device's copy after one offline visit, and the next reload with
 * no signal would have nothing to show. So such a query is kept, restored as the success it last was; only an
 * answer the server has since said is gone is left out.
 */
export function keptState(client: QueryClient, worthKeeping: (query: Query) => boolean): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      query.state.data !== undefined && !isGone(query.state.error) && worthKeeping(query),
  });
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: {
        ...query.state,
        status: 'success',
        error: null,
        fetchFailureCount: 0,
        fetchFailureReason: null,
      },
    })),
  };
}

function isGone(error: unknown): boolean {
  return error instanceof RpcError && GONE.has(error.status);
}

/**
 * Keeps the answers `worthKeeping` picks in IndexedDB as they change, under the user's id, so another account
 * on the device never sees them. Answers the function that stops (saving what is still pending).
 */
export function keepQueries(
  client: QueryClient,
  userId: string,
  worthKeeping: (query: Query) => boolean,
): () => void {
  allowKeepingQueries(userId);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    if (!mayKeepQueries(userId)) {
      return;
    }
    const saved: Saved = { format: FORMAT, savedAt: Date.now(), state: keptState(client, worthKeeping) };
    set(queriesKeyOf(userId), saved, deviceStore()).catch(() => {
      // A full or unavailable store: the pages still work online; only the offline copy is older.
    });
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' || event.type === 'removed') {
      timer ??= setTimeout(save, SAVE_DELAY_MS);
    }
  });
  return () => {
    unsubscribe();
    if (timer !== undefined) {
      clearTimeout(timer);
      save();
    }
  };
}
