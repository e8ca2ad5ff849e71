import type { ListedRow } from '@shared/items/merge-into-list';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { call } from '@/lib/rpc-client';
import { staplesQuery } from '@/lib/staples';
import { useLiveTopic } from '@/providers/live';

/** What the review reads besides its lines: the lists it may add to, the chosen one's rows, the staples. */
export function useReviewData(targetListId: string | null) {
  const queryClient = useQueryClient();
  const lists = useQuery({
    queryKey: ['review', 'lists'],
    queryFn: async ({ signal }) => (await call('listLists', {}, { signal })).lists,
  });
  const target = useQuery({
    queryKey: ['review', 'list', targetListId],
    queryFn: async ({ signal }) => (await call('getList', { listId: targetListId ?? '' }, { signal })).list,
    enabled: targetListId !== null,
  });
  const staples = useQuery(staplesQuery);
  const refetchStaples = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: staplesQuery.queryKey }),
    [queryClient],
  );
  useLiveTopic('staples', refetchStaples);
  const rows = useMemo<ListedRow[]>(
    () =>
      targetListId === null
        ? []
        : Object.values(target.data?.items ?? {})
            .flat()
            .map((item) => ({
              id: item.id,
              name: item.label,
              quantity: item.quantity,
              checked: item.checked,
            })),
    [target.data, targetListId],
  );
  const stapleKeys = useMemo(() => new Set((staples.data ?? []).map((staple) => staple.key)), [staples.data]);
  return {
    lists: lists.data ?? null,
    rows,
    stapleKeys,
    /** True until the staples have answered (or failed): the ticks wait for them, so none flips under a finger. */
    settling: staples.isPending,
  };
}
