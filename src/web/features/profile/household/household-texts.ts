import type { HouseholdInviteLink } from '@shared/contract/households';
import { LIMITS } from '@shared/limits';
import type { TFunction } from 'i18next';

/** A confirm dialog's words. */
export interface ConfirmText {
  title: string;
  message: string;
  confirmLabel: string;
}

/** Asks before removing someone: they lose the household's things at once. */
export function removeText(t: TFunction<'profile'>, name: string): ConfirmText {
  return {
    title: t('household.removeConfirm.title', { name }),
    message: t('household.removeConfirm.message', { name }),
    confirmLabel: t('household.removeConfirm.confirm'),
  };
}

/** Asks before handing the household over: the owner becomes an admin. */
export function makeOwnerText(t: TFunction<'profile'>, name: string): ConfirmText {
  return {
    title: t('household.makeOwnerConfirm.title', { name }),
    message: t('household.makeOwnerConfirm.message', { name }),
    confirmLabel: t('household.makeOwnerConfirm.confirm'),
  };
}

/** Says what leaving does before it is done. */
export function leaveText(t: TFunction<'profile'>): ConfirmText {
  return {
    title: t('household.leaveConfirm.title'),
    message: t('household.leaveConfirm.message'),
    confirmLabel: t('household.leaveConfirm.confirm'),
  };
}

/** What a link that still works allows: until when, and how many more people. */
export function inviteLinkLine(
  t: TFunction<'profile'>,
  link: Pick<HouseholdInviteLink, 'expiresAt' | 'usesLeft'>,
  locale: string,
): string {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(link.expiresAt));
  return t('household.invites.linkLine', { date, count: link.usesLeft });
}

/** What a new household link is good for, shown under it. */
export function newInviteNote(t: TFunction<'profile'>): string {
  return t('household.invites.newLinkNote', { days: LIMITS.inviteLinkDays, people: LIMITS.maxInviteUses });
}

/** The words the phone's share sheet sends with a household link. */
export function householdShareText(t: TFunction<'profile'>, inviter: string, householdName: string) {
  return {
    title: t('household.invites.shareTitle', { name: householdName }),
    text: t('household.invites.shareText', { inviter }),
  };
}
