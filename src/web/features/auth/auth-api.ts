import { LIMITS } from '@shared/limits';
import { postAuth } from '@/lib/auth-request';

/** Signs in with e-mail and password; the server sets the session cookie. */
export async function signInWithEmail(email: string, password: string): Promise<void> {
  await postAuth('sign-in/email', { email, password });
}

/** Creates an account and signs it in. */
export async function signUpWithEmail(email: string, password: string, name: string): Promise<void> {
  await postAuth('sign-up/email', { email, password, name });
}

/** Asks for a reset link by e-mail; the answer is the same whether or not the account exists. */
export async function requestPasswordReset(email: string): Promise<void> {
  await postAuth('request-password-reset', { email, redirectTo: `${window.location.origin}/reset-password` });
}

/** Sets a new password with the token from the reset link. */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await postAuth('reset-password', { token, newPassword });
}

/** Starts a sign-in with an external identity provider and hands the browser over to it. */
export async function signInWithProvider(id: 'google' | 'oidc', callbackURL: string): Promise<void> {
  // A refusal at the provider comes back to the login page as `?error=…`.
  const errorCallbackURL = '/login';
  // Google and the operator's OpenID provider both go through better-auth's social sign-in.
  const answer = await postAuth<{ url?: string }>('sign-in/social', {
    provider: id,
    callbackURL,
    errorCallbackURL,
  });
  if (!answer.url) {
    throw new Error('The sign-in provider gave no address to go to.');
  }
  window.location.href = answer.url;
}

/** The part of an e-mail address before the @, the default display name of a new account. */
export function nameFromEmail(email: string): string {
  return (email.trim().split('@')[0] ?? '').trim().slice(0, LIMITS.maxDisplayName);
}
