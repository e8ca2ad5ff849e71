import { expect, type Locator, type Page } from '@playwright/test';
import { CATEGORIES, CATEGORY_ICONS, type Category } from '../../src/shared/categories';
import { LIMITS } from '../../src/shared/limits';
import { MESSAGES } from '../../src/shared/messages';
import { expectNoSeriousA11yViolations } from './support/axe';
import { keyboardDragReady } from './support/keyboard-drag';
import { aisle } from './support/list-rows';
import { callApi, test } from './support/users';

const main = (page: Page) => page.getByRole('main');
const storeCard = (page: Page, name: string) => main(page).getByRole('region', { name });
const aisleList = (scope: Locator, label: string) => scope.getByRole('list', { name: label });
const handle = (scope: Locator, category: Category) =>
  scope.getByRole('button', { name: `Move ${category}`, exact: true });
/** What dnd-kit's live region says while an aisle is moved. */
const spoken = (scope: Locator, text: string) => scope.getByRole('status').filter({ hasText: text });

/** The editor's rows read in order, each as its position, icon and name. */
async function expectAisleOrder(list: Locator, order: readonly Category[]) {
  await expect(list.getByRole('listitem')).toHaveText(
    order.map((category, index) => `${index + 1}${CATEGORY_ICONS[category]}${category}`),
  );
}

/** The default order with one aisle moved to another place. */
function moved(order: readonly Category[], category: Category, to: number): Category[] {
  const rest = order.filter((entry) => entry !== category);
  return [...rest.slice(0, to), category, ...rest.slice(to)];
}

/** Drags an aisle by its handle with the mouse and drops it on the row now at `to`. */
async function dragAisle(page: Page, list: Locator, category: Category, to: number) {
  const target = list.getByRole('listitem').nth(to);
  // Both rows well inside the window: near its edges the page scrolls by itself while dragging.
  await list
    .getByRole('listitem')
    .nth(Math.max(to - 1, 0))
    .evaluate((row) => row.scrollIntoView({ block: 'center' }));
  await handle(list, category).hover();
  const from = await handle(list, category).boundingBox();
  const onto = await target.boundingBox();
  if (!from || !onto) {
    throw new Error('The aisle rows are not on screen.');
  }
  const x = from.x + from.width / 2;
  await page.mouse.down();
  // Past the few pixels that tell a drag from a click, then onto the target row's middle.
  await page.mouse.move(x, from.y + from.height / 2 + 12, { steps: 4 });
  await page.mouse.move(x, onto.y + onto.height / 2, { steps: 12 });
  await page.mouse.up();
}

/** Waits until the page has sent a store change and the server took it. */
function saved(page: Page, procedure: string) {
  return page.waitForResponse(
    (response) => response.url().endsWith(`/api/${procedure}`) && response.status() === 200,
  );
}

test('a user adds a store and orders its aisles by mouse and by keyboard; the order stays', async ({
  signUp,
}) => {
  test.slow();
  const { page } = await signUp('Sam Stores');
  await page.goto('/profile');
  await main(page).getByRole('link', { name: 'Stores' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
  await expect(
    main(page).getByText('Set a list to a store and it is shown in the order you walk that store.'),
  ).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'No stores yet' })).toBeVisible();

  const nameField = main(page).getByRole('textbox', { name: 'Store name' });
  await main(page).getByRole('button', { name: 'Add store' }).click();
  await expect(main(page).getByRole('alert')).toHaveText(MESSAGES.storeNameRequired);
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await nameField.fill('Costco');
  await main(page).getByRole('button', { name: 'Add store' }).click();
  const costco = storeCard(page, 'Costco');
  await expect(costco.getByRole('heading', { level: 2, name: 'Costco' })).toBeVisible();
  await expect(nameField).toHaveValue('');
  await expect(main(page).getByRole('alert')).toHaveCount(0);
  const list = aisleList(costco, 'Aisle order of Costco');
  await expectAisleOrder(list, CATEGORIES);
  await expect(costco.getByText('No trips learned yet')).toBeVisible();
  await expect(costco.getByRole('button', { name: 'Reset learned order' })).toBeDisabled();
  await expect(costco.getByRole('button', { name: 'Use default order' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // By mouse: Produce dropped on the fourth row.
  let order = moved(CATEGORIES, 'Produce', 3);
  let saving = saved(page, 'setCategoryOrder');
  await dragAisle(page, list, 'Produce', 3);
  await expectAisleOrder(list, order);
  await saving;

  // By keyboard, on the handle: Space picks up, ArrowDown moves one place, Space drops.
  order = moved(order, 'Bakery', 1);
  saving = saved(page, 'setCategoryOrder');
  await handle(list, 'Bakery').focus();
  await page.keyboard.press('Space');
  await expect(spoken(costco, 'Bakery picked up, position 1 of 12.')).toHaveCount(1);
  await keyboardDragReady(page);
  await page.keyboard.press('ArrowDown');
  await expect(spoken(costco, 'Bakery moved to position 2 of 12.')).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(spoken(costco, 'Bakery dropped at position 2 of 12.')).toHaveCount(1);
  await expectAisleOrder(list, order);
  await expect(handle(list, 'Bakery')).toBeFocused();
  await saving;

  // And with a row's own button, which keeps focus for the next press.
  order = moved(order, 'Pets', 8);
  saving = saved(page, 'setCategoryOrder');
  await costco.getByRole('button', { name: 'Move Pets up', exact: true }).click();
  await expect(costco.getByRole('button', { name: 'Move Pets up', exact: true })).toBeFocused();
  await expectAisleOrder(list, order);
  await saving;

  await page.reload();
  await expectAisleOrder(list, order);
  await expectNoSeriousA11yViolations(page);

  saving = saved(page, 'setCategoryOrder');
  await costco.getByRole('button', { name: 'Use default order' }).click();
  await expectAisleOrder(list, CATEGORIES);
  await expect(costco.getByRole('button', { name: 'Use default order' })).toHaveCount(0);
  await saving;
  await page.reload();
  await expectAisleOrder(list, CATEGORIES);
  await expect(costco.getByRole('button', { name: 'Use default order' })).toHaveCount(0);

  // The page fits a phone: nothing scrolls sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a store is renamed and deleted; refused names keep what was typed', async ({ signUp }) => {
  const { page } = await signUp('Rita Renamer');
  await callApi(page, 'createStore', { name: 'Trader Joe’s' });
  await page.goto('/stores');
  const card = storeCard(page, 'Trader Joe’s');
  // The first visit loads the page's code and the stores; on a busy machine that outlasted the default 5 s.
  await expect(card).toBeVisible({ timeout: 15_000 });

  // The server's refusal is shown as it is, and the name typed stays in the field.
  await page.route('**/api/createStore', (route) =>
    route.fulfill({
      status: 400,
      json: { error: { status: 'INVALID_ARGUMENT', message: MESSAGES.tooManyStores(LIMITS.maxStores) } },
    }),
  );
  const nameField = main(page).getByRole('textbox', { name: 'Store name' });
  await nameField.fill('Lidl');
  await main(page).getByRole('button', { name: 'Add store' }).click();
  await expect(main(page).getByRole('alert')).toHaveText(MESSAGES.tooManyStores(LIMITS.maxStores));
  await expect(nameField).toHaveValue('Lidl');
  await page.unroute('**/api/createStore');

  await card.getByRole('button', { name: 'Rename Trader Joe’s' }).click();
  const newName = card.getByRole('textbox', { name: 'New name for Trader Joe’s' });
  await expect(newName).toBeFocused();
  await newName.fill('   ');
  await card.getByRole('button', { name: 'Save name' }).click();
  await expect(card.getByRole('alert')).toHaveText(MESSAGES.storeNameRequired);
  await expect(newName).toHaveAttribute('aria-invalid', 'true');
  await newName.fill('TJ’s Market');
  await card.getByRole('button', { name: 'Save name' }).click();
  const renamed = storeCard(page, 'TJ’s Market');
  await expect(renamed.getByRole('heading', { level: 2, name: 'TJ’s Market' })).toBeVisible();
  await expect(renamed.getByRole('button', { name: 'Rename TJ’s Market' })).toBeFocused();
  await page.reload();
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: 'Delete TJ’s Market' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this store?' });
  await expect(confirm).toContainText(
    '“TJ’s Market” will be deleted. Lists set to it keep their items and go back to the default order.',
  );
  await expectNoSeriousA11yViolations(page);
  // Gone from the page at once; the reload waits for the server's answer (a reload cancels a call).
  const deleting = saved(page, 'deleteStore');
  await confirm.getByRole('button', { name: 'Delete store' }).click();
  await expect(renamed).toHaveCount(0);
  await deleting;
  await expect(main(page).getByRole('heading', { name: 'No stores yet' })).toBeVisible();
  await page.reload();
  await expect(main(page).getByRole('heading', { name: 'No stores yet' })).toBeVisible();
});

test('a guest puts the aisles in their own order; the list follows and keeps it after a reload', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('Your grocery list, one item per line').fill('Apples\nmilk\nfrozen peas');
  await page.getByRole('button', { name: 'Sort This List!' }).click();
  await expect(page.getByRole('heading', { name: 'Your Sorted List' })).toBeVisible();
  const above = async (first: string, second: string) => {
    const [a, b] = await Promise.all([aisle(page, first).boundingBox(), aisle(page, second).boundingBox()]);
    return (a?.y ?? 0) < (b?.y ?? 0);
  };
  await expect.poll(() => above('Produce', 'Frozen Foods')).toBe(true);

  await page.getByRole('button', { name: 'Reorder aisles' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reorder aisles' });
  const list = aisleList(dialog, 'Aisle order');
  await expectAisleOrder(list, CATEGORIES);
  await expect(dialog.getByRole('button', { name: 'Use default order' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // Escape puts a picked-up aisle back, and leaves the dialog open.
  await handle(list, 'Produce').focus();
  await page.keyboard.press('Space');
  await expect(spoken(dialog, 'Produce picked up, position 1 of 12.')).toHaveCount(1);
  await keyboardDragReady(page);
  await page.keyboard.press('ArrowDown');
  await expect(spoken(dialog, 'Produce moved to position 2 of 12.')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(spoken(dialog, 'Moving Produce cancelled. It stays at position 1 of 12.')).toHaveCount(1);
  await expect(dialog).toBeVisible();
  await expectAisleOrder(list, CATEGORIES);

  // Frozen Foods (sixth) up to the top, by keyboard on its handle.
  await handle(list, 'Frozen Foods').focus();
  await page.keyboard.press('Space');
  await expect(spoken(dialog, 'Frozen Foods picked up, position 6 of 12.')).toHaveCount(1);
  await keyboardDragReady(page);
  for (const position of [5, 4, 3, 2, 1]) {
    await page.keyboard.press('ArrowUp');
    await expect(spoken(dialog, `Frozen Foods moved to position ${position} of 12.`)).toHaveCount(1);
  }
  await page.keyboard.press('Space');
  await expect(spoken(dialog, 'Frozen Foods dropped at position 1 of 12.')).toHaveCount(1);
  const order = moved(CATEGORIES, 'Frozen Foods', 0);
  await expectAisleOrder(list, order);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => above('Frozen Foods', 'Produce')).toBe(true);

  await page.reload();
  await expect(aisle(page, 'Frozen Foods')).toBeVisible();
  await expect.poll(() => above('Frozen Foods', 'Produce')).toBe(true);

  // Start New List keeps the order: it is the shop's, not the list's.
  await page.getByRole('button', { name: 'Start New List' }).click();
  await page.getByLabel('Your grocery list, one item per line').fill('bananas\nice cream');
  await page.getByRole('button', { name: 'Sort This List!' }).click();
  await expect(aisle(page, 'Frozen Foods')).toBeVisible();
  await expect.poll(() => above('Frozen Foods', 'Produce')).toBe(true);

  await page.getByRole('button', { name: 'Reorder aisles' }).click();
  await expectAisleOrder(list, order);
  await dialog.getByRole('button', { name: 'Use default order' }).click();
  await expectAisleOrder(list, CATEGORIES);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect.poll(() => above('Produce', 'Frozen Foods')).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('guest-category-order'))).toBeNull();
});
