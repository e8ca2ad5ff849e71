/// <reference lib="webworker" />
// The service worker: the built app (every chunk, lazy ones too) is precached, so a page opened with no
// network still starts. Pages come from the server while it answers (it decides their headers), else the
// precached shell. The API is never cached here: lists are kept by the app itself.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

/** A page request waits this long for a server that does not answer before the shell is shown instead. */
const PAGE_TIMEOUT_SECONDS = 3;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// An active worker takes the open pages at once: the first visit works offline without a reload, and a new
// version the person chose to load reloads the pages it took over.
clientsClaim();

registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS,
      plugins: [{ handlerDidError: async () => (await matchPrecache('/index.html')) ?? Response.error() }],
    }),
    { denylist: [/^\/api\//] },
  ),
);

// Another language's catalogue, messages, categorizer lexicon and meals, and the amounts' formatter they share, are
// not precached (an English user downloads none of them): the chunks a device has used are kept as they load. Their
// names carry their content's hash, so a kept one never goes stale; the oldest go once a few versions have piled up.
registerRoute(
  ({ url }) =>
    url.origin === self.location.origin &&
    /^\/assets\/(?:(?:locale|messages|lexicon|meals)-(?:de|fr|es|it|nl)|quantity-in-language)-/.test(
      url.pathname,
    ),
  new CacheFirst({ cacheName: 'aislewise-languages', plugins: [new ExpirationPlugin({ maxEntries: 120 })] }),
);

// A new version waits until the person chooses Reload (or every tab of the old one is closed).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});
