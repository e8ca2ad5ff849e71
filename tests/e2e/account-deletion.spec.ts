import { expect, type Locator, type Page } from '@playwright/test';
import { MESSAGES } from '../../src/shared/messages';
import { createAccount, PASSWORDS, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { test } from './support/own-server-test';
import { callApi } from './support/users';

const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');
const members = (page: Page) => page.getByRole('region', { name: 'Who shares this list' });

async function expectThumbSized(target: Locator) {
  const box = await target.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

// On its own server (PGlite on the phone, PostgreSQL on the desktop): the account it deletes is nobody else's.
test('delete my account: typed e-mail, shared list handed over, signed out, the e-mail free again', async ({
  own,
  browser,
}, testInfo) => {
  const { server, page } = own;
  const email = uniqueEmail('dana');
  await createAccount(page.request, server.base, email, 'Dana Leaving');
  const ben = await browser.newContext({ ...testInfo.project.use, baseURL: server.base });
  try {
    const benPage = await ben.newPage();
    const benEmail = uniqueEmail('ben');
    await createAccount(benPage.request, server.base, benEmail, 'Ben Staying');
    const { id: listId } = await callApi(page, 'createList', { name: 'Family shop' });
    await callApi(page, 'addItems', { listId, text: 'milk\nbananas' });
    await callApi(page, 'createShareInvite', { listId, recipientEmail: benEmail });
    await callApi(page, 'createList', { name: 'Only mine' });

    // Ben has the shared list open while Dana deletes her account.
    await benPage.goto(`/lists/${listId}`);
    await expect(benPage.getByRole('heading', { level: 1, name: 'Family shop' })).toBeVisible();
    await expect(members(benPage).getByRole('button', { name: 'Leave list' })).toBeVisible();

    await page.goto('/profile');
    const section = main(page).getByRole('region', { name: 'Delete account' });
    const open = section.getByRole('button', { name: 'Delete Account…' });
    await expectThumbSized(open);
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText('pass to the member who joined them first');
    const field = dialog.getByRole('textbox', { name: 'Type your e-mail to confirm' });
    await expect(field).toBeFocused();
    const confirm = dialog.getByRole('button', { name: 'Delete Account' });
    await expect(confirm).toBeDisabled();
    await field.fill(`not-${email}`);
    await expect(confirm).toBeDisabled();
    await expectThumbSized(field);
    await expectThumbSized(confirm);
    await expectThumbSized(dialog.getByRole('button', { name: 'Keep My Account' }));
    await expectNoSeriousA11yViolations(page);

    // The provider refuses once: the dialog says so, and the account stays.
    await page.route('**/api/deleteAccount', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { status: 'UNAVAILABLE', message: MESSAGES.deleteAccountBillingFailed },
        }),
      }),
    );
    await field.fill(` ${email.toUpperCase()} `);
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(dialog.getByRole('alert')).toHaveText(MESSAGES.deleteAccountBillingFailed);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await page.unroute('**/api/deleteAccount');

    await confirm.click();
    await expect(page).toHaveURL(`${server.base}/`);
    const notice = main(page).getByRole('status').filter({ hasText: MESSAGES.accountDeleted });
    await expect(notice).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sort This List!' })).toBeVisible();
    expect((await page.request.post('/api/me', { data: { data: {} } })).status()).toBe(401);
    await expectNoSeriousA11yViolations(page);

    // Ben's open page learns at once that the list is his now.
    await expect(members(benPage).getByText('Dana Leaving')).toHaveCount(0);
    await expect(members(benPage).getByRole('listitem')).toHaveCount(1);
    await expect(members(benPage).getByRole('listitem')).toContainText('Owner');
    await expect(members(benPage).getByRole('button', { name: 'Share', exact: true })).toBeVisible();
    await expect(members(benPage).getByRole('button', { name: 'Leave list' })).toHaveCount(0);
    await expect(benPage.getByRole('checkbox', { name: 'bananas' })).toBeVisible();

    // The same e-mail signs up again, to an empty account.
    await header(page).getByRole('link', { name: 'Sign In' }).click();
    await main(page).getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORDS.first);
    await page.getByLabel('Display name (optional)').fill('Dana Again');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(page.getByText('No lists yet!')).toBeVisible();
  } finally {
    await ben.close();
  }
});
