import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { refetchUnlessEditing } from '@/lib/optimistic-mutation';
import { call } from '@/lib/rpc-client';
import { useLiveTopic } from '@/providers/live';
import { listKeys, overviewBurst } from './list-keys';

/** The user's lists, newest first, kept live. */
export function useLists() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: listKeys.overview,
    queryFn: async ({ signal }) => (await call('listLists', {}, { signal })).lists,
  });
  // A delete in flight would reappear for a moment; its own settling refetches instead.
  const refetch = useCallback(() => refetchUnlessEditing(queryClient, overviewBurst), [queryClient]);
  useLiveTopic('lists', refetch);
  return query;
}
