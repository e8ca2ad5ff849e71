import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import type { MyDataFile } from '../../src/shared/contract/my-data-file';
import { MESSAGES } from '../../src/shared/messages';
import { expectNoSeriousA11yViolations } from './support/axe';
import { callApi, test } from './support/users';

const yourData = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Your data' });
const fileField = (page: Page) => yourData(page).getByLabel('Data file (.json)');
const importButton = (page: Page) => yourData(page).getByRole('button', { name: 'Import data' });

/** A file chosen in the import field, made on the spot. */
const chosenFile = (name: string, content: string) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(content),
});

/** The height of an element on the page, to check it is a 44 px target. */
async function heightOf(locator: Locator) {
  return (await locator.boundingBox())?.height ?? 0;
}

test('a shopper downloads their data as a file, and a new account imports it with its items', async ({
  signUp,
  newUser,
}) => {
  test.slow();
  const dana = await signUp('Dana Data');
  const { id: listId } = await callApi(dana.page, 'createList', { name: 'Picnic' });
  await callApi(dana.page, 'addItems', { listId, text: '2 lbs chicken thighs\nmilk\nstrawberries' });
  const { list } = await callApi(dana.page, 'getList', { listId });
  const milk = Object.values(list.items ?? {})
    .flat()
    .find((item) => item.label === 'milk');
  await callApi(dana.page, 'toggleItem', { listId, itemId: milk?.id ?? 'missing milk', checked: true });

  await dana.page.goto('/profile');
  await expect(yourData(dana.page).getByRole('heading', { level: 2, name: 'Your data' })).toBeVisible();
  const downloadButton = yourData(dana.page).getByRole('button', { name: 'Download my data' });
  expect(await heightOf(downloadButton)).toBeGreaterThanOrEqual(44);
  const [download] = await Promise.all([dana.page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toMatch(/^aislewise-data-\d{4}-\d{2}-\d{2}\.json$/);
  const path = await download.path();
  const data = JSON.parse(await readFile(path, 'utf8')) as MyDataFile;
  expect(data).toMatchObject({
    format: 'aislewise-export',
    version: 1,
    profile: { email: dana.email, displayName: 'Dana Data', subscriptionStatus: 'inactive' },
  });
  expect(data.lists).toEqual([
    expect.objectContaining({
      name: 'Picnic',
      role: 'owner',
      items: [
        expect.objectContaining({ name: 'chicken thighs', quantity: '2 lb', checked: false }),
        expect.objectContaining({ name: 'milk', quantity: null, checked: true }),
        expect.objectContaining({ name: 'strawberries', quantity: null, checked: false }),
      ],
    }),
  ]);
  await expectNoSeriousA11yViolations(dana.page);

  const ivy = await newUser('Ivy Import');
  const page = ivy.page;
  await page.goto('/profile');
  expect(await heightOf(importButton(page))).toBeGreaterThanOrEqual(44);
  expect(await heightOf(fileField(page))).toBeGreaterThanOrEqual(44);
  await importButton(page).click();
  await expect(yourData(page).getByRole('alert')).toHaveText(MESSAGES.importChooseFile);
  await expect(fileField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(fileField(page)).toBeFocused();

  await fileField(page).setInputFiles(chosenFile('notes.json', 'milk, eggs'));
  await expect(fileField(page)).not.toHaveAttribute('aria-invalid', 'true');
  await importButton(page).click();
  await expect(yourData(page).getByRole('alert')).toHaveText(MESSAGES.importNotJson);

  await fileField(page).setInputFiles(chosenFile('newer.json', JSON.stringify({ ...data, version: 2 })));
  await importButton(page).click();
  await expect(yourData(page).getByRole('alert')).toHaveText(MESSAGES.importNewerVersion(2));
  await expect(fileField(page)).toHaveAccessibleDescription(
    new RegExp(MESSAGES.importNewerVersion(2).slice(0, 30)),
  );

  await fileField(page).setInputFiles(path);
  await importButton(page).click();
  await expect(yourData(page).getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
    MESSAGES.importedMyData({ lists: 1, items: 3, meals: 0, planEntries: 0, stores: 0 }),
  );
  await expect(yourData(page).getByRole('alert')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/');
  await page.getByRole('link', { name: 'Picnic' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Picnic' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^chicken thighs/ })).not.toBeChecked();
  await expect(page.getByText('2 lb', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'strawberries' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'milk' })).toBeChecked();
});
