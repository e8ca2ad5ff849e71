import type { HouseholdInvitePreview } from '@shared/contract/households';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Home } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BUTTON } from '@/components/button-styles';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormError } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { CARD } from '@/components/surface-styles';
import { arrivalToast } from '@/lib/arrival-toast';
import { call, messageOf } from '@/lib/rpc-client';
import { useSession } from '@/providers/session';
import { joinConfirmText, joinedToast } from './join-texts';
import { householdKey, useHousehold } from './use-household';

/** A working household link, signed in: who invites to which household, and Join, asked once. */
export function JoinHouseholdCard({
  inviteId,
  invite,
}: {
  inviteId: string;
  invite: HouseholdInvitePreview;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { refresh } = useSession();
  const current = useHousehold();
  const [asking, setAsking] = useState(false);
  const join = useMutation({
    mutationFn: () => call('joinHousehold', { inviteId }),
    onSuccess: async ({ household }) => {
      // Lists, meals, plan, stores and Pro all come from the new household now.
      queryClient.setQueryData(householdKey, household);
      void queryClient.invalidateQueries();
      await refresh();
      await navigate('/', { state: arrivalToast(joinedToast(household.name)) });
    },
  });
  const text = joinConfirmText(invite.householdName, current.data?.name ?? null);
  const others = invite.memberCount;
  return (
    <div className={`${CARD} space-y-4`}>
      <p className="font-medium text-emerald-800 dark:text-emerald-300">{invite.invitedBy} invited you</p>
      <h1 className="text-2xl font-bold tracking-tight break-words">Join {invite.householdName}</h1>
      <p className="text-slate-700 dark:text-slate-300">
        {invite.invitedBy} invited you to join their household on Aislewise: {others}{' '}
        {others === 1 ? 'person shares' : 'people share'} its lists, meals, plan and stores.
      </p>
      <FormError message={join.isError ? messageOf(join.error) : null} />
      <button
        type="button"
        className={`${BUTTON.primary} w-full`}
        disabled={join.isPending}
        onClick={() => setAsking(true)}
      >
        {join.isPending ? (
          <Spinner label="Joining…" className="size-5" />
        ) : (
          <Home aria-hidden="true" className="size-5" />
        )}
        Join household
      </button>
      <ConfirmDialog
        open={asking}
        title={text.title}
        message={text.message}
        confirmLabel={text.confirmLabel}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          join.mutate();
        }}
      />
    </div>
  );
}
