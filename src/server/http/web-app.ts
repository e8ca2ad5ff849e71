import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './app-env';
import { preloadsFor, readManifest, withPreloads } from './route-preloads';
import { ADS_CSP } from './security-headers';

/** Files the build keeps Brotli and gzip copies of (vite.config.ts): a cache must keep one per encoding. */
const COMPRESSIBLE_FILE = /\.(html|css|js|mjs|json|svg|webmanifest|txt)$/;

export interface WebAppOptions {
  /** Send the build's `.br`/`.gz` copy of a file when the request accepts it (COMPRESSION, on by default). */
  precompressed?: boolean;
  /** Whether this request's page may load the ad network's tag (a guest's, when one is configured). */
  showsAds?: (headers: Headers) => Promise<boolean>;
  /** Whether the request carries a live session: the page then says so, for its first paint (session-hint.ts). */
  signedIn?: (headers: Headers) => Promise<boolean>;
}

/** The page's placeholder for the session hint, as index.html has it. */
const SESSION_HINT = '<meta name="aislewise-session" content="unknown"';

/**
 * Serves the built web app: hashed assets cached for a year, every other page path gets index.html. A
 * guest's page may load the ad network's tag when one is configured (`showsAds`); nobody else's may.
 */
export function mountWebApp(
  app: Hono<AppEnv>,
  webRoot: string,
  { precompressed = false, showsAds = async () => false, signedIn = async () => false }: WebAppOptions = {},
): void {
  const indexFile = join(webRoot, 'index.html');
  if (!existsSync(indexFile)) {
    return;
  }
  app.use(
    '/assets/*',
    serveStatic({
      root: webRoot,
      precompressed,
      onFound: (path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
        varyByEncoding(path, c);
      },
    }),
  );
  const files = serveStatic({
    root: webRoot,
    precompressed,
    onFound: (path, c) => {
      varyByEncoding(path, c);
      // The service worker and the manifest name the current deployment: every check must reach us.
      if (/(^|\/)(sw\.js|manifest\.webmanifest)$/.test(path)) {
        c.header('Cache-Control', 'no-cache');
      }
    },
  });
  // Only paths that name a file (favicon.svg, robots.txt) go to the disk; page paths fall through to the app. A
  // dot-folder (the build's .vite/manifest.json) is the server's, not the browser's.
  app.use('*', (c, next) =>
    /\/[^/]+\.[a-z0-9]+$/i.test(c.req.path) && !/\/\./.test(c.req.path) ? files(c, next) : next(),
  );
  const manifest = readManifest(webRoot);
  app.get('*', async (c) => {
    // The router runs in the browser, so /lists/7 and friends all start from the same page.
    c.header('Cache-Control', 'no-cache');
    if (await showsAds(c.req.raw.headers)) {
      c.header('Content-Security-Policy', ADS_CSP);
    }
    const member = await signedIn(c.req.raw.headers);
    const page = (await readFile(indexFile, 'utf8')).replace(
      SESSION_HINT,
      `<meta name="aislewise-session" content="${member ? 'member' : 'guest'}"`,
    );
    return c.html(manifest ? withPreloads(page, preloadsFor(manifest, c.req.path, member)) : page);
  });
}

/** The copy sent depends on Accept-Encoding even when the plain file went out (serveStatic says so only then). */
function varyByEncoding(path: string, c: Context<AppEnv>): void {
  const plain = path.replace(/\.(br|gz)$/, '');
  if (COMPRESSIBLE_FILE.test(plain) && !/accept-encoding/i.test(c.res.headers.get('Vary') ?? '')) {
    c.header('Vary', 'Accept-Encoding', { append: true });
  }
}
