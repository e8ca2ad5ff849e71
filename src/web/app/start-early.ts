import { callEarly } from '@/lib/early-calls';
import { mayAskAsMember } from '@/lib/session-hint';
import { loadSiteOptions } from '@/lib/site-options';

/** A list's own page: `/lists/<id>`. */
const LIST_PATH = /^\/lists\/([^/]+)\/?$/;

/**
 * What the page being opened will need from the server and from the build, asked for before React renders, all at
 * once: the session and the site's options for everyone; for a device that is signed in, the signed-in pages' shared
 * code and, on a list's page, the list itself: not after the session answered and that code arrived.
 */
export function startEarly(path: string): void {
  callEarly('session', {});
  loadSiteOptions().catch(() => undefined);
  if (!mayAskAsMember()) {
    return;
  }
  import('./signed-in-providers').catch(() => undefined);
  const listId = LIST_PATH.exec(path)?.[1];
  // My Lists is not asked for here: its live watch asks once it starts, and an earlier answer would only make that
  // a second request.
  if (listId) {
    callEarly('getList', { listId });
  }
}
