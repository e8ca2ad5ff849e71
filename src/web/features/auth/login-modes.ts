/** The three modes of the login page (SPEC §4 auth form). */
export type LoginMode = 'signIn' | 'signUp' | 'reset';

/** Reads the mode from the `mode` search parameter; anything else is sign-in. */
export function loginModeOf(raw: string | null): LoginMode {
  return raw === 'signUp' || raw === 'reset' ? raw : 'signIn';
}

/** The login page address for a mode, keeping where to go after signing in. */
export function loginHref(mode: LoginMode, next: string): string {
  const params = new URLSearchParams();
  if (mode !== 'signIn') {
    params.set('mode', mode);
  }
  if (next !== '/') {
    params.set('next', next);
  }
  const search = params.toString();
  return search ? `/login?${search}` : '/login';
}
