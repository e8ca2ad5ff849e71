import type { Household } from '@shared/contract/households';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/rpc-client';

export type { Household };

/** The query key of the signed-in user's household. */
export const householdKey = ['household'] as const;

/** The signed-in user's household: its name, whether it has Pro, and its members. */
export function useHousehold() {
  return useQuery({
    queryKey: householdKey,
    queryFn: async ({ signal }) => (await call('getHousehold', {}, { signal })).household,
  });
}

/** Renames the household; resolves to the household as the server answers it. */
export function useRenameHousehold() {
  const queryClient = useQueryClient();
  return async (name: string): Promise<Household> => {
    const { household } = await call('renameHousehold', { name });
    queryClient.setQueryData(householdKey, household);
    return household;
  };
}
