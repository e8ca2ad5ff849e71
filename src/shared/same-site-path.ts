// Any origin would do: a path is resolved against it only to see whether it stays there.
const PROBE_ORIGIN = 'http://same-site.invalid';

/**
 * The path, query and fragment `raw` leads to on this site, with dot segments resolved as a browser's URL parser
 * resolves them; null when it could lead elsewhere. A browser reads `/.//x` and `/..//x` as `//x`, another
 * host once used as a link, and may read `\`, an encoded `/` or `\`, or a control character as a separator.
 */
export function sameSitePath(raw: string): string | null {
  if (!raw.startsWith('/') || hasSeparatorTricks(raw)) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//') || /%(?:2f|5c)/i.test(url.pathname)) {
    return null;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Whether a URL holds a backslash or a control character, which some parsers read as a separator or drop. */
export function hasSeparatorTricks(raw: string): boolean {
  return [...raw].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}
