// `node --import tsx scripts/screenshots.ts`: retakes docs/screenshots/ of the signed-in list screens at 390×844
// from the built server on a fresh embedded database, seeded through the API as a person would fill it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { createAccount, uniqueEmail } from '../tests/e2e/support/accounts';
import { callApi } from '../tests/e2e/support/users';
import { CHROMIUM_LAUNCH } from '../tests/support/chromium-launch';
import { startServerProcess } from '../tests/support/server-process';

const OUT = 'docs/screenshots';

const dataDir = mkdtempSync(join(tmpdir(), 'aislewise-screenshots-'));
const server = await startServerProcess({ DATA_DIR: dataDir });
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const context = await browser.newContext({
    baseURL: server.base,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await createAccount(page.request, server.base, uniqueEmail('sam'), 'Sam Shopper');
  const { id: listId } = await callApi(page, 'createList', { name: 'Weekend shop' });
  await callApi(page, 'addItems', {
    listId,
    text: [
      'bananas',
      'avocados x3',
      '4 limes',
      'sourdough bread',
      '2 lbs chicken thighs',
      '2 liters milk',
      'eggs (6)',
      'organic unsweetened oat drinks',
      'dish soap',
    ].join('\n'),
  });
  await callApi(page, 'createList', { name: 'Party supplies' });

  await page.goto('/');
  await page.getByText('2 of 3 free lists').waitFor();
  await page.screenshot({ path: join(OUT, 'my-lists-phone.png') });

  await page.goto(`/lists/${listId}`);
  for (const name of ['bananas', 'sourdough bread', 'dish soap']) {
    await page.getByRole('checkbox', { name }).check();
  }
  await page.getByRole('region', { name: /^In the cart/ }).waitFor();
  // A rename leaves the item where it was and raises the re-sort bar above the tab bar.
  await page.getByRole('button', { name: 'More for eggs', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit eggs' });
  await form.getByRole('textbox', { name: 'Name' }).fill('free-range eggs');
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByText('You edited an item.').waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(OUT, 'list-detail-phone.png') });
  await page.getByRole('button', { name: 'Re-Sort Now' }).click();
  await page.getByText('You edited an item.').waitFor({ state: 'hidden' });
  // The aisles above the cart, and the cart in tick order with its actions, clear of the tab bar.
  await page
    .getByRole('region', { name: /^In the cart/ })
    .evaluate((cart) => cart.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: join(OUT, 'list-phone.png') });
  await context.close();
} finally {
  await browser.close();
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
