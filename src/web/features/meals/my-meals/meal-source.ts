/**
 * The site a recipe came from, as a person names it: the host without "www.". Null for anything but an
 * http(s) link, so a stored `javascript:` link can never become a link on the page.
 */
export function sourceHost(url: string): string | null {
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? hostname.replace(/^www\./, '') || null : null;
  } catch {
    return null;
  }
}

/** A source link shortened to read at a glance: "example.com/…" when it goes deeper than the site. */
export function sourceLabel(url: string): string | null {
  const host = sourceHost(url);
  if (!host) {
    return null;
  }
  const { pathname, search } = new URL(url);
  return pathname === '/' && search === '' ? host : `${host}/…`;
}
