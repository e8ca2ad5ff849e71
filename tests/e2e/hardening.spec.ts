import { expect, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from './support/accounts';
import { test } from './support/own-server-test';
import { becomePro, callApi, connectionStatus } from './support/users';

const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
const PAYLOADS = [IMG, SCRIPT];

/** Fails the test if any payload ever ran: an alert, or the flag it sets. */
async function expectNoScriptRan(page: Page) {
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
}

test('markup in list, item, meal and display names shows as text and never runs', async ({ own }) => {
  const { server, page } = own;
  page.on('dialog', (dialog) => {
    throw new Error(`a script ran and opened a dialog: ${dialog.message()}`);
  });
  await createAccount(page.request, server.base, uniqueEmail('mallory'), 'Mallory');
  await becomePro(page);
  await callApi(page, 'updateProfile', { displayName: IMG });
  const { id } = await callApi(page, 'createList', { name: SCRIPT });
  await callApi(page, 'addItems', { listId: id, text: PAYLOADS.join('\n') });
  await callApi(page, 'createMeal', { name: IMG, ingredients: [SCRIPT] });

  await page.goto(`/lists/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: SCRIPT })).toBeVisible();
  for (const payload of PAYLOADS) {
    await expect(page.getByRole('checkbox', { name: payload })).toBeVisible();
  }
  await expectNoScriptRan(page);
  await page.goto('/meals');
  await expect(page.getByText(IMG).first()).toBeVisible();
  await expectNoScriptRan(page);
  await page.goto('/profile');
  await expect(page.getByRole('textbox', { name: /display name/i })).toHaveValue(IMG);
  await expectNoScriptRan(page);
});

test('a list open while the server stops and starts again goes Offline, keeps the changes made, then sends them', async ({
  own,
}) => {
  // The server boots a second time in the middle.
  test.setTimeout(test.info().timeout + 60_000);
  const { server, page } = own;
  await createAccount(page.request, server.base, uniqueEmail('rhea'), 'Rhea');
  const { id } = await callApi(page, 'createList', { name: 'Through the outage' });
  await callApi(page, 'addItems', { listId: id, text: 'milk' });
  await page.goto(`/lists/${id}`);
  await expect(connectionStatus(page)).toHaveText('Online');

  await server.stop();
  await expect(connectionStatus(page)).toHaveText('Offline', { timeout: 20_000 });
  // An edit while offline shows at once and waits on the device; the add box is ready for the next one.
  const box = page.getByRole('textbox', { name: 'Add items, one per line' });
  await box.fill('eggs');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'eggs' })).toHaveCount(1);
  await expect(box).toHaveValue('');
  await page.getByRole('checkbox', { name: 'milk' }).check();
  await expect(connectionStatus(page)).toHaveText('Offline · 2 changes waiting');

  await server.start();
  await expect(connectionStatus(page)).toHaveText('Online', { timeout: 60_000 });
  const saved = await callApi(page, 'getList', { listId: id });
  expect(Object.values(saved.list.items ?? {}).flat()).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ name: 'eggs', checked: false }),
      expect.objectContaining({ name: 'milk', checked: true }),
    ]),
  );
  // The page is live again: a change from another device shows up without a reload.
  await callApi(page, 'addItems', { listId: id, text: 'bread' });
  await expect(page.getByRole('checkbox', { name: 'bread' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'eggs' })).toHaveCount(1);
});
