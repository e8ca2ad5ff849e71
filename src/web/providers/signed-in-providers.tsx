import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { RpcError } from '../lib/rpc-client';
import { LiveProvider, useLiveTopic } from './live';
import { useSession } from './session';

/** Answers that another try cannot change. */
const FINAL = new Set(['NOT_FOUND', 'PERMISSION_DENIED', 'UNAUTHENTICATED', 'INVALID_ARGUMENT']);

/**
 * What signed-in pages share, loaded with the first of them so guests never download it: the query cache
 * (fresh for each user, since this mounts per user) and the live connection.
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  const { refresh } = useSession();
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
            retry: (failures, error) =>
              !(error instanceof RpcError && FINAL.has(error.status)) && failures < 2,
          },
          mutations: { retry: false },
        },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <LiveProvider>
        <SessionLiveUpdates />
        {children}
      </LiveProvider>
    </QueryClientProvider>
  );
}

/** Asks for the session again when the user's record changes on the server (Pro bought or cancelled in another tab). */
function SessionLiveUpdates() {
  const { refresh } = useSession();
  useLiveTopic('user', () => void refresh());
  return null;
}
