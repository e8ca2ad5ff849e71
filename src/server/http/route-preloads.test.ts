import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../project-root';
import { preloadsFor, ROUTE_PAGES, withPreloads } from './route-preloads';

const WEB = join(projectRoot, 'src/web');

/** A build's manifest in miniature: the small entry, the app it starts, two pages and the code they share. */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_messages-1.js'] },
  '_messages-1.js': { file: 'assets/messages-1.js' },
  'app/start-app.tsx': { file: 'assets/start-app-1.js', imports: ['_react-1.js', '_messages-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_query-1.js': { file: 'assets/query-1.js', imports: ['_react-1.js', '_runtime-1.js'] },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  'app/list-detail-route.tsx': {
    file: 'assets/list-detail-route-1.js',
    imports: ['index.html', '_query-1.js', '_react-1.js'],
  },
  'app/signed-in-providers.tsx': { file: 'assets/signed-in-providers-1.js', imports: ['_query-1.js'] },
  'features/lists/overview/my-lists-page.tsx': {
    file: 'assets/my-lists-page-1.js',
    imports: ['_query-1.js'],
  },
  'features/static-pages/about-page.tsx': { file: 'assets/about-page-1.js' },
};

describe('route preloads', () => {
  const APP = ['/assets/start-app-1.js', '/assets/react-1.js'];

  it("name a member's list page, its shared code (the smallest too) and the signed-in code, not what the entry loads already", () => {
    expect(preloadsFor(MANIFEST, '/lists/abc', true).sort()).toEqual(
      [
        ...APP,
        '/assets/list-detail-route-1.js',
        '/assets/query-1.js',
        '/assets/runtime-1.js',
        '/assets/signed-in-providers-1.js',
      ].sort(),
    );
  });

  it('name the app the entry starts first, on every page', () => {
    expect(preloadsFor(MANIFEST, '/lists/abc', true).slice(0, 2)).toEqual(APP);
    expect(preloadsFor(MANIFEST, '/no-such-page', false)).toEqual(APP);
  });

  it("give a member's home page its lists, and a guest nothing that would compete with the page's own code", () => {
    expect(preloadsFor(MANIFEST, '/', true)).toContain('/assets/my-lists-page-1.js');
    expect(preloadsFor(MANIFEST, '/', false)).toEqual(APP);
    expect(preloadsFor(MANIFEST, '/lists/abc', false)).toEqual(APP);
    expect(preloadsFor(MANIFEST, '/about', false)).toEqual([...APP, '/assets/about-page-1.js']);
    expect(preloadsFor(MANIFEST, '/no-such-page', true)).toEqual(APP);
  });

  it('name the module the entry starts the app from', () => {
    // Renamed or no longer imported by the entry, the app would lose its preload and load after the entry has run.
    expect(readFileSync(join(WEB, 'main.tsx'), 'utf8')).toMatch(/import\('@\/app\/start-app'\)/);
  });

  it('go at the end of the head, as module preloads of low priority', () => {
    const page = '<html><head><title>x</title></head><body></body></html>';
    expect(withPreloads(page, ['/assets/a.js'])).toBe(
      '<html><head><title>x</title><link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/a.js"></head><body></body></html>',
    );
    expect(withPreloads(page, [])).toBe(page);
  });

  it.each(ROUTE_PAGES.flatMap((route) => route.modules))(
    'name %s, a page module the web app loads lazily',
    (module) => {
      // A page renamed or no longer loaded lazily would silently lose its preload: the build's manifest keys are
      // these paths, relative to src/web.
      expect(existsSync(join(WEB, module))).toBe(true);
      const loader = module
        .replace(/\.tsx$/, '')
        .replace(/^app\//, './')
        .replace(/^features\//, '@/features/');
      const app = [
        'app/router.tsx',
        'app/pro-pages.tsx',
        'app/home-page.tsx',
        'app/layout.tsx',
        'features/lists/guest/guest-home-page.tsx',
      ]
        .map((file) => readFileSync(join(WEB, file), 'utf8'))
        .join('\n');
      expect(app).toMatch(
        new RegExp(
          `import\\(\\s*'(${loader}|\\./${module
            .split('/')
            .pop()
            ?.replace(/\.tsx$/, '')})'\\s*\\)`,
        ),
      );
    },
  );
});
