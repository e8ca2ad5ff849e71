import { defineConfig } from 'vitest/config';

export default defineConfig({
  // `@/…` and `@shared/…` as tsconfig.json's paths say.
  resolve: { tsconfigPaths: true },
  test: {
    include: ['src/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    // PGlite starts in about a second; integration files open one per engine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
