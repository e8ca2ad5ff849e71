import { Crown, LogOut, RotateCw, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormError } from '@/components/form-message';
import { messageOf } from '@/lib/rpc-client';
import { ProfileCard } from '../profile-card';
import { HouseholdInvites } from './household-invites';
import { HouseholdMembers } from './household-members';
import { HouseholdNameForm } from './household-name-form';
import { HouseholdStaples } from './household-staples';
import { type ConfirmText, leaveText, makeOwnerText, removeText } from './household-texts';
import { HouseholdUnits } from './household-units';
import { type Household, type HouseholdChange, useHousehold, useHouseholdActions } from './use-household';

/** A change waiting for the user's yes; kept while the dialog closes, so its words do not change. */
interface Asking {
  text: ConfirmText;
  change: HouseholdChange;
  open: boolean;
}

/** Profile → Household: the people the user shops with, the household's name, invitations and leaving. */
export function HouseholdSection({ userId, userName }: { userId: string; userName: string }) {
  const { t } = useTranslation('profile');
  const household = useHousehold();
  return (
    <ProfileCard
      id="household"
      title={t('household.title')}
      icon={Users}
      iconColor="text-sky-700 dark:text-sky-400"
    >
      {household.data ? (
        <HouseholdDetails household={household.data} userId={userId} userName={userName} />
      ) : household.isError ? (
        <div className="space-y-3">
          <FormError message={messageOf(household.error)} />
          <button type="button" className={BUTTON.secondary} onClick={() => void household.refetch()}>
            <RotateCw aria-hidden="true" className="size-5" />
            {t('household.tryAgain')}
          </button>
        </div>
      ) : (
        <p role="status" className="text-slate-700 dark:text-slate-300">
          {t('household.loading')}
        </p>
      )}
    </ProfileCard>
  );
}

function HouseholdDetails({
  household,
  userId,
  userName,
}: {
  household: Household;
  userId: string;
  userName: string;
}) {
  const { t } = useTranslation('profile');
  const actions = useHouseholdActions();
  const [asking, setAsking] = useState<Asking | null>(null);
  const ask = (text: ConfirmText, change: HouseholdChange) => setAsking({ text, change, open: true });
  const close = () => setAsking((shown) => shown && { ...shown, open: false });
  const { abilities } = household;
  return (
    <>
      {abilities.rename ? (
        <HouseholdNameForm key={household.id} name={household.name} />
      ) : (
        <p className="font-semibold">{household.name}</p>
      )}
      {household.isPro ? (
        <p className="flex items-center gap-2 font-medium text-amber-800 dark:text-amber-300">
          <Crown aria-hidden="true" className="size-5 shrink-0" />
          {t('household.proForAll')}
        </p>
      ) : null}
      <HouseholdUnits household={household} />
      <HouseholdMembers
        household={household}
        userId={userId}
        busy={actions.changing}
        onRemove={(member) =>
          ask(removeText(t, member.displayName), { kind: 'remove', userId: member.userId })
        }
        onRole={(member, role) => void actions.change({ kind: 'role', userId: member.userId, role })}
        onMakeOwner={(member) =>
          ask(makeOwnerText(t, member.displayName), { kind: 'role', userId: member.userId, role: 'owner' })
        }
      />
      {abilities.invite ? (
        <HouseholdInvites
          household={household}
          inviterName={userName}
          inviting={actions.inviting}
          busy={actions.changing}
          onInvite={actions.invite}
          onRevoke={(inviteId) => void actions.change({ kind: 'revoke', inviteId })}
        />
      ) : null}
      <FormError message={actions.error} />
      <HouseholdStaples />
      {abilities.leave ? (
        <button
          type="button"
          className={`${BUTTON.secondary} w-full sm:w-auto`}
          disabled={actions.changing}
          onClick={() => ask(leaveText(t), { kind: 'leave' })}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {t('household.leave')}
        </button>
      ) : null}
      <ConfirmDialog
        open={asking?.open ?? false}
        title={asking?.text.title ?? ''}
        message={asking?.text.message ?? ''}
        confirmLabel={asking?.text.confirmLabel ?? ''}
        onCancel={close}
        onConfirm={() => {
          close();
          if (asking) {
            void actions.change(asking.change);
          }
        }}
      />
    </>
  );
}
