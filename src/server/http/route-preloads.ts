import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of the web build as Vite's manifest (dist/web/.vite/manifest.json) describes it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** The page modules a path opens with, as src/web/app/router.tsx loads them; `member` ones only with a session. */
interface RoutePage {
  path: RegExp;
  modules: string[];
  /** Pages a signed-in member sees (their shared code comes too); a guest is sent elsewhere or sees the guest page. */
  member?: boolean;
}

/** The app itself (React DOM, the router, the layout), which the entry imports once the first requests are out. */
const START_APP = 'app/start-app.tsx';
const SIGNED_IN = 'app/signed-in-providers.tsx';
const PRO_PAGES = 'app/pro-pages.tsx';

/**
 * Keep in step with src/web/app/router.tsx (and pro-pages.tsx): route-preloads.test.ts checks that every module
 * named here is a chunk of the build.
 */
export const ROUTE_PAGES: readonly RoutePage[] = [
  { path: /^\/$/, member: true, modules: ['features/lists/overview/my-lists-page.tsx'] },
  { path: /^\/lists\/[^/]+\/?$/, member: true, modules: ['app/list-detail-route.tsx'] },
  // Only the dispatch: which page follows depends on Pro, which the page decides (a free member gets Go Pro and
  // never loads the meal pages).
  { path: /^\/(meals|meal-plan)\/?$/, member: true, modules: [PRO_PAGES] },
  { path: /^\/profile\/?$/, member: true, modules: ['features/profile/profile-page.tsx'] },
  { path: /^\/stores\/?$/, member: true, modules: ['features/stores/stores-page.tsx'] },
  { path: /^\/login\/?$/, modules: ['features/auth/login-page.tsx'] },
  { path: /^\/go-pro\/?$/, modules: ['features/pro/go-pro-page.tsx'] },
  { path: /^\/about\/?$/, modules: ['features/static-pages/about-page.tsx'] },
  { path: /^\/privacy\/?$/, modules: ['features/static-pages/privacy-page.tsx'] },
  { path: /^\/blog\/?$/, modules: ['features/static-pages/blog-page.tsx'] },
  { path: /^\/blog\/[^/]+\/?$/, modules: ['features/static-pages/blog-article-page.tsx'] },
];

/** Reads the build's manifest; none (a build without one, a test's page) means no preloads. */
export function readManifest(webRoot: string): Manifest | null {
  const file = join(webRoot, '.vite/manifest.json');
  if (!existsSync(file)) {
    return null;
  }
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** A module's chunk and every chunk it imports statically, as URLs. */
function chunksOf(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(`/${chunk.file}`)) {
    return;
  }
  into.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) {
    chunksOf(manifest, imported, into);
  }
}

/**
 * The chunks the page at `path` will certainly load first, beyond what the page itself names (the entry and its
 * imports): the app the entry starts, a list's page code, and for a member the signed-in pages' shared code. Named in
 * the page as modulepreloads, they load in parallel with the entry instead of one after another once it has run.
 */
export function preloadsFor(manifest: Manifest, path: string, member: boolean): string[] {
  const page = ROUTE_PAGES.find((route) => route.path.test(path) && (route.member ? member : true));
  const already = new Set<string>();
  chunksOf(manifest, 'index.html', already);
  const wanted = new Set<string>();
  const signedIn = member && page ? [SIGNED_IN] : [];
  for (const module of [START_APP, ...(page?.modules ?? []), ...signedIn]) {
    chunksOf(manifest, module, wanted);
  }
  // Every one, the smallest too (an icon, a helper): a chunk the page names is one the import helper finds there,
  // instead of adding its link from script in the middle of the app's start.
  return [...wanted].filter((file) => !already.has(file));
}

/**
 * The page with its preloads named at the end of its head, at low priority: they load alongside the page's own
 * script and style, never ahead of them (the first paint waits for the style, and needs none of these).
 */
export function withPreloads(page: string, files: readonly string[]): string {
  if (files.length === 0) {
    return page;
  }
  const links = files
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`)
    .join('');
  return page.replace('</head>', `${links}</head>`);
}
