import { expect, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { callApi, test } from './support/users';

const household = (page: Page) => page.getByRole('region', { name: 'Household' });

test('a new account is the owner of a household of its own, which it can rename on its profile', async ({
  page,
  baseURL,
}) => {
  await createAccount(page.request, baseURL ?? '', uniqueEmail('hana'), 'Hana');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  const section = household(page);
  const name = section.getByLabel('Household name');
  await expect(name).toHaveValue("Hana's household");
  const members = section.getByRole('list', { name: 'Members' });
  await expect(members.getByRole('listitem')).toHaveCount(1);
  await expect(members.getByRole('listitem')).toContainText('Hana (you)');
  await expect(members.getByRole('listitem')).toContainText('Owner');
  await expectNoSeriousA11yViolations(page);

  await name.fill('  The Hana Family ');
  await section.getByRole('button', { name: 'Rename Household' }).click();
  await expect(section.getByText('Household renamed.')).toBeVisible();
  await expect(name).toHaveValue('The Hana Family');
  await page.reload();
  await expect(household(page).getByLabel('Household name')).toHaveValue('The Hana Family');

  // A blank name is refused with what to do, and nothing is saved.
  await household(page).getByLabel('Household name').fill('   ');
  await household(page).getByRole('button', { name: 'Rename Household' }).click();
  await expect(household(page).getByRole('alert')).toHaveText('Please enter a name for your household.');
  await expect(household(page).getByLabel('Household name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(household(page).getByLabel('Household name')).toHaveValue('The Hana Family');
});

test('a list shared from outside the household shows first, new, with who shared it and Leave', async ({
  signUp,
  newUser,
}) => {
  const ann = await signUp('Ann Sharer');
  const ben = await newUser('Ben');
  const { id: listId } = await callApi(ann.page, 'createList', { name: 'Picnic' });
  await callApi(ann.page, 'createShareInvite', { listId, recipientEmail: ben.email });

  await ben.page.goto('/');
  const card = ben.page.getByRole('listitem').filter({ hasText: 'Picnic' });
  await expect(card.getByText('Shared with you by Ann Sharer')).toBeVisible();
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(ben.page);
  // Opened once, it is no longer new.
  await card.getByRole('link', { name: 'Picnic' }).click();
  await expect(ben.page.getByRole('heading', { level: 1, name: 'Picnic' })).toBeVisible();
  await ben.page.goBack();
  await expect(card.getByText('Shared with you by Ann Sharer')).toBeVisible();
  await expect(card.getByText('New', { exact: true })).toHaveCount(0);
  await ann.page.goto('/');
  const annsCard = ann.page.getByRole('listitem').filter({ hasText: 'Picnic' });
  await expect(annsCard).toContainText('Shared with 1 person');
  await expect(annsCard.getByText('New', { exact: true })).toHaveCount(0);
  // Leave is right on it.
  await card.getByRole('button', { name: 'Leave Picnic' }).click();
  await ben.page
    .getByRole('dialog', { name: 'Leave this list?' })
    .getByRole('button', { name: 'Leave list' })
    .click();
  await expect(card).toHaveCount(0);
  await ben.page.reload();
  await expect(ben.page.getByRole('heading', { level: 1, name: 'My Lists' })).toBeVisible();
  await expect(ben.page.getByRole('listitem').filter({ hasText: 'Picnic' })).toHaveCount(0);
  await ann.page.reload();
  await expect(annsCard).not.toContainText('Shared with');
});
