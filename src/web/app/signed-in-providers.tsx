import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/spinner';
import { ListOutboxProvider } from '@/features/lists/api/list-outbox';
import { KEEP_QUERIES_MS, keepQueries, restoreQueries } from '@/lib/persisted-queries';
import { RpcError } from '@/lib/rpc-client';
import { LiveProvider, useLiveTopic } from '@/providers/live';
import { useSession } from '@/providers/session';
import { RefusedChanges } from './refused-changes';

/**
 * The queries kept on the device, so My Lists, every list opened and the store it is set to show with no
 * network: the lists' and the stores', and the household's item history (completion while offline).
 */
const KEPT_QUERIES = new Set(['lists', 'list', 'stores', 'item-history']);

/** The longest delay a browser timer takes (2^31 - 1 ms, about 24 days). */
const MAX_TIMER_MS = 2_147_483_647;

/** Answers that another try cannot change. */
const FINAL = new Set(['NOT_FOUND', 'PERMISSION_DENIED', 'UNAUTHENTICATED', 'INVALID_ARGUMENT']);

/**
 * What signed-in pages share, loaded with the first of them so guests never download it: the query cache
 * (fresh for each user, since this mounts per user), the live connection, and the outbox of list changes.
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  const { refresh, user } = useSession();
  const userId = user?.uid ?? '';
  const [restored, setRestored] = useState(false);
  const { t } = useTranslation();
  const [queryClient] = useState(
    () =>
      new QueryClient({
        queryCache: new QueryCache({
          // The session ended elsewhere: asking again sends the user to sign in.
          onError: (error) => {
            if (error instanceof RpcError && error.status === 'UNAUTHENTICATED') {
              void refresh();
            }
          },
        }),
        defaultOptions: {
          queries: {
            // Kept about as long as the device's copy is, so a list opened weeks ago still shows offline;
            // a longer time would overflow the browser's timer and drop every answer at once.
            gcTime: Math.min(KEEP_QUERIES_MS, MAX_TIMER_MS),
            retry: (failures, error) =>
              !(error instanceof RpcError && FINAL.has(error.status)) && failures < 2,
          },
          mutations: { retry: false },
        },
      }),
  );
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    // The device's copy goes in first, so pages start from it rather than from a fetch that may fail.
    void restoreQueries(queryClient, userId).then(() => {
      if (!cancelled) {
        stop = keepQueries(queryClient, userId, (query) => KEPT_QUERIES.has(String(query.queryKey[0])));
        // The page the copy lets render is the heaviest of all: rendered as a transition, in slices.
        startTransition(() => setRestored(true));
      }
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient, userId]);
  if (!restored) {
    return <PageSpinner label={t('loading')} />;
  }
  return (
    <QueryClientProvider client={queryClient}>
      <LiveProvider>
        <SessionLiveUpdates />
        <ListOutboxProvider userId={userId}>
          <RefusedChanges />
          {children}
        </ListOutboxProvider>
      </LiveProvider>
    </QueryClientProvider>
  );
}

/**
 * Asks for the session again when the user's record changes on the server (Pro bought or cancelled in another
 * tab), and when the watch restarts after a lost connection. Not when it first starts: the session was asked for
 * a moment ago, and a second request would hold up the page's first data on a slow network.
 */
function SessionLiveUpdates() {
  const { refresh } = useSession();
  const started = useRef(false);
  useLiveTopic('user', (_version, cause) => {
    if (cause === 'watching' && !started.current) {
      started.current = true;
      return;
    }
    void refresh();
  });
  return null;
}
