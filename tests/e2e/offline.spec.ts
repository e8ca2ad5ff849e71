import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { startLiveServer } from '../support/live-server';
import { expectNoSeriousA11yViolations } from './support/axe';
import { test } from './support/own-server-test';

const section = (page: Page, category: string) => page.getByRole('region', { name: new RegExp(category) });

/** Waits until a service worker is in charge of the page, which means the whole app is precached. */
async function appInstalled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('a guest reloads with the server stopped, sorts a pasted list and keeps it', async ({ own }) => {
  const { server, page } = own;
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sort This List!' })).toBeVisible();
  await appInstalled(page);

  await server.stop();
  await page.reload();
  const field = page.getByLabel('Your grocery list, one item per line');
  await field.fill('bananas\nGreek yogurt\ndish soap\nsourdough bread');
  await page.getByRole('button', { name: 'Sort This List!' }).click();
  await expect(page.getByRole('heading', { name: 'Your Sorted List' })).toBeVisible();
  await expect(section(page, 'Produce').getByText('bananas')).toBeVisible();
  await expect(section(page, 'Dairy & Eggs').getByText('Greek yogurt')).toBeVisible();
  await expect(section(page, 'Household & Cleaning').getByText('dish soap')).toBeVisible();
  await expect(section(page, 'Bakery').getByText('sourdough bread')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Ticking and adding work with no server too, and all of it is still there after another reload.
  await page.getByRole('checkbox', { name: 'bananas' }).check();
  await page.getByLabel('Add items, one per line').fill('frozen peas');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(section(page, 'Frozen Foods').getByText('frozen peas')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'bananas' })).toBeChecked();
  await expect(section(page, 'Frozen Foods').getByText('frozen peas')).toBeVisible();
});

test('a new deployment offers "New version available" and Reload brings it in', async ({
  page,
}, testInfo) => {
  testInfo.setTimeout(testInfo.timeout + 30_000);
  // A copy of the built app that this test may redeploy without touching the one the other tests use.
  const webRoot = mkdtempSync(join(tmpdir(), 'aislewise-web-'));
  cpSync('dist/web', webRoot, { recursive: true });
  // The engine plays no part in this: the embedded one, in this process.
  const server = await startLiveServer('pglite', {}, { webRoot });
  try {
    await page.goto(`${server.base}/`);
    await appInstalled(page);
    await expect(page.getByText('New version available')).toHaveCount(0);

    const worker = join(webRoot, 'sw.js');
    writeFileSync(worker, `${readFileSync(worker, 'utf8')}\n// the next deployment\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByRole('status').filter({ hasText: 'New version available' });
    await expect(prompt).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect(prompt).toHaveCount(0);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.waiting === null && registration.active !== null;
        }),
      )
      .toBe(true);
    await expect(page.getByRole('button', { name: 'Sort This List!' })).toBeVisible();
  } finally {
    await server.close();
    rmSync(webRoot, { recursive: true, force: true });
  }
});
