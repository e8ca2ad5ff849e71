import { LIMITS } from '@shared/limits';
/** Texts of the auth screens that are not in the shared SPEC catalogue. */
export const AUTH_TEXT = {
  wrongCredentials: 'Wrong e-mail or password.',
  accountExists: 'An account with that e-mail already exists. Sign in instead.',
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  passwordRequired: 'Please enter your password.',
  passwordTooShort: 'Your password needs at least 8 characters.',
  passwordTooLong: 'Your password can be at most 128 characters long.',
  passwordsDiffer: 'The two passwords do not match.',
  passwordHint: 'At least 8 characters.',
  invalidResetLink: 'This reset link is invalid or has expired. Request a new one.',
  signUpFailed: 'Failed to create your account. Please try again.',
  resetRequestFailed: 'Failed to send the reset link. Please try again.',
  resetFailed: 'Failed to change your password. Please try again.',
  passwordChanged: 'Your password has been changed. You can now sign in with it.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
} as const;

/** The shortest and longest password accepted: the shared limits the server enforces. */
export const PASSWORD_LENGTH = { min: LIMITS.minPasswordLength, max: LIMITS.maxPasswordLength } as const;
