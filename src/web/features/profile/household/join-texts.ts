import type { HouseholdInvitePreview } from '@shared/contract/households';
import { MESSAGES } from '@shared/messages';
import type { TFunction } from 'i18next';

/** Why a household link cannot be used now, in the catalogue's words; null while it can. */
export function joinProblem(
  t: TFunction<'profile'>,
  invite: HouseholdInvitePreview | null,
): { title: string; message: string } | null {
  if (!invite) {
    return { title: t('join.problems.notFound'), message: MESSAGES.householdInviteInvalid };
  }
  switch (invite.status) {
    case 'valid':
      return null;
    case 'member':
      return { title: invite.householdName, message: MESSAGES.householdAlreadyIn };
    case 'expired':
      return { title: t('join.problems.expired'), message: MESSAGES.householdInviteExpired };
    case 'revoked':
      return { title: t('join.problems.revoked'), message: MESSAGES.householdInviteRevoked };
    case 'used-up':
      return { title: t('join.problems.usedUp'), message: MESSAGES.householdInviteUsedUp };
  }
}

/** What someone signed out learns from a working link. */
export function joinInvitation(
  t: TFunction<'profile'>,
  invite: HouseholdInvitePreview,
): { title: string; text: string } {
  return {
    title: t('join.title', { name: invite.householdName }),
    text: t('join.invitation', { inviter: invite.invitedBy }),
  };
}

/** Asked once before joining: what comes along, what merges and what is left behind. */
export function joinConfirmText(t: TFunction<'profile'>, joining: string, current: string | null) {
  return {
    title: t('join.confirm.title', { name: joining }),
    message: current
      ? t('join.confirm.message', { name: joining, current })
      : t('join.confirm.messageNoCurrent', { name: joining }),
    confirmLabel: t('join.confirm.confirm'),
  };
}

/** The toast on My Lists once joined. */
export function joinedToast(t: TFunction<'profile'>, name: string): string {
  return t('join.joined', { name });
}
