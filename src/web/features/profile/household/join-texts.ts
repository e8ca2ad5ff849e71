import type { HouseholdInvitePreview } from '@shared/contract/households';
import { MESSAGES } from '@shared/messages';

/** Why a household link cannot be used now, in the catalogue's words; null while it can. */
export function joinProblem(
  invite: HouseholdInvitePreview | null,
): { title: string; message: string } | null {
  if (!invite) {
    return { title: 'Invite not found', message: MESSAGES.householdInviteInvalid };
  }
  switch (invite.status) {
    case 'valid':
      return null;
    case 'member':
      return { title: invite.householdName, message: MESSAGES.householdAlreadyIn };
    case 'expired':
      return { title: 'Invite expired', message: MESSAGES.householdInviteExpired };
    case 'revoked':
      return { title: 'Invite withdrawn', message: MESSAGES.householdInviteRevoked };
    case 'used-up':
      return { title: 'Invite used up', message: MESSAGES.householdInviteUsedUp };
  }
}

/** What someone signed out learns from a working link. */
export function joinInvitation(invite: HouseholdInvitePreview): { title: string; text: string } {
  return {
    title: `Join ${invite.householdName}`,
    text: `${invite.invitedBy} invited you to join their household on Aislewise.`,
  };
}

/** Asked once before joining: what comes along, what merges and what is left behind. */
export function joinConfirmText(joining: string, current: string | null) {
  const leaving = current
    ? `You leave ${current} (it is deleted if nobody else is in it).`
    : 'You leave your current household (it is deleted if nobody else is in it).';
  return {
    title: `Join ${joining}?`,
    message: `Your lists and meals come with you into ${joining}. Your planned week is merged into the household's week. ${leaving}`,
    confirmLabel: 'Join household',
  };
}

/** The toast on My Lists once joined. */
export function joinedToast(name: string): string {
  return `You joined ${name}.`;
}
