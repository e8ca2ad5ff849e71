/** Where CalDAV lives; what a user types into a client is this with the app's address before it. */
export const DAV_ROOT = '/dav/';

/** What a path under /dav/ names. */
export type DavTarget =
  | { kind: 'root' }
  | { kind: 'principal'; userId: string }
  | { kind: 'home'; userId: string }
  | { kind: 'list'; userId: string; listId: string }
  | { kind: 'item'; userId: string; listId: string; name: string };

export const principalHref = (userId: string) => `${DAV_ROOT}principals/${encodeURIComponent(userId)}/`;
export const homeHref = (userId: string) => `${DAV_ROOT}calendars/${encodeURIComponent(userId)}/`;
export const listHref = (userId: string, listId: string) =>
  `${homeHref(userId)}${encodeURIComponent(listId)}/`;
export const itemHref = (userId: string, listId: string, name: string) =>
  `${listHref(userId, listId)}${encodeURIComponent(name)}`;

/** The longest resource name a client may create an item under. */
const MAX_NAME = 200;

/**
 * Reads a path (absolute, or a full URL as a multiget may send) as what it names, or null for nothing here.
 * Each segment is percent-decoded once; a segment that does not decode, or a name with a slash, names nothing.
 */
export function davTarget(pathOrUrl: string): DavTarget | null {
  let path = pathOrUrl;
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return null;
    }
  }
  if (!path.startsWith('/dav')) {
    return null;
  }
  let segments: string[];
  try {
    segments = path
      .slice('/dav'.length)
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
  if (segments.some((segment) => segment.includes('/') || segment.length > MAX_NAME)) {
    return null;
  }
  const [area, userId, listId, name, ...rest] = segments;
  if (area === undefined) {
    return { kind: 'root' };
  }
  if (userId === undefined || rest.length > 0) {
    return null;
  }
  if (area === 'principals') {
    return listId === undefined ? { kind: 'principal', userId } : null;
  }
  if (area !== 'calendars') {
    return null;
  }
  if (listId === undefined) {
    return { kind: 'home', userId };
  }
  return name === undefined ? { kind: 'list', userId, listId } : { kind: 'item', userId, listId, name };
}
