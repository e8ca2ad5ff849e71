import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { startLiveServer } from '../support/live-server';
import { createAccount, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { deviceRecords } from './support/device-records';
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

/** What the app keeps in IndexedDB for signed-in users, as text. */
async function keptOnDevice(page: Page): Promise<string> {
  return JSON.stringify((await deviceRecords(page)).map((record) => record.value));
}

test('a member reloads with the server stopped and still sees My Lists and the list they opened', async ({
  own,
}) => {
  const { server, page } = own;
  await createAccount(page.request, server.base, uniqueEmail('olive'), 'Olive');
  await page.goto('/');
  await page.getByRole('button', { name: 'Create New List' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New List' });
  await dialog.getByRole('textbox', { name: 'List name' }).fill('Corner shop');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Corner shop' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Add items, one per line' }).fill('milk\nbananas');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('checkbox', { name: 'milk' }).check();
  await expect(page.getByRole('checkbox', { name: 'milk' })).toBeChecked();
  await appInstalled(page);
  await expect
    .poll(() => keptOnDevice(page))
    .toContain('"label":"milk","quantity":null,"note":null,"checked":true');

  await server.stop();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Corner shop' })).toBeVisible();
  await expect(section(page, 'In the cart').getByRole('checkbox', { name: 'milk' })).toBeChecked();
  await expect(section(page, 'Produce').getByRole('checkbox', { name: 'bananas' })).not.toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'My Lists' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Corner shop/ })).toBeVisible();

  // Back online, signing out takes the device's copy of the lists away.
  await server.start();
  await page.reload();
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sort This List!' })).toBeVisible();
  await expect.poll(() => keptOnDevice(page)).not.toContain('Corner shop');
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
