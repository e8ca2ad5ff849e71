import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import type { ConfirmText } from '../household/household-texts';

/** The warning beside a new app password: the server keeps only its hash. */
export const SHOWN_ONCE_NOTE = "Copy it now: you won't see it again.";

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
export function createdLine(createdAt: string, locale?: string, timeZone?: string): string {
  return `Created ${new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(new Date(createdAt))}`;
}

/** When a program last signed in with it, to the minute, or that none has yet. */
export function lastUsedLine(lastUsedAt: string | null, locale?: string, timeZone?: string): string {
  if (lastUsedAt === null) {
    return 'Never used';
  }
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return `Last used ${when.format(new Date(lastUsedAt))}`;
}

/** Asks before revoking: whatever uses the password is cut off at once. */
export function revokeText(name: string): ConfirmText {
  return {
    title: `Revoke ${name}?`,
    message: `Apps using the password for ${name} can no longer reach your lists. You can make a new one any time.`,
    confirmLabel: 'Revoke',
  };
}

/** Said once a password is revoked. */
export function revokedMessage(name: string): string {
  return `${name} revoked. Apps using its password are cut off.`;
}
