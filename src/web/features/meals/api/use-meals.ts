import type { Meal } from '@shared/contract/meals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { refetchUnlessEditing } from '@/lib/optimistic-mutation';
import { call } from '@/lib/rpc-client';
import { useLiveTopic } from '@/providers/live';
import { mealBurst, mealKeys } from './meal-keys';

export type { Meal };

/** The user's meal templates, sorted by name, kept live. */
export function useMeals() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: mealKeys.meals,
    queryFn: async ({ signal }) => (await call('listMeals', {}, { signal })).meals,
  });
  // A delete in flight would reappear for a moment; its own settling refetches instead.
  const refetch = useCallback(() => refetchUnlessEditing(queryClient, mealBurst), [queryClient]);
  useLiveTopic('meals', refetch);
  return query;
}
