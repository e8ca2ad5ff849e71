import type { Household, HouseholdInviteLink, HouseholdRole } from '@shared/contract/households';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { JOINED, useOneTap } from '@/lib/one-tap';
import { call, messageOf } from '@/lib/rpc-client';
import { useLiveTopic } from '@/providers/live';
import { useSession } from '@/providers/session';

export type { Household, HouseholdInviteLink, HouseholdRole };

/** The query key of the signed-in user's household. */
export const householdKey = ['household'] as const;

/** The signed-in user's household: its name, whether it has Pro, and its members, kept live. */
export function useHousehold() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: householdKey,
    queryFn: async ({ signal }) => (await call('getHousehold', {}, { signal })).household,
  });
  const refetch = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: householdKey }),
    [queryClient],
  );
  useLiveTopic('household', refetch);
  return query;
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

/** A change to the household's people or links, each answered with the household as it is after it. */
export type HouseholdChange =
  | { kind: 'revoke'; inviteId: string }
  | { kind: 'remove'; userId: string }
  | { kind: 'role'; userId: string; role: HouseholdRole }
  | { kind: 'leave' };

async function sendChange(change: HouseholdChange): Promise<Household> {
  switch (change.kind) {
    case 'revoke':
      return (await call('revokeHouseholdInvite', { inviteId: change.inviteId })).household;
    case 'remove':
      return (await call('removeHouseholdMember', { userId: change.userId })).household;
    case 'role':
      return (await call('setHouseholdRole', { userId: change.userId, role: change.role })).household;
    case 'leave':
      return (await call('leaveHousehold', {})).household;
  }
}

/**
 * Inviting, revoking links, removing people, changing roles and leaving. Each answer replaces the household
 * on screen; `error` holds the server's reason for the last refusal, until the next try.
 */
export function useHouseholdActions() {
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  const [error, setError] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: sendChange,
    onMutate: () => setError(null),
    onSuccess: (household, sent) => {
      queryClient.setQueryData(householdKey, household);
      if (sent.kind === 'leave') {
        // A household of one's own now: its lists, meals, plan and Pro are all different.
        void queryClient.invalidateQueries();
        void refresh();
      }
    },
    onError: (failure) => setError(messageOf(failure)),
  });
  const [inviteOnce, inviting] = useOneTap((_: 'invite', changeId) =>
    call('createHouseholdInvite', { changeId }),
  );

  return {
    /** Makes a new invite link; resolves to it, or to null when it was refused (see `error`) or joined a tap. */
    invite: async (): Promise<HouseholdInviteLink | null> => {
      setError(null);
      try {
        const link = await inviteOnce('invite');
        if (link === JOINED) {
          return null;
        }
        void queryClient.invalidateQueries({ queryKey: householdKey });
        return link;
      } catch (failure) {
        setError(messageOf(failure));
        return null;
      }
    },
    inviting,
    /** Sends one change; resolves true once the server took it. */
    change: async (sent: HouseholdChange): Promise<boolean> => {
      try {
        await change.mutateAsync(sent);
        return true;
      } catch {
        return false;
      }
    },
    changing: change.isPending,
    error,
  };
}
