import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { deviceRecords } from './support/device-records';
import { callApi, test } from './support/users';

const addBox = (page: Page) => page.getByRole('textbox', { name: 'Add items, one per line' });
const options = (page: Page) => page.getByRole('listbox', { name: 'Items to add' });
const boughtBefore = (page: Page) => page.getByRole('region', { name: 'Bought before' });
const section = (page: Page, category: string) => page.getByRole('region', { name: new RegExp(category) });

/**
 * The household's history, made as a shopper would: a list with these lines, each ticked (bought), then a new
 * list with `onList` on it. Answers the new list's id.
 */
async function shoppedBefore(page: Page, bought: string[], onList: string): Promise<string> {
  const { id: tripId } = await callApi(page, 'createList', { name: 'Last week' });
  await callApi(page, 'addItems', { listId: tripId, text: bought.join('\n') });
  const { list } = await callApi(page, 'getList', { listId: tripId });
  for (const item of Object.values(list.items ?? {}).flat()) {
    await callApi(page, 'toggleItem', { listId: tripId, itemId: item.id, checked: true });
  }
  const { id } = await callApi(page, 'createList', { name: 'This week' });
  await callApi(page, 'addItems', { listId: id, text: onList });
  return id;
}

/** A tap on a touch screen (the phone), a click on the desktop. */
async function press(page: Page, target: ReturnType<Page['getByRole']>) {
  const touch = await page.evaluate(() => navigator.maxTouchPoints > 0);
  await (touch ? target.tap() : target.click());
}

test('offers what the household bought before as chips, and a starred favourite first', async ({
  page,
  signUp,
}) => {
  await signUp('Kit Fast');
  const listId = await shoppedBefore(
    page,
    ['whole milk', 'bananas', '2 lb ground beef', 'oat milk'],
    '2 lb ground beef',
  );
  await page.goto(`/lists/${listId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This week' })).toBeVisible();

  // Bought before: what is not on the list now, each a tap away.
  const chips = boughtBefore(page);
  await expect(chips.getByRole('button', { name: 'Add whole milk' })).toBeVisible();
  await expect(chips.getByRole('button', { name: 'Add ground beef' })).toHaveCount(0);
  await press(page, chips.getByRole('button', { name: 'Add bananas' }));
  await expect(section(page, 'Produce').getByRole('checkbox', { name: 'bananas' })).toBeVisible();
  await expect(chips.getByRole('button', { name: 'Add bananas' })).toHaveCount(0);

  // A star makes oat milk a favourite: first among the chips, and first in the completion.
  await press(page, chips.getByRole('button', { name: 'Favourite: oat milk' }));
  await expect(chips.getByRole('button', { name: 'Favourite: oat milk' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(chips.getByRole('button', { name: /^Add / }).first()).toHaveAccessibleName('Add oat milk');

  await addBox(page).fill('mil');
  await expect(options(page).getByRole('option').first()).toHaveAccessibleName(/^Favourite: oat milk/);
  await expectNoSeriousA11yViolations(page);
});

test('completes by keyboard and by touch, and says what is on the list already', async ({ page, signUp }) => {
  await signUp('Max Keys');
  const listId = await shoppedBefore(
    page,
    ['whole milk', '2 lb ground beef', 'oat milk'],
    '2 lb ground beef',
  );
  await page.goto(`/lists/${listId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This week' })).toBeVisible();

  // By keyboard: type, arrow down to an option, Enter adds it at once.
  const box = addBox(page);
  await box.fill('mil');
  await expect(options(page)).toBeVisible();
  // The combobox around the box says it is open, the box points at the option the arrows reach.
  const combobox = page.getByRole('combobox', { name: 'Add items, one per line' });
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  await expect(box).toHaveAttribute('aria-autocomplete', 'list');
  await expect(options(page).getByRole('option', { name: /whole milk/ })).toContainText('Dairy & Eggs');
  await expectNoSeriousA11yViolations(page);
  await box.press('ArrowDown');
  await expect(options(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await options(page).getByRole('option').first().getAttribute('id')) ?? 'an option id',
  );
  await box.press('ArrowDown');
  await expect(options(page).getByRole('option', { name: /whole milk/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await box.press('Enter');
  await expect(section(page, 'Dairy & Eggs').getByRole('checkbox', { name: 'whole milk' })).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(options(page)).toBeHidden();

  // An item on the list says so, with the row's amount; Escape closes the options.
  await box.fill('grou');
  await expect(options(page).getByRole('option', { name: /ground beef/ })).toContainText(
    'on the list · 2 lb',
  );
  await box.press('Escape');
  await expect(options(page)).toBeHidden();
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  // A tool that fills "the combobox" reaches the box inside it.
  await combobox.fill('bread');
  await expect(box).toHaveValue('bread');
  await box.fill('');

  // By touch: the built-in vocabulary follows the household's items, and a tap adds the word at once.
  await box.fill('avoca');
  const avocados = options(page).getByRole('option', { name: 'avocados Produce', exact: true });
  await press(page, avocados);
  await expect(
    section(page, 'Produce').getByRole('checkbox', { name: 'avocados', exact: true }),
  ).toBeVisible();
  await expect(box).toHaveValue('');
  await expectNoSeriousA11yViolations(page);
});

test('completes offline from the copy kept on the device', async ({ page, context, signUp }) => {
  await signUp('Lou Offline');
  const listId = await shoppedBefore(page, ['sourdough bread', 'sparkling water'], 'eggs');
  await page.goto(`/lists/${listId}`);
  await expect(boughtBefore(page).getByRole('button', { name: 'Add sourdough bread' })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect
    .poll(async () => JSON.stringify((await deviceRecords(page)).map((record) => record.value)))
    .toContain('sourdough bread');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'This week' })).toBeVisible();
  await addBox(page).fill('sour');
  await expect(options(page).getByRole('option', { name: /sourdough bread/ })).toContainText('Bakery');
  await addBox(page).press('ArrowDown');
  await addBox(page).press('Enter');
  await expect(section(page, 'Bakery').getByRole('checkbox', { name: 'sourdough bread' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await context.setOffline(false);
});
