import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import type { TFunction } from 'i18next';
import type { ConfirmText } from '../household/household-texts';

/** The address a CalDAV client (DAVx⁵, Thunderbird, iOS Reminders) is given for this server. */
export function caldavAddress(origin: string): string {
  return `${origin}/dav/`;
}

/** Why a typed app name cannot be sent, in the server's words; null when it can. */
export function appNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') {
    return MESSAGES.appPasswordNameRequired;
  }
  return trimmed.length > LIMITS.maxAppPasswordName
    ? MESSAGES.appPasswordNameTooLong(LIMITS.maxAppPasswordName)
    : null;
}

/** When an app password was made, as its row says it. */
export function createdLine(
  t: TFunction<'profile'>,
  createdAt: string,
  locale: string,
  timeZone?: string,
): string {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(new Date(createdAt));
  return t('connectedApps.created', { date });
}

/** When a program last signed in with it, to the minute, or that none has yet. */
export function lastUsedLine(
  t: TFunction<'profile'>,
  lastUsedAt: string | null,
  locale: string,
  timeZone?: string,
): string {
  if (lastUsedAt === null) {
    return t('connectedApps.neverUsed');
  }
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return t('connectedApps.lastUsed', { date: when.format(new Date(lastUsedAt)) });
}

/** Asks before revoking: whatever uses the password is cut off at once. */
export function revokeText(t: TFunction<'profile'>, name: string): ConfirmText {
  return {
    title: t('connectedApps.revokeConfirm.title', { name }),
    message: t('connectedApps.revokeConfirm.message', { name }),
    confirmLabel: t('connectedApps.revokeConfirm.confirm'),
  };
}

/** Said once a password is revoked. */
export function revokedMessage(t: TFunction<'profile'>, name: string): string {
  return t('connectedApps.revoked', { name });
}
