import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '@/lib/rpc-client';
import { staplesQuery } from '@/lib/staples';
import { useLiveTopic } from '@/providers/live';

/**
 * What the household always has, kept live (another member's mark shows here), with adding and removing; each
 * change refetches once it settles.
 */
export function useStaples() {
  const queryClient = useQueryClient();
  const staples = useQuery(staplesQuery);
  const refetch = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: staplesQuery.queryKey }),
    [queryClient],
  );
  useLiveTopic('staples', refetch);
  const add = useMutation({ mutationFn: (name: string) => call('markStaple', { name }), onSettled: refetch });
  const remove = useMutation({
    mutationFn: (key: string) => call('unmarkStaple', { key }),
    onSettled: refetch,
  });
  return { staples, add, remove };
}
