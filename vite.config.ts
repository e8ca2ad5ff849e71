import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
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

export default defineConfig(({ command }) => ({
  root: 'src/web',
  // `@/…` and `@shared/…` as tsconfig.json's paths say.
  resolve: { tsconfigPaths: true, alias: command === 'build' ? reactRouterProduction : [] },
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
  },
  server: {
    proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? '3000'}`, ws: true } },
  },
}));
