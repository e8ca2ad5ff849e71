import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../project-root';
import { preloadsFor, ROUTE_PAGES, withPreloads } from './route-preloads';

const WEB = join(projectRoot, 'src/web');

/** A build's manifest in miniature: the entry, two pages and the code they share. */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
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

/** Every chunk of the miniature is worth a preload, but the runtime's few bytes. */
const SIZE = (file: string) => (file.includes('runtime') ? 400 : 20_000);

describe('route preloads', () => {
  it("name a member's list page, its shared code and the signed-in code, not what the entry loads already, nor a chunk too small to be worth it", () => {
    expect(preloadsFor(MANIFEST, '/lists/abc', true, SIZE).sort()).toEqual([
      '/assets/list-detail-route-1.js',
      '/assets/query-1.js',
      '/assets/signed-in-providers-1.js',
    ]);
  });

  it("give a member's home page its lists, and a guest nothing that would compete with the page's own code", () => {
    expect(preloadsFor(MANIFEST, '/', true, SIZE)).toContain('/assets/my-lists-page-1.js');
    expect(preloadsFor(MANIFEST, '/', false, SIZE)).toEqual([]);
    expect(preloadsFor(MANIFEST, '/lists/abc', false, SIZE)).toEqual([]);
    expect(preloadsFor(MANIFEST, '/about', false, SIZE)).toEqual(['/assets/about-page-1.js']);
    expect(preloadsFor(MANIFEST, '/no-such-page', true, SIZE)).toEqual([]);
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
