import type { HouseholdInvitePreview } from '@shared/contract/households';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Home } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('profile');
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
      await navigate('/', { state: arrivalToast(joinedToast(t, household.name)) });
    },
  });
  const text = joinConfirmText(t, invite.householdName, current.data?.name ?? null);
  return (
    <div className={`${CARD} space-y-4`}>
      <p className="font-medium text-emerald-800 dark:text-emerald-300">
        {t('join.invitedYou', { inviter: invite.invitedBy })}
      </p>
      <h1 className="text-2xl font-bold tracking-tight break-words">
        {t('join.title', { name: invite.householdName })}
      </h1>
      <p className="text-slate-700 dark:text-slate-300">
        {t('join.members', { inviter: invite.invitedBy, count: invite.memberCount })}
      </p>
      <FormError message={join.isError ? messageOf(join.error) : null} />
      <button
        type="button"
        className={`${BUTTON.primary} w-full`}
        disabled={join.isPending}
        onClick={() => setAsking(true)}
      >
        {join.isPending ? (
          <Spinner label={t('join.joining')} className="size-5" />
        ) : (
          <Home aria-hidden="true" className="size-5" />
        )}
        {t('join.join')}
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
