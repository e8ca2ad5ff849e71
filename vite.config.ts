import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * React Router's package points every import at its development build (remix-run/react-router#14753), warnings
 * and checks included: a production build takes the production one it ships beside it.
 */
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
    ),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(
      new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
    ),
  },
];

/**
 * react-i18next imports `useSyncExternalStore` from its shim for React before 18; React 19 has its own, so the shim's
 * code need not reach the first load (every page renders through useTranslation).
 */
const reactOwnSyncExternalStore = { find: /^use-sync-external-store\/shim$/, replacement: 'react' };

/** The modules the entry (main.tsx) imports, directly or not: what must load before the page's first script runs. */
const entryModules = new Set<string>();

/** Collects `entryModules` once the module graph is known, before the chunks are made. */
const findEntryModules: Plugin = {
  name: 'find-entry-modules',
  buildEnd() {
    entryModules.clear();
    const entry = [...this.getModuleIds()].find((id) => id.endsWith('/src/web/main.tsx'));
    const queue = entry ? [...(this.getModuleInfo(entry)?.importedIds ?? [])] : [];
    for (let id = queue.pop(); id; id = queue.pop()) {
      if (!entryModules.has(id)) {
        entryModules.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    }
  },
};

/**
 * English texts ship in the code of the pages that show them: a page's module imports the English namespaces it
 * uses (`@/i18n/english/<ns>`), and each page gets a copy of its own, so the texts land in the page's chunk and
 * English loads no catalogue chunk. One shared module would be a chunk of the pages' shared code instead, and its
 * weight reshuffles how the shared groups merge: it once brought TanStack Query into the guest's first load.
 */
const englishPerPage: Plugin = {
  name: 'english-per-page',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    const page = importer === undefined ? undefined : /[?&]page=(\w+)$/.exec(importer)?.[1];
    if (importer === undefined || (page === undefined && !source.includes('english'))) {
      return null;
    }
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (resolved === null || resolved.external) {
      return resolved;
    }
    if (/[\\/]i18n[\\/]english[\\/]\w+\.ts$/.test(resolved.id)) {
      const copy = createHash('sha256')
        .update(importer.slice(importer.indexOf('src/web/')))
        .digest('hex')
        .slice(0, 10);
      return `${resolved.id}?page=${copy}`;
    }
    // The copy's strings are the page's own too.
    if (page !== undefined && /[\\/]i18n[\\/]locales[\\/]en[\\/]\w+\.json$/.test(resolved.id)) {
      return `${resolved.id}?page=${page}`;
    }
    return resolved;
  },
  // Rolldown reads JSON by its extension, which the copy's query hides: the copy is given as the module it would be.
  load(id) {
    const [file, query] = id.split('?');
    if (file === undefined || !query?.startsWith('page=') || !file.endsWith('.json')) {
      return null;
    }
    return {
      code: `export default ${JSON.stringify(JSON.parse(readFileSync(file, 'utf8')))};`,
      moduleType: 'js',
    };
  },
};

export default defineConfig(({ command }) => ({
  root: 'src/web',
  // `@/…` and `@shared/…` as tsconfig.json's paths say.
  resolve: {
    tsconfigPaths: true,
    alias: command === 'build' ? [...reactRouterProduction, reactOwnSyncExternalStore] : [],
  },
  plugins: [
    // The page paints its shell (index.html) with the stylesheet alone: the app's script and its imports load at
    // low priority, so on a slow network the style comes first and the script right after, not both at half speed.
    {
      name: 'shell-first',
      transformIndexHtml: {
        order: 'post',
        handler: (html) =>
          html
            .replaceAll(
              '<script type="module" crossorigin src=',
              '<script type="module" crossorigin fetchpriority="low" src=',
            )
            .replaceAll(
              '<link rel="modulepreload" crossorigin href=',
              '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
            ),
      },
    },
    findEntryModules,
    englishPerPage,
    react(),
    tailwindcss(),
    VitePWA({
      // Our own worker (src/web/sw.ts) from Workbox's parts: pages go to the server first, the shell after.
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      // A new version waits for the person's Reload (components/update-prompt.tsx registers the worker).
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        // Every chunk, lazy ones too: a page opened with no network must find all of them.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Other languages' chunks are cached when a device uses them (sw.ts), not downloaded by everyone.
        globIgnores: [
          '**/node_modules/**/*',
          '**/assets/{locale,messages,lexicon,meals}-{de,fr,es,it,nl}-*.js',
          // The formatter of amounts the five share (1,5 kg): English shows amounts as they are stored.
          '**/assets/quantity-in-language-*.js',
        ],
      },
      manifest: {
        id: '/',
        name: 'Aislewise · Smart Grocery Lists',
        short_name: 'Aislewise',
        description:
          "Aislewise sorts your grocery list by store aisle, plans the week's meals and keeps lists in sync with the people you shop with.",
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#047857',
        background_color: '#ffffff',
        // Android's share sheet offers Aislewise for links and text: /meals/import opens them in My Meals.
        share_target: {
          action: '/meals/import',
          method: 'GET',
          params: { title: 'title', text: 'text', url: 'url' },
        },
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    // Brotli and gzip copies of every text asset, made once here at the highest levels, so the server only picks
    // one (a phone on one bar of signal downloads a quarter of the bytes). The worker's own file is left as is:
    // it is written after this plugin runs and must always be fetched fresh.
    compression({
      include: /\.(html|css|js|mjs|json|svg|webmanifest|txt)$/,
      exclude: /(^|\/)\.vite\//,
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // The inline polyfill would need an unsafe-inline CSP; every browser we support has modulepreload.
    modulePreload: { polyfill: false },
    // The chunk graph, for the server to name the chunks each page opens with in the page itself (route-preloads.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // A group's chunk is named after every page that shares it, dozens of names long: it goes by its group's.
        // A language's catalogue namespace is named for both (locale-de-lists), for the bundle bench to find.
        chunkFileNames: (chunk) => {
          const locale = /i18n[\\/]locales[\\/](\w+)[\\/](\w+)\.json$/.exec(chunk.facadeModuleId ?? '');
          if (locale) {
            return `assets/locale-${locale[1]}-${locale[2]}-[hash].js`;
          }
          const lexicon = /categorizer[\\/]languages[\\/](\w+)\.ts$/.exec(chunk.facadeModuleId ?? '');
          if (lexicon) {
            return `assets/lexicon-${lexicon[1]}-[hash].js`;
          }
          const meals = /meals[\\/]translations[\\/](\w+)\.ts$/.exec(chunk.facadeModuleId ?? '');
          if (meals) {
            return `assets/meals-${meals[1]}-[hash].js`;
          }
          const messages = /message-translations[\\/](\w+)\.ts$/.exec(chunk.facadeModuleId ?? '');
          if (messages) {
            return `assets/messages-${messages[1]}-[hash].js`;
          }
          return chunk.name.includes('~')
            ? `assets/${chunk.name.split('~')[0]}-[hash].js`
            : 'assets/[name]-[hash].js';
        },
        /**
         * Fewer, larger chunks. Left alone, every module two pages share (an icon, a hook) is a chunk of its own, and a
         * list's page opened with 48 files: over HTTP/1.1's six connections that is eight round trips, and each file
         * is a parse task of its own while the page paints. Grouped, it opens with 20, and fewer bytes on the wire.
         */
        codeSplitting: {
          groups: [
            // The entry's own modules stay one small chunk: nothing the app needs later may make it wait.
            { name: 'entry', test: (id: string) => entryModules.has(id), priority: 30 },
            // Every page renders with React.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            // What pages share goes in one chunk per set of pages that use it, as before, but a set whose code is
            // under 6 KB joins the nearest larger one: a page may load a few KB it does not use, never a file of 1.
            // At 10 KB the catalogue's small modules joined a signed-in group and brought TanStack Query to the
            // guest's first load (167 KiB against the 150 of hardening.mjs); at 4 KB a list opened with 28 files.
            // 6 KB: 149 KiB for the guest, 23 files for a list.
            {
              name: 'shared',
              test: /src[\\/]web[\\/]|node_modules[\\/]lucide-react[\\/]/,
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 6_000,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? '3000'}`, ws: true } },
  },
}));
