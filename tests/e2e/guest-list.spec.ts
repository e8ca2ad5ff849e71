import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

const TEN_ITEMS = [
  'milk',
  'Apples',
  'chicken breast',
  'sourdough bread',
  'frozen peas',
  'dish soap',
  'shampoo',
  'dog food',
  'diapers',
  'ground coffee',
];

const section = (page: Page, category: string) => page.getByRole('region', { name: new RegExp(category) });

async function sortTenItems(page: Page) {
  await page.goto('/');
  await page.getByLabel('Your grocery list, one item per line').fill(TEN_ITEMS.join('\n'));
  await page.getByRole('button', { name: 'Sort This List!' }).click();
  await expect(page.getByRole('heading', { name: 'Your Sorted List' })).toBeVisible();
}

test('a blank list shows the message and marks the field red', async ({ page }) => {
  await page.goto('/');
  const field = page.getByLabel('Your grocery list, one item per line');
  await field.fill('   \n  ');
  await page.getByRole('button', { name: 'Sort This List!' }).click();
  await expect(page.getByText('Please enter at least one item to start your list.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  // Tailwind 4 colours are oklch(); painting one pixel turns any CSS colour into plain RGB.
  const [red = 0, green = 0, blue = 0] = await field.evaluate((element) => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) {
      return [];
    }
    context.fillStyle = getComputedStyle(element).borderTopColor;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data];
  });
  expect(red).toBeGreaterThan(green + 80);
  expect(red).toBeGreaterThan(blue + 80);
  await expectNoSeriousA11yViolations(page);
});

test('pasting ten items sorts them into aisles in store order', async ({ page }) => {
  await sortTenItems(page);
  const expected: [string, string][] = [
    ['Produce', 'Apples'],
    ['Bakery', 'sourdough bread'],
    ['Meat & Seafood', 'chicken breast'],
    ['Dairy & Eggs', 'milk'],
    ['Frozen Foods', 'frozen peas'],
    ['Beverages', 'ground coffee'],
    ['Household & Cleaning', 'dish soap'],
    ['Personal Care', 'shampoo'],
    ['Pets', 'dog food'],
    ['Baby', 'diapers'],
  ];
  for (const [category, item] of expected) {
    await expect(section(page, category).getByRole('checkbox', { name: item })).toBeVisible();
  }
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  const order = expected.map(([category]) => headings.findIndex((text) => text.includes(category)));
  expect(order).toEqual([...order].sort((a, b) => a - b));
  await expect(page.getByRole('complementary', { name: /Go Pro/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('check, edit with re-sort, delete, add, copy, reload and start over', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await sortTenItems(page);

  await page.getByRole('checkbox', { name: 'milk' }).check();
  await expect(page.getByRole('checkbox', { name: 'milk' })).toBeChecked();

  await page.getByRole('button', { name: 'Edit Apples' }).click();
  const editor = page.getByRole('textbox', { name: 'New name for Apples' });
  await editor.fill('apple juice');
  await editor.press('Enter');
  const prompt = page.getByRole('status').filter({ hasText: 'You edited an item. Re-sort' });
  await expect(prompt).toBeVisible();
  await expect(section(page, 'Produce').getByRole('checkbox', { name: 'apple juice' })).toBeVisible();
  // The prompt is a bar kept in view wherever the page is scrolled, and it survives a reload.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(prompt).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(prompt).toBeInViewport();
  await page.reload();
  await expect(prompt).toBeInViewport();
  await page.getByRole('button', { name: 'Re-Sort Now' }).click();
  await expect(page.getByText('You edited an item.')).toBeHidden();
  await expect(section(page, 'Beverages').getByRole('checkbox', { name: 'apple juice' })).toBeVisible();
  await page.reload();
  await expect(section(page, 'Beverages').getByRole('checkbox', { name: 'apple juice' })).toBeVisible();
  await expect(page.getByText('You edited an item.')).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'milk' })).toBeChecked();

  await page.getByRole('button', { name: 'Delete dish soap' }).click();
  await expect(page.getByRole('checkbox', { name: 'dish soap' })).toHaveCount(0);
  await expect(section(page, 'Household & Cleaning')).toHaveCount(0);

  const addBox = page.getByRole('textbox', { name: 'Add items, one per line' });
  await addBox.fill('eggs');
  await addBox.press('Shift+Enter');
  await addBox.pressSequentially('bananas');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(section(page, 'Dairy & Eggs').getByRole('checkbox', { name: 'eggs' })).toBeVisible();
  await expect(section(page, 'Produce').getByRole('checkbox', { name: 'bananas' })).toBeVisible();
  await expect(addBox).toHaveValue('');

  await page.getByRole('button', { name: 'Copy Sorted List' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Dairy & Eggs\n[x] milk\n[ ] eggs');
  expect(copied).toContain('Beverages\n[ ] apple juice');
  expect(copied).not.toContain('dish soap');
  await expect(page.getByRole('button', { name: 'Copy Sorted List' })).toBeVisible({ timeout: 4000 });

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'milk' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'bananas' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'dish soap' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Start New List' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start a new list?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Clear list' }).click();
  // The paste box comes into view, ready to type in, wherever the list had been scrolled to.
  const pasteBox = page.getByLabel('Your grocery list, one item per line');
  await expect(pasteBox).toBeFocused();
  await expect(pasteBox).toBeInViewport();
  expect(await page.evaluate(() => localStorage.getItem('guest-list'))).toBeNull();
  await page.reload();
  await expect(page.getByLabel('Your grocery list, one item per line')).toBeVisible();
});

test('cancelling Start New List keeps the list', async ({ page }) => {
  await sortTenItems(page);
  await page.getByRole('button', { name: 'Start New List' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('checkbox', { name: 'milk' })).toBeVisible();
});

test('a sort the server fails keeps the typed text and explains in the banner', async ({ page }) => {
  await page.goto('/');
  await page.route('**/api/sortItems', (route) =>
    route.fulfill({
      status: 500,
      json: { error: { status: 'INTERNAL', message: 'Something went wrong on our side.' } },
    }),
  );
  const field = page.getByLabel('Your grocery list, one item per line');
  await field.fill('milk\neggs');
  await page.getByRole('button', { name: 'Sort This List!' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Something went wrong on our side.' }),
  ).toBeVisible();
  await expect(field).toHaveValue('milk\neggs');
});

test('with the server out of reach, the list is sorted on this device', async ({ page }) => {
  await page.goto('/');
  await page.route('**/api/sortItems', (route) => route.abort('connectionrefused'));
  await page.getByLabel('Your grocery list, one item per line').fill('milk\nApples');
  await page.getByRole('button', { name: 'Sort This List!' }).click();
  await expect(page.getByRole('heading', { name: 'Your Sorted List' })).toBeVisible();
  await expect(section(page, 'Dairy & Eggs').getByText('milk')).toBeVisible();
  await expect(section(page, 'Produce').getByText('Apples')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('corrupt stored data is discarded without breaking the page', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('guest-list', '{"Produce":[{"name":42}]'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sort This List!' })).toBeVisible();
  await page.evaluate(() =>
    localStorage.setItem('guest-list', '{"Produce":[{"name":"kale","checked":true}]}'),
  );
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'kale' })).toBeChecked();
});
