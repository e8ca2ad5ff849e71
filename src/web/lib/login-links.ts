/** Where Create account and Sign in go from a page a guest must come back to (an invitation). */
export function loginLinks(returnTo: string): { signUp: string; signIn: string } {
  const next = encodeURIComponent(returnTo);
  return { signUp: `/login?mode=signUp&next=${next}`, signIn: `/login?next=${next}` };
}
