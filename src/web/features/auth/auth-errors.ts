import type { TFunction } from 'i18next';
import { AuthError } from '@/lib/auth-request';
import { PASSWORD_LENGTH } from './auth-messages';

type Sentence =
  | 'errors.wrongCredentials'
  | 'errors.accountExists'
  | 'errors.emailInvalid'
  | 'errors.passwordTooShort'
  | 'errors.passwordTooLong'
  | 'errors.invalidResetLink';

/** Friendly sentences for better-auth's error codes; the codes themselves never reach the screen. */
const BY_CODE: Readonly<Record<string, Sentence>> = {
  INVALID_EMAIL_OR_PASSWORD: 'errors.wrongCredentials',
  INVALID_PASSWORD: 'errors.wrongCredentials',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'errors.wrongCredentials',
  USER_ALREADY_EXISTS: 'errors.accountExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'errors.accountExists',
  INVALID_EMAIL: 'errors.emailInvalid',
  PASSWORD_TOO_SHORT: 'errors.passwordTooShort',
  PASSWORD_TOO_LONG: 'errors.passwordTooLong',
  INVALID_TOKEN: 'errors.invalidResetLink',
  TOKEN_EXPIRED: 'errors.invalidResetLink',
};

/**
 * What to tell the user about a failed auth request: a known code's sentence, else the server's own
 * message in plain words (a code-like or internal message falls back to `fallback`, as does no answer).
 */
export function authErrorMessage(t: TFunction<'auth'>, error: unknown, fallback: string): string {
  if (!(error instanceof AuthError) || error.status === 0 || error.status >= 500) {
    return fallback;
  }
  const known = error.code ? BY_CODE[error.code] : undefined;
  if (known) {
    // The length sentences name the limits; the others ignore them.
    return t(known, PASSWORD_LENGTH);
  }
  // An unknown code's message is the server's own (English) sentence: shown as it comes.
  const message = plainWords(error.message);
  if (message) {
    return message;
  }
  return error.status === 429 ? t('errors.tooManyAttempts') : fallback;
}

/** The message without a provider prefix or "(auth/…)" code; empty when it is only a code. */
function plainWords(message: string): string {
  const text = message
    .replace(/\s*\(auth\/[^)]*\)/g, '')
    .replace(/^[A-Z][\w-]*:\s+/, '')
    .trim();
  if (!/[a-z]/.test(text) || /^[A-Z0-9_]+$/.test(text)) {
    return '';
  }
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
