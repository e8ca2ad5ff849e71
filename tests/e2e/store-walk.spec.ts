import { expect, type Locator, type Page } from '@playwright/test';
import { CATEGORIES } from '../../src/shared/categories';
import { expectNoSeriousA11yViolations } from './support/axe';
import { keyboardDragReady } from './support/keyboard-drag';
import { aisle } from './support/list-rows';
import { callApi, connectionStatus, test } from './support/users';

/** The aisles of the list page, top to bottom, by category. */
async function aislesOf(page: Page): Promise<string[]> {
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();
  return headings.flatMap((text) => CATEGORIES.filter((category) => text.includes(category)));
}

/** The items of an aisle, top to bottom, by name. */
function itemsOf(section: Locator): Promise<string[]> {
  return section
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? ''));
}

/** One shopping trip the way a script plays it: the items go on the list, are ticked in order, the cart is cleared. */
async function trip(page: Page, listId: string, order: readonly string[]) {
  await callApi(page, 'addItems', { listId, text: order.join('\n') });
  const { list } = await callApi(page, 'getList', { listId });
  const ids = new Map(
    Object.values(list.items ?? {})
      .flat()
      .map((item) => [item.label, item.id]),
  );
  for (const label of order) {
    await callApi(page, 'toggleItem', {
      listId,
      itemId: ids.get(label) ?? `missing ${label}`,
      checked: true,
    });
  }
  await callApi(page, 'removeCheckedItems', { listId });
}

const WALK = ['bagels', 'milk', 'cheddar', 'spinach', 'bananas'];

test('a store set on a shared list orders it for both members, by hand and from their trips, live', async ({
  signUp,
  newUser,
}) => {
  const ann = await signUp('Ann Store');
  const ben = await newUser('Ben Store');
  const { id: listId } = await callApi(ann.page, 'createList', { name: 'Weekly shop' });
  await callApi(ann.page, 'addItems', { listId, text: [...WALK].sort().join('\n') });
  const { inviteId } = await callApi(ann.page, 'createShareInvite', {
    listId,
    recipientEmail: ben.email,
  });
  await callApi(ben.page, 'acceptInvite', { inviteId });

  // Ann makes a store and sets the list to it.
  await ann.page.goto('/stores');
  await ann.page.getByRole('textbox', { name: 'Store name' }).fill('Corner Market');
  await ann.page.getByRole('button', { name: 'Add store' }).click();
  await expect(ann.page.getByRole('heading', { name: 'Corner Market' })).toBeVisible();
  await ann.page.goto(`/lists/${listId}`);
  await ann.page.getByRole('combobox', { name: 'Store' }).selectOption({ label: 'Corner Market' });
  await expect(ann.page.getByText('Tick items as you shop at Corner Market')).toBeVisible();

  await ben.page.goto(`/lists/${listId}`);
  await expect(connectionStatus(ben.page)).toHaveText('Online');
  await expect(ben.page.getByText('Tick items as you shop at Corner Market')).toBeVisible();
  await expect.poll(() => aislesOf(ben.page)).toEqual(['Produce', 'Bakery', 'Dairy & Eggs']);

  // By keyboard: Dairy & Eggs picked up, moved to the front, dropped; Ben's open list follows.
  await ann.page.goto('/stores');
  const handle = (name: string) => ann.page.getByRole('button', { name: `Move ${name}`, exact: true });
  // Each key is pressed once the screen reader was told what the last one did.
  const spoken = (text: string) => ann.page.getByRole('status').filter({ hasText: text });
  await handle('Dairy & Eggs').focus();
  await ann.page.keyboard.press('Space');
  await expect(spoken('Dairy & Eggs picked up, position 4 of 12.')).toHaveCount(1);
  await keyboardDragReady(ann.page);
  for (const position of [3, 2, 1]) {
    await ann.page.keyboard.press('ArrowUp');
    await expect(spoken(`Dairy & Eggs moved to position ${position} of 12.`)).toHaveCount(1);
  }
  await ann.page.keyboard.press('Space');
  await expect(spoken('Dairy & Eggs dropped at position 1 of 12.')).toHaveCount(1);
  await expect.poll(() => aislesOf(ben.page)).toEqual(['Dairy & Eggs', 'Produce', 'Bakery']);
  await expect(ben.page.getByText('Aisles in your order for Corner Market.')).toBeVisible();

  // By drag: Bakery's handle dragged onto the first place (in the middle of the window, where a drag does not
  // scroll the page).
  await handle('Dairy & Eggs').evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const from = await handle('Bakery').boundingBox();
  const to = await handle('Dairy & Eggs').boundingBox();
  if (!from || !to) {
    throw new Error('The aisle handles are not laid out.');
  }
  await ann.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await ann.page.mouse.down();
  await ann.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 12, { steps: 4 });
  await ann.page.mouse.move(to.x + to.width / 2, to.y + to.height / 4, { steps: 12 });
  await ann.page.mouse.up();
  await expect.poll(() => aislesOf(ben.page)).toEqual(['Bakery', 'Dairy & Eggs', 'Produce']);

  // Back to the default aisles: from here the trips decide, Ann's and Ben's alike.
  await ann.page.getByRole('button', { name: 'Use default order' }).click();
  await expect.poll(() => aislesOf(ben.page)).toEqual(['Produce', 'Bakery', 'Dairy & Eggs']);
  await callApi(ann.page, 'clearList', { listId });
  await trip(ann.page, listId, WALK);
  await trip(ben.page, listId, WALK);
  await trip(ann.page, listId, WALK);
  await callApi(ann.page, 'addItems', { listId, text: [...WALK, 'apples'].sort().join('\n') });

  await expect(ben.page.getByText('Order learned from 3 trips.')).toBeVisible();
  await expect.poll(() => aislesOf(ben.page)).toEqual(['Bakery', 'Dairy & Eggs', 'Produce']);
  expect(await itemsOf(aisle(ben.page, 'Dairy & Eggs'))).toEqual(['milk', 'cheddar']);
  // Never seen in this shop: after the learned shelves, by name.
  expect(await itemsOf(aisle(ben.page, 'Produce'))).toEqual(['spinach', 'bananas', 'apples']);
  await ann.page.goto('/stores');
  await expect(ann.page.getByText('Order learned from 3 trips')).toBeVisible();
  await expectNoSeriousA11yViolations(ben.page);
});
