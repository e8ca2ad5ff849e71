import { expect, type Page } from '@playwright/test';
import { PASSWORDS } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { callApi, connectionStatus, test } from './support/users';

const main = (page: Page) => page.getByRole('main');
const section = (page: Page, category: string) => page.getByRole('region', { name: new RegExp(category) });
const members = (page: Page) => page.getByRole('region', { name: 'Who shares this list' });
const addBox = (page: Page) => page.getByRole('textbox', { name: 'Add items, one per line' });

async function createListFromOverview(page: Page, name?: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Create New List' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New List' });
  const field = dialog.getByRole('textbox', { name: 'List name' });
  await expect(field).toHaveValue('My Grocery List');
  if (name !== undefined) {
    await field.fill(name);
  }
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/lists\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: name ?? 'My Grocery List' })).toBeVisible();
}

async function addItems(page: Page, ...names: string[]) {
  await addBox(page).fill(names.join('\n'));
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  for (const name of names) {
    await expect(page.getByRole('checkbox', { name })).toBeVisible();
  }
}

async function seedList(page: Page, name: string, items: string) {
  const { id } = await callApi<{ id: string }>(page, 'createList', { name });
  await callApi(page, 'addItems', { listId: id, text: items });
  return id;
}

test('two people share a list and see each other’s changes live', async ({ signUp, newUser, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const ann = await signUp('Ann Owner');
  const ben = await newUser('Ben Member');
  const a = ann.page;
  const b = ben.page;

  await b.goto('/');
  await expect(b.getByRole('heading', { level: 1, name: 'My Lists' })).toBeVisible();
  await expect(b.getByText('No lists yet!')).toBeVisible();
  await expect(connectionStatus(b)).toHaveText('Online');

  await createListFromOverview(a, 'Weekend shop');
  const rename = a.getByRole('button', { name: 'Weekend shop' });
  expect((await rename.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  // A list is opened from Home, so Home stays the current tab on it.
  const homeTab = a.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' });
  await expect(homeTab).toHaveAttribute('aria-current', 'page');
  await addItems(a, 'milk', 'bananas');
  await expect(section(a, 'Dairy & Eggs').getByRole('checkbox', { name: 'milk' })).toBeVisible();

  await members(a).getByRole('button', { name: 'Share', exact: true }).click();
  const share = a.getByRole('dialog', { name: 'Share list' });
  await share.getByRole('textbox', { name: 'Their e-mail address' }).fill(ben.email);
  await share.getByRole('button', { name: 'Share', exact: true }).click();
  const success = a.getByRole('alertdialog', { name: 'Success!' });
  await expect(success).toContainText('List shared successfully!');
  await success.getByRole('button', { name: 'OK' }).click();
  const linkField = share.getByRole('textbox', { name: 'Invite link' });
  await expect(linkField).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/invite\/[\w-]+$/);
  await expectNoSeriousA11yViolations(a);
  await share.getByRole('button', { name: 'Copy' }).click();
  await expect(share.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await a.evaluate(() => navigator.clipboard.readText())).toBe(await linkField.inputValue());
  await share.getByRole('button', { name: 'Done' }).click();
  await expect(members(a).getByText('Ben Member')).toBeVisible();

  // Ben's overview was open all along: the list arrives without a reload.
  await b.getByRole('link', { name: 'Weekend shop' }).click();
  await expect(b.getByRole('heading', { level: 1, name: 'Weekend shop' })).toBeVisible();
  await expect(connectionStatus(b)).toHaveText('Online');
  await expect(connectionStatus(a)).toHaveText('Online');
  await expect(b.getByRole('checkbox', { name: 'milk' })).not.toBeChecked();

  await a.getByRole('checkbox', { name: 'milk' }).check();
  await expect(b.getByRole('checkbox', { name: 'milk' })).toBeChecked({ timeout: 1000 });

  await addItems(b, 'eggs');
  await expect(a.getByRole('checkbox', { name: 'eggs' })).toBeVisible();

  await members(a).getByRole('button', { name: 'Remove Ben Member' }).click();
  const confirm = a.getByRole('dialog', { name: 'Remove Ben Member?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(members(a).getByText('Ben Member')).toHaveCount(0);

  await expect(b.getByRole('heading', { level: 1, name: 'List not found' })).toBeVisible();
  await b.getByRole('link', { name: 'Back to My Lists' }).click();
  await expect(b.getByText('No lists yet!')).toBeVisible();
});

test('the invite link: sign in first, open it as the recipient, refused for another account', async ({
  signUp,
  newUser,
  newGuest,
}) => {
  const ann = await signUp('Ann Owner');
  const ben = await newUser('Ben Member');
  const cat = await newUser('Cat Other');
  const listId = await seedList(ann.page, 'Picnic', 'bread\ncheese');
  const { inviteId } = await callApi<{ inviteId: string }>(ann.page, 'createShareInvite', {
    listId,
    recipientEmail: ben.email,
  });

  const guest = await newGuest();
  await guest.goto(`/invite/${inviteId}`);
  await expect(guest).toHaveURL(new RegExp(`/login\\?next=%2Finvite%2F${inviteId}$`));
  await guest.getByLabel('E-mail').fill(ben.email);
  await guest.getByLabel('Password', { exact: true }).fill(PASSWORDS.first);
  await main(guest).getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(guest).toHaveURL(new RegExp(`/invite/${inviteId}$`));
  await expect(main(guest).getByText('Shared by Ann Owner')).toBeVisible();
  await expect(guest.getByRole('heading', { level: 1, name: 'Picnic' })).toBeVisible();
  await expectNoSeriousA11yViolations(guest);
  await guest.getByRole('button', { name: 'Open list' }).click();
  await expect(guest).toHaveURL(new RegExp(`/lists/${listId}$`));
  await expect(guest.getByRole('checkbox', { name: 'cheese' })).toBeVisible();

  await ben.page.goto(`/invite/${inviteId}`);
  await ben.page.getByRole('button', { name: 'Open list' }).click();
  await expect(ben.page.getByRole('heading', { level: 1, name: 'Picnic' })).toBeVisible();

  await cat.page.goto(`/invite/${inviteId}`);
  await expect(
    cat.page.getByText('This invite is for another account. Sign in with the account it was sent to.'),
  ).toBeVisible();
  await expect(cat.page.getByRole('checkbox', { name: 'cheese' })).toHaveCount(0);
  await cat.page.goto(`/lists/${listId}`);
  await expect(cat.page.getByRole('heading', { level: 1, name: 'List not found' })).toBeVisible();
  await cat.page.goto('/invite/no-such-invite');
  await expect(cat.page.getByText('This invite link is not valid.')).toBeVisible();

  // A member leaves from the overview; the owner is offered Delete instead.
  await ben.page.goto('/');
  await ben.page.getByRole('button', { name: 'Leave Picnic' }).click();
  await ben.page
    .getByRole('dialog', { name: 'Leave this list?' })
    .getByRole('button', { name: 'Leave list' })
    .click();
  await expect(ben.page.getByText('No lists yet!')).toBeVisible();
  await ann.page.goto('/');
  await expect(ann.page.getByRole('button', { name: 'Delete Picnic' })).toBeVisible();
  await expect(ann.page.getByRole('button', { name: 'Leave Picnic' })).toHaveCount(0);
});

test('rename, move, edit, delete, copy and clear a saved list, then delete it', async ({
  signUp,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { page } = await signUp('Dee Solo');
  await page.goto('/');
  await expect(page.getByText('No lists yet!')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Create New List' }).click();
  const prompt = page.getByRole('dialog', { name: 'Create New List' });
  await prompt.getByRole('textbox', { name: 'List name' }).fill('   ');
  await expect(prompt.getByRole('button', { name: 'Create' })).toBeDisabled();
  await prompt.getByRole('textbox', { name: 'List name' }).press('Enter');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toBeHidden();

  await createListFromOverview(page);
  await addItems(page, 'milk', 'apples', 'dish soap');

  await page.getByRole('button', { name: 'My Grocery List' }).click();
  await page.getByRole('textbox', { name: 'List name' }).fill('Party');
  await page.getByRole('textbox', { name: 'List name' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Party' })).toBeVisible();
  await page.getByRole('button', { name: 'Party' }).click();
  await page.getByRole('textbox', { name: 'List name' }).fill('   ');
  await page.getByRole('textbox', { name: 'List name' }).blur();
  await expect(page.getByRole('heading', { level: 1, name: 'Party' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Move apples to another aisle' }).selectOption('Bakery');
  await expect(section(page, 'Bakery').getByRole('checkbox', { name: 'apples' })).toBeVisible();
  await expect(section(page, 'Produce')).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit milk' }).click();
  await page.getByRole('textbox', { name: 'New name for milk' }).fill('oat milk');
  await page.getByRole('textbox', { name: 'New name for milk' }).press('Enter');
  const resort = page.getByRole('status').filter({ hasText: 'You edited an item. Re-sort' });
  await expect(resort).toBeInViewport();
  // Fixed above the tab bar, and still there after a reload.
  await page.reload();
  await expect(resort).toBeInViewport();
  const tabs = page.getByRole('navigation', { name: 'Main' });
  const [bar, tabBox] = [await resort.boundingBox(), await tabs.boundingBox()];
  const barTop = bar?.y ?? 0;
  const barBottom = barTop + (bar?.height ?? 0);
  const tabsTop = tabBox?.y ?? 0;
  // A phone's tab bar is at the bottom and the prompt sits above it; a desktop's is under the header.
  if ((page.viewportSize()?.width ?? 0) < 640) {
    expect(barBottom).toBeLessThanOrEqual(tabsTop);
  } else {
    expect(barTop).toBeGreaterThan(tabsTop + (tabBox?.height ?? 0));
  }
  await page.getByRole('button', { name: 'Re-Sort Now' }).click();
  await expect(page.getByText('You edited an item.')).toBeHidden();

  await page.getByRole('button', { name: 'Delete dish soap' }).click();
  await expect(page.getByRole('checkbox', { name: 'dish soap' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'oat milk' }).check();
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Party' })).toBeVisible();
  await expect(section(page, 'Bakery').getByRole('checkbox', { name: 'apples' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'oat milk' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'dish soap' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Copy Sorted List' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Bakery\n[ ] apples');
  expect(copied).toContain('[x] oat milk');

  await page.getByRole('button', { name: 'Start New List' }).click();
  await page
    .getByRole('dialog', { name: 'Start a new list?' })
    .getByRole('button', { name: 'Clear list' })
    .click();
  await expect(page.getByText('This list is empty.')).toBeVisible();
  await expect(addBox(page)).toBeFocused();
  await expect(addBox(page)).toBeInViewport();
  await page.getByRole('button', { name: 'Copy Sorted List' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your list is empty!' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to My Lists' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your list is empty!' })).toHaveCount(0);
  const card = main(page).getByRole('listitem').filter({ hasText: 'Party' });
  await expect(card).toContainText('0 items');
  await page.getByRole('button', { name: 'Delete Party' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this list?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();
  await page.getByRole('button', { name: 'Delete Party' }).click();
  await confirm.getByRole('button', { name: 'Delete list' }).click();
  await expect(page.getByText('No lists yet!')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No lists yet!')).toBeVisible();
});

test('sharing explains a blank address, an unknown user and the free-list limit', async ({ signUp }) => {
  const { page, email } = await signUp('Eve Sharer');
  await seedList(page, 'One', 'milk');
  await seedList(page, 'Two', 'milk');
  await seedList(page, 'Three', 'milk');
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Three' })).toBeVisible();

  await page.getByRole('button', { name: 'Share Three' }).click();
  const share = page.getByRole('dialog', { name: 'Share list' });
  await share.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(share.getByRole('alert')).toHaveText('Please enter an email address.');
  await expect(share.getByRole('textbox', { name: 'Their e-mail address' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectNoSeriousA11yViolations(page);

  await share.getByRole('textbox', { name: 'Their e-mail address' }).fill('nobody.here@example.com');
  await share.getByRole('button', { name: 'Share', exact: true }).click();
  const missing = page.getByRole('alertdialog');
  await expect(missing).toContainText(
    'The user with that email address could not be found. Please make sure they have signed up for the product.',
  );
  await missing.getByRole('button', { name: 'OK' }).click();
  await share.getByRole('textbox', { name: 'Their e-mail address' }).fill(email);
  await share.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(share.getByRole('alert')).toHaveText(
    'That is your own e-mail address: you already have this list.',
  );
  await share.getByRole('button', { name: 'Cancel' }).click();

  // The allowance shows before creating; once it is used, Create New List says so with the way to Go Pro.
  await expect(main(page).getByText('3 of 3 free lists')).toBeVisible();
  await page.getByRole('button', { name: 'Create New List' }).click();
  const limit = page.getByRole('alert').filter({ hasText: 'Free accounts keep up to 3 lists' });
  await expect(limit).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Create New List' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Delete One' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this list?' })
    .getByRole('button', { name: 'Delete list' })
    .click();
  await expect(main(page).getByText('2 of 3 free lists')).toBeVisible();
  await expect(limit).toHaveCount(0);
  await seedList(page, 'Four', 'milk');
  await page.reload();
  await expect(main(page).getByText('3 of 3 free lists')).toBeVisible();
  await page.getByRole('button', { name: 'Create New List' }).click();
  await limit.getByRole('link', { name: 'Go Pro' }).click();
  await expect(page).toHaveURL(/\/go-pro$/);
});

test('a guest list can be kept as a saved list after signing in, or discarded', async ({ page, signUp }) => {
  await page.goto('/');
  await page.getByLabel('Your grocery list, one item per line').fill('kale\nrice');
  await page.getByRole('button', { name: 'Sort This List!' }).click();
  await expect(page.getByRole('checkbox', { name: 'kale' })).toBeVisible();

  await signUp('Fay Guest');
  await page.goto('/');
  const offer = page.getByRole('region', { name: 'Keep your guest list?' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Save as a list' }).click();
  await expect(offer).toHaveCount(0);
  const card = main(page).getByRole('listitem').filter({ hasText: 'My Grocery List' });
  await expect(card).toContainText('2 items');
  expect(await page.evaluate(() => localStorage.getItem('guest-list'))).toBeNull();
  await card.getByRole('link').click();
  await expect(page.getByRole('checkbox', { name: 'rice' })).toBeVisible();

  await page.evaluate(() =>
    localStorage.setItem('guest-list', JSON.stringify({ Produce: [{ name: 'leeks', checked: false }] })),
  );
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Keep your guest list?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(page.getByRole('region', { name: 'Keep your guest list?' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('guest-list'))).toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Lists' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Keep your guest list?' })).toHaveCount(0);
  await expect(main(page).getByRole('listitem')).toHaveCount(1);
});

test('a list that is gone or never shared shows a page, not a blank', async ({ signUp }) => {
  const { page } = await signUp('Gus Lost');
  await page.goto('/lists/no-such-list');
  await expect(page.getByRole('heading', { level: 1, name: 'List not found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back to My Lists' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Lists' })).toBeVisible();

  await page.route('**/api/getList', (route) => route.abort('connectionrefused'));
  const listId = await seedList(page, 'Unreachable', 'milk');
  await page.goto(`/lists/${listId}`);
  await expect(page.getByText('Could not load the selected list.')).toBeVisible({ timeout: 15_000 });
});

test('without the live connection a list says Offline and still saves every change', async ({ signUp }) => {
  const { page } = await signUp('Hal Tunnel');
  const listId = await seedList(page, 'Underground', 'milk\nbread');
  // The socket is refused every time; the procedures still answer.
  await page.routeWebSocket(/\/api\/live$/, (socket) => socket.close());
  await page.goto(`/lists/${listId}`);
  await expect(connectionStatus(page)).toHaveText('Offline');
  await page.getByRole('checkbox', { name: 'bread' }).check();
  await addItems(page, 'eggs');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'bread' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'eggs' })).toBeVisible();
});
