// `node --import tsx scripts/screenshots.ts`: retakes docs/screenshots/ of the signed-in list screens at 390×844
// from the built server on a fresh embedded database, seeded through the API as a person would fill it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../tests/support/chromium-launch';
import { startServerProcess } from '../tests/support/server-process';

const OUT = 'docs/screenshots';

async function call<T = unknown>(page: Page, name: string, data: object): Promise<T> {
  const response = await page.request.post(`/api/${name}`, { data: { data } });
  if (!response.ok()) {
    throw new Error(`${name} answered ${response.status()}: ${await response.text()}`);
  }
  return ((await response.json()) as { result: T }).result;
}

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
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: {
      email: `sam.${Date.now()}@example.com`,
      password: 'correct-horse-battery-9',
      name: 'Sam Shopper',
    },
    headers: { origin: server.base },
  });
  if (!signUp.ok()) {
    throw new Error(`sign-up answered ${signUp.status()}`);
  }
  const { id: listId } = await call<{ id: string }>(page, 'createList', { name: 'Weekend shop' });
  await call(page, 'addItems', {
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
  await call(page, 'createList', { name: 'Party supplies' });

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
