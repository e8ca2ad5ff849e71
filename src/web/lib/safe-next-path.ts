/** The in-app path to go to after signing in: only a same-site path ("/…", not "//…" or "/\…"), else home. */
export function safeNextPath(raw: string | null | undefined): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || hasUnsafeCharacters(raw)) {
    return '/';
  }
  const url = new URL(raw, 'http://in-app.invalid');
  if (url.origin !== 'http://in-app.invalid' || url.pathname.startsWith('/login')) {
    return '/';
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Backslashes and control characters can turn a path into another host in some browsers. */
function hasUnsafeCharacters(path: string): boolean {
  return [...path].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}
