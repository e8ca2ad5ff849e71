import { AUTH_TEXT, PASSWORD_LENGTH } from './auth-messages';

/** A rough shape check; the server decides what a valid address is. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first problem with a typed e-mail address, or null. */
export function emailProblem(email: string): string | null {
  if (email.trim() === '') {
    return AUTH_TEXT.emailRequired;
  }
  return EMAIL_SHAPE.test(email.trim()) ? null : AUTH_TEXT.emailInvalid;
}

/** The first problem with a typed password; a new one must also be 8–128 characters long. */
export function passwordProblem(password: string, isNew: boolean): string | null {
  if (password === '') {
    return AUTH_TEXT.passwordRequired;
  }
  if (!isNew) {
    return null;
  }
  if (password.length < PASSWORD_LENGTH.min) {
    return AUTH_TEXT.passwordTooShort;
  }
  return password.length > PASSWORD_LENGTH.max ? AUTH_TEXT.passwordTooLong : null;
}
