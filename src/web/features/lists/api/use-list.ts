import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../../lib/rpc-client';
import { useLiveTopic } from '../../../providers/live';
import { listKeys } from './list-keys';

/** One saved list, kept live: refetched when it changes, and when the user's lists change (a removal). */
export function useList(listId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: listKeys.detail(listId),
    queryFn: async ({ signal }) => (await call('getList', { listId }, { signal })).list,
  });
  const refetch = useCallback(() => {
    // While the user's own changes are in flight the last of them refetches; an earlier answer would flicker.
    if (queryClient.isMutating({ mutationKey: listKeys.edits(listId) }) === 0) {
      void queryClient.invalidateQueries({ queryKey: listKeys.detail(listId) });
    }
  }, [queryClient, listId]);
  useLiveTopic(`list:${listId}`, refetch);
  useLiveTopic('lists', refetch);
  return query;
}
