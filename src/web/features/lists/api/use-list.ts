import { listTopic } from '@shared/live';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { callOrTakeEarly } from '@/lib/early-calls';
import { useLiveTopic } from '@/providers/live';
import { listKeys } from './list-keys';
import { listVersions } from './list-versions';

/**
 * One saved list, kept live: fetched again only for a change it does not hold yet. Losing access (removed,
 * or the list deleted) arrives on the same topic, and the fetch then answers 404.
 */
export function useList(listId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: listKeys.detail(listId),
    queryFn: async ({ signal }) => (await callOrTakeEarly('getList', { listId }, { signal })).list,
  });
  const versions = listVersions(queryClient, listId);
  const heardOf = useCallback((version?: number) => versions.heardOf(version), [versions]);
  useLiveTopic(listTopic(listId), heardOf);
  const { dataUpdatedAt } = query;
  useEffect(() => {
    if (dataUpdatedAt > 0) {
      versions.fetched();
    }
  }, [versions, dataUpdatedAt]);
  return query;
}
