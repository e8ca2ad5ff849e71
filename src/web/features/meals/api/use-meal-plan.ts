import { emptyWeek } from '@shared/meal-plan';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { refetchUnlessEditing } from '@/lib/optimistic-mutation';
import { call } from '@/lib/rpc-client';
import { useLiveTopic } from '@/providers/live';
import { mealKeys, planBurst } from './meal-keys';
import type { PlanWeek } from './plan-week';

/** The user's week of meals, every day and slot present, kept live. */
export function useMealPlan() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: mealKeys.plan,
    queryFn: async ({ signal }): Promise<PlanWeek> => ({
      ...emptyWeek(),
      ...(await call('getMealPlan', {}, { signal })).days,
    }),
  });
  // While the user's own changes are in flight the last of them refetches; an earlier answer would flicker.
  const refetch = useCallback(() => refetchUnlessEditing(queryClient, planBurst), [queryClient]);
  useLiveTopic('plan', refetch);
  return query;
}
