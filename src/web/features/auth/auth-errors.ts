import { AuthError } from '@/lib/auth-request';
import { AUTH_TEXT } from './auth-messages';

/** Friendly sentences for better-auth's error codes; the codes themselves never reach the screen. */
const BY_CODE: Readonly<Record<string, string>> = {
  INVALID_EMAIL_OR_PASSWORD: AUTH_TEXT.wrongCredentials,
  INVALID_PASSWORD: AUTH_TEXT.wrongCredentials,
  CREDENTIAL_ACCOUNT_NOT_FOUND: AUTH_TEXT.wrongCredentials,
  USER_ALREADY_EXISTS: AUTH_TEXT.accountExists,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: AUTH_TEXT.accountExists,
  INVALID_EMAIL: AUTH_TEXT.emailInvalid,
  PASSWORD_TOO_SHORT: AUTH_TEXT.passwordTooShort,
  PASSWORD_TOO_LONG: AUTH_TEXT.passwordTooLong,
  INVALID_TOKEN: AUTH_TEXT.invalidResetLink,
  TOKEN_EXPIRED: AUTH_TEXT.invalidResetLink,
};

/**
 * What to tell the user about a failed auth request: a known code's sentence, else the server's own
 * message in plain words (a code-like or internal message falls back to `fallback`, as does no answer).
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof AuthError) || error.status === 0 || error.status >= 500) {
    return fallback;
  }
  const known = error.code ? BY_CODE[error.code] : undefined;
  if (known) {
    return known;
  }
  const message = plainWords(error.message);
  if (message) {
    return message;
  }
  return error.status === 429 ? AUTH_TEXT.tooManyAttempts : fallback;
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
