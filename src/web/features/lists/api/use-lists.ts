import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TopicCause } from '@/lib/live-socket';
import { refetchUnlessEditing } from '@/lib/optimistic-mutation';
import { call } from '@/lib/rpc-client';
import { useLiveStatus, useLiveTopic } from '@/providers/live';
import { listKeys, overviewBurst } from './list-keys';

/**
 * The user's lists, newest first, kept live. While the live connection is up the overview asks once per visit:
 * the `lists` watch starting (`watching`) fetches what changed while it was away, and each change after it; the
 * copy on the device is not fetched again on top of that. Without the connection, it fetches on each visit.
 */
export function useLists() {
  const queryClient = useQueryClient();
  const online = useLiveStatus() === 'online';
  const query = useQuery({
    queryKey: listKeys.overview,
    // No abort signal: an answer that arrives after the shopper moved on still fills the device's copy for
    // the next visit, rather than being thrown away and asked for again.
    queryFn: async () => (await call('listLists', {})).lists,
    staleTime: online ? Number.POSITIVE_INFINITY : 0,
  });
  // A delete in flight would reappear for a moment; its own settling refetches instead. The watch starting
  // joins a fetch already under way (the visit's first) instead of cancelling it and asking again.
  const refetch = useCallback(
    (_version: number | undefined, cause: TopicCause) =>
      refetchUnlessEditing(queryClient, overviewBurst, { cancelRefetch: cause !== 'watching' }),
    [queryClient],
  );
  useLiveTopic('lists', refetch);
  return query;
}
