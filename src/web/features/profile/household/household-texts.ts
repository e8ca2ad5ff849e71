import type { HouseholdInviteLink, HouseholdRole } from '@shared/contract/households';
import { LIMITS } from '@shared/limits';

/** How each role reads on screen. */
export const ROLE_NAMES: Readonly<Record<HouseholdRole, string>> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
};

/** A confirm dialog's words. */
export interface ConfirmText {
  title: string;
  message: string;
  confirmLabel: string;
}

/** Asks before removing someone: they lose the household's things at once. */
export function removeText(name: string): ConfirmText {
  return {
    title: `Remove ${name}?`,
    message: `Remove ${name} from the household? They lose the household's lists, meals and plan at once.`,
    confirmLabel: 'Remove',
  };
}

/** Asks before handing the household over: the owner becomes an admin. */
export function makeOwnerText(name: string): ConfirmText {
  return {
    title: `Make ${name} the owner?`,
    message: `${name} becomes the owner of the household, and you become an admin.`,
    confirmLabel: 'Make owner',
  };
}

/** Says what leaving does before it is done. */
export const LEAVE_TEXT: ConfirmText = {
  title: 'Leave household?',
  message:
    "You start a household of your own with copies of the meals you created. The household's lists stay with it.",
  confirmLabel: 'Leave household',
};

/** What a link that still works allows: until when, and how many more people. */
export function inviteLinkLine(
  link: Pick<HouseholdInviteLink, 'expiresAt' | 'usesLeft'>,
  locale?: string,
): string {
  const until = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(link.expiresAt));
  return `Expires ${until} · ${link.usesLeft} ${link.usesLeft === 1 ? 'join' : 'joins'} left`;
}

/** What a new household link is good for, shown under it. */
export const NEW_INVITE_NOTE = `Anyone with this link can join your household for ${LIMITS.inviteLinkDays} days, up to ${LIMITS.maxInviteUses} people. Revoke it below to stop it at once.`;

/** The words the phone's share sheet sends with a household link. */
export function householdShareText(inviter: string, householdName: string) {
  return {
    title: `Join ${householdName} on Aislewise`,
    text: `${inviter} invited you to join their household on Aislewise.`,
  };
}
