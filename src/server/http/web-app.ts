import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { ADS_CSP } from './security-headers';

/**
 * Serves the built web app: hashed assets cached for a year, every other page path gets index.html. A
 * guest's page may load the ad network's tag when one is configured (`showsAds`); nobody else's may.
 */
export function mountWebApp(
  app: Hono<AppEnv>,
  webRoot: string,
  showsAds: (headers: Headers) => Promise<boolean> = async () => false,
): void {
  const indexFile = join(webRoot, 'index.html');
  if (!existsSync(indexFile)) {
    return;
  }
  app.use(
    '/assets/*',
    serveStatic({
      root: webRoot,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  const files = serveStatic({
    root: webRoot,
    onFound: (path, c) => {
      // The service worker and the manifest name the current deployment: every check must reach us.
      if (/(^|\/)(sw\.js|manifest\.webmanifest)$/.test(path)) {
        c.header('Cache-Control', 'no-cache');
      }
    },
  });
  // Only paths that name a file (favicon.svg, robots.txt) go to the disk; page paths fall through to the app.
  app.use('*', (c, next) => (/\/[^/]+\.[a-z0-9]+$/i.test(c.req.path) ? files(c, next) : next()));
  app.get('*', async (c) => {
    // The router runs in the browser, so /lists/7 and friends all start from the same page.
    c.header('Cache-Control', 'no-cache');
    if (await showsAds(c.req.raw.headers)) {
      c.header('Content-Security-Policy', ADS_CSP);
    }
    return c.html(await readFile(indexFile, 'utf8'));
  });
}
