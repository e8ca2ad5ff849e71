import type { HistoryItem } from '@shared/contract/item-history';
import { itemKey } from '@shared/items/item-key';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type EditedQuery, refetchUnlessEditing, useOptimisticMutation } from '@/lib/optimistic-mutation';
import { call, messageOf } from '@/lib/rpc-client';
import { useLiveTopic } from '@/providers/live';

/**
 * The household's item history and its edits, as one burst (kept on the device with the lists: its first key
 * is in app/'s KEPT_QUERIES, so completion works offline from the device's copy).
 */
export const itemHistoryBurst: EditedQuery = {
  queryKey: ['item-history'],
  mutationKey: ['item-history-edit'],
};

/** What the add box needs of the household's history: its items, and starring one. */
export interface ItemHistoryTools {
  items: readonly HistoryItem[];
  setFavourite: (name: string, favourite: boolean) => void;
}

/**
 * What the household bought, most recently first, kept live: a member's first purchase of an item or a star
 * refetches it. A star shows at once and goes back, with the reason in the banner, when refused.
 */
export function useItemHistory(onError: (message: string) => void): ItemHistoryTools {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: itemHistoryBurst.queryKey,
    queryFn: async ({ signal }) => (await call('getItemHistory', {}, { signal })).items,
    // A tick that is not a first purchase tells no device (the tick stays cheap); a minute's staleness is the price.
    staleTime: 60_000,
  });
  const refetch = useCallback(() => refetchUnlessEditing(queryClient, itemHistoryBurst), [queryClient]);
  useLiveTopic('history', refetch);
  const star = useOptimisticMutation({
    ...itemHistoryBurst,
    mutationFn: (input: { name: string; favourite: boolean }) => call('setFavourite', input),
    apply: (items: HistoryItem[], { name, favourite }) => {
      const key = itemKey(name);
      return items.map((item) => (itemKey(item.name) === key ? { ...item, favourite } : item));
    },
    onError: (error) => onError(messageOf(error)),
  });
  return {
    items: query.data ?? NONE,
    setFavourite: (name, favourite) => star.mutate({ name, favourite }),
  };
}

const NONE: readonly HistoryItem[] = [];
