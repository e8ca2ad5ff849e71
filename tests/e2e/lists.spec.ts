import { expect, type Page } from '@playwright/test';
import { PASSWORDS } from './support/accounts';
import { answered } from './support/answers';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  cart,
  deleteItem,
  editItem,
  expectOneLine,
  expectThumbSized,
  moveItem,
  openItemMenu,
  toast,
} from './support/list-rows';
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

/** Types lines into the add box and adds them; the box empties at once. */
async function typeItems(page: Page, text: string) {
  await addBox(page).fill(text);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(addBox(page)).toHaveValue('');
}

/** An item's row, by its name alone. */
const row = (page: Page, name: string) =>
  main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `More for ${name}`, exact: true }) });

async function seedList(page: Page, name: string, items: string) {
  const { id } = await callApi(page, 'createList', { name });
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

  await expect(b.getByRole('heading', { level: 1, name: 'Could not load the selected list.' })).toBeVisible();
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
  const { inviteId } = await callApi(ann.page, 'createShareInvite', {
    listId,
    recipientEmail: ben.email,
  });

  const guest = await newGuest();
  await guest.goto(`/invite/${inviteId}`);
  // Signed out, the invite says a list awaits, with Create account and Sign in coming back to it.
  await expect(guest.getByRole('heading', { level: 1, name: 'Join a shopping list' })).toBeVisible();
  await main(guest).getByRole('link', { name: 'Sign in' }).click();
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
  await expect(
    cat.page.getByRole('heading', { level: 1, name: 'Could not load the selected list.' }),
  ).toBeVisible();
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

  await moveItem(page, 'apples', 'Bakery');
  await expect(section(page, 'Bakery').getByRole('checkbox', { name: 'apples' })).toBeVisible();
  await expect(section(page, 'Produce')).toHaveCount(0);

  await editItem(page, 'milk', { name: 'orange juice' });
  const resort = page.getByRole('status').filter({ hasText: 'You edited an item. Re-sort' });
  await expect(resort).toBeInViewport();
  // Fixed above the tab bar, and still there after a reload.
  await page.reload();
  await expect(resort).toBeInViewport();
  const tabs = page.getByRole('navigation', { name: 'Main' });
  // A phone's tab bar is at the bottom and the prompt sits above it; a desktop's is under the header. Polled:
  // the page settles (session, then the list from the device, then from the server) after the reload.
  const phone = (page.viewportSize()?.width ?? 0) < 640;
  await expect
    .poll(async () => {
      const [bar, tabBox] = [await resort.boundingBox(), await tabs.boundingBox()];
      if (!bar || !tabBox) {
        return 'not laid out';
      }
      const clear = phone ? bar.y + bar.height <= tabBox.y : bar.y > tabBox.y + tabBox.height;
      return clear ? 'clear of the tab bar' : `bar at ${bar.y}, tab bar at ${tabBox.y}`;
    })
    .toBe('clear of the tab bar');
  await page.getByRole('button', { name: 'Re-Sort Now' }).click();
  await expect(page.getByText('You edited an item.')).toBeHidden();

  await deleteItem(page, 'dish soap');
  await expect(page.getByRole('checkbox', { name: 'dish soap' })).toHaveCount(0);
  await expect(toast(page, 'Deleted “dish soap”')).toBeVisible();
  await page.getByRole('checkbox', { name: 'orange juice' }).check();
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Party' })).toBeVisible();
  await expect(section(page, 'Bakery').getByRole('checkbox', { name: 'apples' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'orange juice' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'dish soap' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Copy Sorted List' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Bakery\n[ ] apples');
  expect(copied).toContain('[x] orange juice');

  // Start New List clears at once (Undo is offered instead of a question first).
  await page.getByRole('button', { name: 'Start New List' }).click();
  await expect(page.getByText('This list is empty.')).toBeVisible();
  await expect(toast(page, 'Cleared 2 items').getByRole('button', { name: 'Undo' })).toBeVisible();
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
  // The overview drops the list at once; the reload waits for the server's answer (a reload sooner would
  // cancel the request, as closing the tab would).
  await answered(page, 'deleteList', () => confirm.getByRole('button', { name: 'Delete list' }).click());
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
  // The overview drops the list at once; the server frees its place only when it answers.
  await answered(page, 'deleteList', () =>
    page
      .getByRole('dialog', { name: 'Delete this list?' })
      .getByRole('button', { name: 'Delete list' })
      .click(),
  );
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
  const naming = page.getByRole('dialog', { name: 'Save as a list' });
  await expect(naming.getByLabel('List name')).toHaveValue('My Grocery List');
  await naming.getByRole('button', { name: 'Save list' }).click();
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
  await expect(
    page.getByRole('heading', { level: 1, name: 'Could not load the selected list.' }),
  ).toBeVisible();
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

test('typed quantities show beside the name, and the same item added again joins its row', async ({
  signUp,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { page } = await signUp('Ida Amounts');
  const listId = await seedList(page, 'Tacos', 'milk');
  await page.goto(`/lists/${listId}`);
  await expect(page.getByRole('checkbox', { name: 'milk' })).toBeVisible();

  await typeItems(page, '2 lbs chicken thighs');
  const chicken = row(page, 'chicken thighs');
  await expect(chicken.getByText('chicken thighs', { exact: true })).toBeVisible();
  await expect(chicken.getByText('2 lb', { exact: true })).toBeVisible();
  await expect(
    section(page, 'Meat & Seafood').getByRole('checkbox', { name: 'chicken thighs (2 lb)', exact: true }),
  ).toBeVisible();

  await typeItems(page, 'avocados x3');
  await expect(row(page, 'avocados').getByText('3', { exact: true })).toBeVisible();
  await typeItems(page, '2 avocados');
  await expect(toast(page, 'Added 0 items, 1 already on your list')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'avocados (5)', exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /avocados/ })).toHaveCount(1);

  // A ticked item added again is needed again: back out of the cart, unticked, quantities added up.
  await page.getByRole('checkbox', { name: 'chicken thighs (2 lb)' }).check();
  await expect(cart(page).getByRole('checkbox', { name: 'chicken thighs (2 lb)' })).toBeChecked();
  await typeItems(page, '1 lb chicken thighs\nlimes');
  await expect(toast(page, 'Added 1 item, 1 already on your list')).toBeVisible();
  const merged = section(page, 'Meat & Seafood').getByRole('checkbox', {
    name: 'chicken thighs (3 lb)',
    exact: true,
  });
  await expect(merged).not.toBeChecked();
  await expect(cart(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Edit sets the quantity in a field of its own, kept the way the server keeps amounts.
  await editItem(page, 'milk', { quantity: '2 liters' });
  await expect(page.getByRole('checkbox', { name: 'milk (2 L)', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'milk (2 L)', exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'avocados (5)', exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'chicken thighs (3 lb)', exact: true })).not.toBeChecked();

  await page.getByRole('button', { name: 'Copy Sorted List' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('[ ] chicken thighs (3 lb)');
  expect(copied).toContain('[ ] avocados (5)');
  expect(copied).toContain('[ ] milk (2 L)');
});

test('ticked items go to In the cart in the order ticked; it folds away, unchecks all and removes them with Undo', async ({
  signUp,
}) => {
  const { page } = await signUp('Jo Cart');
  const listId = await seedList(page, 'Big shop', 'milk\nbananas\nbread\ndish soap\n3 apples');
  await page.goto(`/lists/${listId}`);
  await page.getByRole('checkbox', { name: 'dish soap' }).check();
  await page.getByRole('checkbox', { name: 'milk' }).check();
  await page.getByRole('checkbox', { name: 'bananas' }).check();

  const inCart = cart(page);
  await expect(inCart.getByRole('heading', { level: 2 })).toHaveAccessibleName('In the cart, 3 items');
  await expect
    .poll(() => inCart.getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => box.ariaLabel)))
    .toEqual(['dish soap', 'milk', 'bananas']);
  // After every aisle, and the aisles keep only what is still to get.
  const headings = await main(page).getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.findIndex((text) => text.startsWith('In the cart'))).toBeGreaterThan(
    headings.findIndex((text) => text.includes('Bakery')),
  );
  await expect(section(page, 'Household & Cleaning')).toHaveCount(0);
  await expect(section(page, 'Produce')).toContainText('1 left');
  await expect(page.getByText('5 items, 2 still to get.')).toBeVisible();

  const fold = inCart.getByRole('button', { name: 'In the cart, 3 items' });
  await expect(fold).toHaveAttribute('aria-expanded', 'true');
  await fold.click();
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  await expect(inCart.getByRole('checkbox')).toHaveCount(0);
  await fold.click();
  await expect(inCart.getByRole('checkbox')).toHaveCount(3);
  for (const target of [
    fold,
    inCart.getByRole('button', { name: 'Uncheck all' }),
    inCart.getByRole('button', { name: 'Remove ticked items' }),
  ]) {
    await expectThumbSized(target);
  }

  await inCart.getByRole('button', { name: 'Uncheck all' }).click();
  await expect(cart(page)).toHaveCount(0);
  await expect(page.getByText('5 items, 5 still to get.')).toBeVisible();

  await page.getByRole('checkbox', { name: 'bread' }).check();
  await page.getByRole('checkbox', { name: 'apples (3)' }).check();
  await cart(page).getByRole('button', { name: 'Remove ticked items' }).click();
  await expect(cart(page)).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'bread' })).toHaveCount(0);
  const removed = toast(page, 'Removed 2 ticked items');
  const undo = removed.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeVisible();
  await expectThumbSized(undo);
  // Undo at once: the toast goes after 5 s, and a scan of the page on a busy machine can take longer.
  await undo.click();
  await expect(toast(page, 'Put back 2 items')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(cart(page).getByRole('checkbox', { name: 'bread' })).toBeChecked();
  await expect(cart(page).getByRole('checkbox', { name: 'apples (3)' })).toBeChecked();
  await page.reload();
  await expect(cart(page).getByRole('checkbox')).toHaveCount(2);

  // The toast goes by itself after 5 s.
  await cart(page).getByRole('button', { name: 'Remove ticked items' }).click();
  await page.mouse.move(0, 0);
  await expect(toast(page, 'Removed 2 ticked items')).toBeVisible();
  await expect(toast(page, 'Removed 2 ticked items')).toHaveCount(0, { timeout: 8000 });
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'bread' })).toHaveCount(0);
});

test('a delete and Start New List apply at once, and Undo puts the items back with their ticks and aisles', async ({
  signUp,
}) => {
  const { page } = await signUp('Kit Undo');
  const listId = await seedList(page, 'Weekday', 'milk\n2 lb rice\ndish soap');
  await page.goto(`/lists/${listId}`);
  await moveItem(page, 'milk', 'Beverages');
  await page.getByRole('checkbox', { name: 'dish soap' }).check();

  await deleteItem(page, 'rice');
  await expect(page.getByRole('checkbox', { name: /rice/ })).toHaveCount(0);
  // Rice was alone in its aisle: focus carries on at the add box, not lost on the page.
  await expect(page.getByRole('textbox', { name: 'Add items, one per line' })).toBeFocused();
  await toast(page, 'Deleted “rice”').getByRole('button', { name: 'Undo' }).click();
  await expect(
    section(page, 'Pantry').getByRole('checkbox', { name: 'rice (2 lb)', exact: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Start New List' }).click();
  await expect(page.getByText('This list is empty.')).toBeVisible();
  await expect(page.getByText('0 items, 0 still to get.')).toBeVisible();
  const cleared = toast(page, 'Cleared 3 items');
  // The toast sits above the tab bar, never over it.
  const [toastBox, tabsBox] = [
    await cleared.boundingBox(),
    await page.getByRole('navigation', { name: 'Main' }).boundingBox(),
  ];
  if ((page.viewportSize()?.width ?? 0) < 640) {
    expect((toastBox?.y ?? 0) + (toastBox?.height ?? 0)).toBeLessThanOrEqual(tabsBox?.y ?? 0);
  }
  await cleared.getByRole('button', { name: 'Undo' }).press('Enter');
  await expect(section(page, 'Beverages').getByRole('checkbox', { name: 'milk' })).toBeVisible();
  await expect(cart(page).getByRole('checkbox', { name: 'dish soap' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'rice (2 lb)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(section(page, 'Beverages').getByRole('checkbox', { name: 'milk' })).toBeVisible();
  await expect(cart(page).getByRole('checkbox', { name: 'dish soap' })).toBeChecked();
});

test('Undo is seen live by the other member of a shared list', async ({ signUp, newUser }) => {
  const ann = await signUp('Ann Undo');
  const ben = await newUser('Ben Watch');
  const listId = await seedList(ann.page, 'Household', 'milk\neggs\nbread');
  const { inviteId } = await callApi(ann.page, 'createShareInvite', {
    listId,
    recipientEmail: ben.email,
  });
  await callApi(ben.page, 'acceptInvite', { inviteId });
  await ann.page.goto(`/lists/${listId}`);
  await ben.page.goto(`/lists/${listId}`);
  await expect(connectionStatus(ann.page)).toHaveText('Online');
  await expect(connectionStatus(ben.page)).toHaveText('Online');

  await ann.page.getByRole('checkbox', { name: 'eggs' }).check();
  await expect(cart(ben.page).getByRole('checkbox', { name: 'eggs' })).toBeChecked();
  await cart(ann.page).getByRole('button', { name: 'Remove ticked items' }).click();
  await expect(ben.page.getByRole('checkbox', { name: 'eggs' })).toHaveCount(0);
  await deleteItem(ann.page, 'milk');
  await expect(ben.page.getByRole('checkbox', { name: 'milk' })).toHaveCount(0);
  await toast(ann.page, 'Deleted “milk”').getByRole('button', { name: 'Undo' }).click();
  await expect(ben.page.getByRole('checkbox', { name: 'milk' })).toBeVisible();

  await ann.page.getByRole('button', { name: 'Start New List' }).click();
  await expect(ben.page.getByText('This list is empty.')).toBeVisible();
  await toast(ann.page, 'Cleared 2 items').getByRole('button', { name: 'Undo' }).click();
  await expect(ben.page.getByRole('checkbox', { name: 'milk' })).toBeVisible();
  await expect(ben.page.getByRole('checkbox', { name: 'bread' })).toBeVisible();
  await expect(ben.page.getByRole('checkbox')).toHaveCount(2);
  await expectNoSeriousA11yViolations(ben.page);
});

test('a row holds the checkbox, a one-line name, the quantity and one More menu of 44 px targets', async ({
  signUp,
}) => {
  const { page } = await signUp('Lou Rows');
  // Thirty characters: one line at 390 px, with its quantity beside it.
  const longName = 'organic unsweetened oat drinks';
  expect(longName).toHaveLength(30);
  const listId = await seedList(page, 'Rows', `${longName} x2\nkale`);
  await page.goto(`/lists/${listId}`);
  const long = row(page, longName);
  await expect(long.getByText('2', { exact: true })).toBeVisible();
  await expectOneLine(long.getByText(longName, { exact: true }));
  expect(
    await long.getByText(longName, { exact: true }).evaluate((name) => name.scrollWidth <= name.clientWidth),
  ).toBe(true);
  await expectThumbSized(long.locator('label'));
  await expectThumbSized(page.getByRole('button', { name: `More for ${longName}` }));
  await expect(long.getByRole('button')).toHaveCount(1);

  // The menu: keyboard in, arrows through it, Escape out with focus back on its button.
  const more = page.getByRole('button', { name: 'More for kale' });
  await more.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'More for kale' });
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Move to category',
    'Edit',
    'We always have it',
    'Delete',
  ]);
  await expect(menu.getByRole('menuitem', { name: 'Move to category' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  for (const item of await menu.getByRole('menuitem').all()) {
    await expectThumbSized(item);
  }
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(more).toBeFocused();

  await moveItem(page, 'kale', 'Frozen Foods');
  await expect(section(page, 'Frozen Foods').getByRole('checkbox', { name: 'kale' })).toBeVisible();
  await editItem(page, 'kale', { name: 'curly kale', quantity: '2 bunches' });
  await expect(page.getByRole('checkbox', { name: 'curly kale (2 bunches)', exact: true })).toBeVisible();
  await (await openItemMenu(page, 'curly kale')).getByRole('menuitem', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit curly kale' });
  await form.getByRole('textbox', { name: 'Name' }).fill('gone');
  await form.getByRole('textbox', { name: 'Name' }).press('Escape');
  await expect(page.getByRole('checkbox', { name: 'curly kale (2 bunches)', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'More for curly kale' })).toBeFocused();
  await deleteItem(page, 'curly kale');
  await expect(page.getByRole('checkbox', { name: /curly kale/ })).toHaveCount(0);
  // The toast stacks above the re-sort prompt (there since the rename), never over it.
  const [toastBox, promptBox] = [
    await toast(page, 'Deleted “curly kale”').boundingBox(),
    await page.getByRole('status').filter({ hasText: 'You edited an item' }).boundingBox(),
  ];
  expect((toastBox?.y ?? 0) + (toastBox?.height ?? 0)).toBeLessThanOrEqual(promptBox?.y ?? 0);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /kale/ })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: `${longName} (2)`, exact: true })).toBeVisible();
});
