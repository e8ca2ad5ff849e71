import { sameSitePath } from '@shared/same-site-path';

/** The in-app path to go to after signing in: a same-site path once normalised (never "//…"), else home. */
export function safeNextPath(raw: string | null | undefined): string {
  const path = raw ? sameSitePath(raw) : null;
  return path === null || path.startsWith('/login') ? '/' : path;
}
