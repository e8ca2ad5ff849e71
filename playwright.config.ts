import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/support/chromium-launch';

const port = Number(process.env.E2E_PORT ?? 3199);
const chromium = CHROMIUM_LAUNCH;

export default defineConfig({
  testDir: 'tests/e2e',
  // A fake recipe site on loopback for the recipe import specs (one for every worker: the port is fixed).
  globalSetup: './tests/e2e/support/recipe-site.ts',
  // After the run: no password the tests typed may appear in the server's log.
  globalTeardown: './tests/e2e/support/check-logs.ts',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // Two workers share this 2-core machine with whole extra servers (the reconnect test boots its own twice):
  // a step-by-step journey can need more than Playwright's default 30 s there, without anything being wrong.
  timeout: 60_000,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
  ],
  webServer: {
    // `npm start` with a fresh data folder, plus a loopback SMTP server that files mails for the tests;
    // the app's output goes to test-results/e2e-server.log (see the script).
    command: 'node --import tsx tests/e2e/support/e2e-server.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
