import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import { expectNoSeriousA11yViolations } from './support/axe';
import { callApi, test } from './support/users';

/** An app password as the server makes it: eight groups of four lower-case letters and digits. */
const APP_PASSWORD = /^[a-z2-7]{4}(-[a-z2-7]{4}){7}$/;

const connectedApps = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Connected apps' });
const appName = (page: Page) => connectedApps(page).getByLabel('App name');
const createButton = (page: Page) => connectedApps(page).getByRole('button', { name: 'Create app password' });
const appPasswordRow = (page: Page, name: string) =>
  connectedApps(page)
    .getByRole('list', { name: 'App passwords' })
    .getByRole('listitem')
    .filter({ hasText: name });

/** Calls a procedure the way a script would, with nothing but the app password; answers the status. */
async function statusWithBearer(request: APIRequestContext, name: string, password: string): Promise<number> {
  const response = await request.post(`/api/${name}`, {
    data: { data: {} },
    headers: { authorization: `Bearer ${password}` },
  });
  return response.status();
}

test('a shopper makes an app password for a script, sees it once, and revokes it', async ({
  signUp,
  request,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { page, email } = await signUp('Cora Connect');
  await page.goto('/profile');
  const section = connectedApps(page);
  await expect(section.getByRole('heading', { level: 2, name: 'Connected apps' })).toBeVisible();
  await expect(section.getByText(`${baseURL}/dav/`, { exact: true })).toBeVisible();
  await expect(section.getByText(email, { exact: true })).toBeVisible();
  await expect(section.getByText('No app passwords yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Refusals say what to do and keep what was typed.
  await createButton(page).click();
  await expect(section.getByRole('alert')).toHaveText(MESSAGES.appPasswordNameRequired);
  await expect(appName(page)).toHaveAttribute('aria-invalid', 'true');
  const tooLong = 'k'.repeat(LIMITS.maxAppPasswordName + 1);
  await appName(page).fill(tooLong);
  await createButton(page).click();
  await expect(section.getByRole('alert')).toHaveText(
    MESSAGES.appPasswordNameTooLong(LIMITS.maxAppPasswordName),
  );
  await expect(appName(page)).toHaveValue(tooLong);

  await appName(page).fill('Kitchen tablet');
  await createButton(page).click();
  const shown = section.getByRole('region', { name: 'Password for Kitchen tablet' });
  await expect(shown).toContainText("Copy it now: you won't see it again.");
  const passwordText = shown.getByText(APP_PASSWORD);
  const password = (await passwordText.textContent()) ?? '';
  expect(password).toMatch(APP_PASSWORD);
  await expect(section.getByRole('alert')).toHaveCount(0);
  await expect(appName(page)).toHaveValue('');
  await expect(appPasswordRow(page, 'Kitchen tablet')).toContainText('Never used');
  await expectNoSeriousA11yViolations(page);

  await shown.getByRole('button', { name: 'Copy password' }).click();
  await expect(shown.getByRole('button', { name: MESSAGES.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);

  // The password reaches the lists, not the account.
  expect(await statusWithBearer(request, 'listLists', password)).toBe(200);
  expect(await statusWithBearer(request, 'me', password)).toBe(403);

  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveCount(0);
  await expect(page.getByText(password)).toHaveCount(0);
  await page.reload();
  await expect(appPasswordRow(page, 'Kitchen tablet')).toContainText('Last used');
  await expect(page.getByText(password)).toHaveCount(0);

  await appPasswordRow(page, 'Kitchen tablet').getByRole('button', { name: 'Revoke Kitchen tablet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke Kitchen tablet?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(appPasswordRow(page, 'Kitchen tablet')).toHaveCount(0);
  await expect(section.getByText('No app passwords yet.')).toBeVisible();
  await expect(section.getByRole('status').filter({ hasText: 'Kitchen tablet revoked.' })).toBeVisible();
  expect(await statusWithBearer(request, 'listLists', password)).toBe(401);
});

test("the account's limit on app passwords is said in the server's words, with the name kept", async ({
  signUp,
}) => {
  const { page } = await signUp('Lena Limit');
  for (let made = 0; made < LIMITS.maxAppPasswords; made += 1) {
    await callApi(page, 'createAppPassword', { name: `Script ${made + 1}` });
  }
  await page.goto('/profile');
  await expect(
    connectedApps(page).getByRole('list', { name: 'App passwords' }).getByRole('listitem'),
  ).toHaveCount(LIMITS.maxAppPasswords);
  await appName(page).fill('Garage tablet');
  await createButton(page).click();
  await expect(connectedApps(page).getByRole('alert')).toHaveText(
    MESSAGES.tooManyAppPasswords(LIMITS.maxAppPasswords),
  );
  await expect(appName(page)).toHaveValue('Garage tablet');
  await expect(connectedApps(page).getByRole('region', { name: /^Password for/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
