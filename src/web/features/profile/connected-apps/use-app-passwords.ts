import type { AppPassword } from '@shared/contract/app-passwords';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '@/lib/rpc-client';

export type { AppPassword };

/** The query key of the signed-in user's app passwords. */
const appPasswordsKey = ['appPasswords'] as const;

/** The signed-in user's app passwords, newest first, as the server lists them (never the passwords). */
export function useAppPasswords() {
  return useQuery({
    queryKey: appPasswordsKey,
    queryFn: async ({ signal }) => (await call('listAppPasswords', {}, { signal })).appPasswords,
  });
}

/**
 * Making and revoking app passwords. Each refetches the list once it settles; a revoked one leaves the list at
 * once, since the server refuses it from then on.
 */
export function useAppPasswordActions() {
  const queryClient = useQueryClient();
  const refetch = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: appPasswordsKey }),
    [queryClient],
  );
  const create = useMutation({
    mutationFn: (name: string) => call('createAppPassword', { name }),
    onSettled: refetch,
  });
  const revoke = useMutation({
    mutationFn: (id: string) => call('revokeAppPassword', { id }),
    onSuccess: (_, id) =>
      queryClient.setQueryData<AppPassword[]>(appPasswordsKey, (shown) =>
        shown?.filter((appPassword) => appPassword.id !== id),
      ),
    onSettled: refetch,
  });
  return { create, revoke };
}
