import type { TFunction } from 'i18next';
import { PASSWORD_LENGTH } from './auth-messages';

/** A rough shape check; the server decides what a valid address is. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first problem with a typed e-mail address, or null. */
export function emailProblem(t: TFunction<'auth'>, email: string): string | null {
  if (email.trim() === '') {
    return t('errors.emailRequired');
  }
  return EMAIL_SHAPE.test(email.trim()) ? null : t('errors.emailInvalid');
}

/** The first problem with a typed password; a new one must also be 8–128 characters long. */
export function passwordProblem(t: TFunction<'auth'>, password: string, isNew: boolean): string | null {
  if (password === '') {
    return t('errors.passwordRequired');
  }
  if (!isNew) {
    return null;
  }
  if (password.length < PASSWORD_LENGTH.min) {
    return t('errors.passwordTooShort', { min: PASSWORD_LENGTH.min });
  }
  return password.length > PASSWORD_LENGTH.max
    ? t('errors.passwordTooLong', { max: PASSWORD_LENGTH.max })
    : null;
}
