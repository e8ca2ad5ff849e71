import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '@/lib/rpc-client';
import { useLiveTopic } from '@/providers/live';
import { listKeys } from './list-keys';

/** The user's lists, newest first, kept live. */
export function useLists() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: listKeys.overview,
    queryFn: async ({ signal }) => (await call('listLists', {}, { signal })).lists,
  });
  const refetch = useCallback(() => {
    // A delete in flight would reappear for a moment; its own settling refetches instead.
    if (queryClient.isMutating({ mutationKey: listKeys.overviewEdits }) === 0) {
      void queryClient.invalidateQueries({ queryKey: listKeys.overview });
    }
  }, [queryClient]);
  useLiveTopic('lists', refetch);
  return query;
}
