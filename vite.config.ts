import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // The inline polyfill would need an unsafe-inline CSP; every browser we support has modulepreload.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? '3000'}`, ws: true } },
  },
});
