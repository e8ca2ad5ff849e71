import { expect, type Page } from '@playwright/test';
import { MESSAGES } from '@shared/messages';
import { expectNoSeriousA11yViolations } from './support/axe';
import { becomePro, callApi, test } from './support/users';

const main = (page: Page) => page.getByRole('main');

/** On a phone the review is a sheet: the whole screen, its Add button in reach without scrolling the page. */
async function expectSheetOnPhone(page: Page, title: string) {
  const viewport = page.viewportSize();
  if (!viewport || viewport.width >= 640) {
    return;
  }
  const box = await page.getByRole('dialog', { name: title }).boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(viewport.height - 1);
  expect(box?.width).toBeGreaterThanOrEqual(viewport.width - 1);
  await expect(
    page.getByRole('dialog', { name: title }).getByRole('button', { name: /^Add \d/ }),
  ).toBeInViewport();
}

test('Add Meal to List reviews the meal first: a staple and a "to taste" line start unticked, and the rest merges into another list', async ({
  signUp,
}) => {
  const { page } = await signUp('Rita Review');
  await becomePro(page);
  await callApi(page, 'markStaple', { name: 'Olive oil' });
  await callApi(page, 'createMeal', {
    name: 'Pasta Night',
    ingredients: ['4 onions', '2 tbsp olive oil', 'salt & pepper to taste', '1 lb spaghetti'],
  });
  const { id: weekend } = await callApi(page, 'createList', { name: 'Weekend' });
  const { id: groceries } = await callApi(page, 'createList', { name: 'Groceries' });
  await callApi(page, 'addItems', { listId: groceries, text: '1 onion' });
  await page.goto(`/lists/${weekend}`);

  await main(page).getByRole('button', { name: 'Add Meal to List' }).click();
  const picker = page.getByRole('dialog', { name: 'Add Meal to List' });
  await picker.getByRole('button', { name: /Pasta Night/ }).click();
  const review = page.getByRole('dialog', { name: 'Add Pasta Night to a list' });
  const line = (name: string) => review.getByRole('checkbox', { name, exact: true });
  await expect(line('4 onions')).toBeChecked();
  await expect(line('1 lb spaghetti')).toBeChecked();
  await expect(line('2 tbsp olive oil')).not.toBeChecked();
  await expect(line('2 tbsp olive oil')).toHaveAccessibleDescription(/We always have it/);
  await expect(review.getByRole('checkbox', { name: /salt & pepper/ })).not.toBeChecked();
  await expect(review.getByRole('checkbox', { name: /salt & pepper/ })).toHaveAccessibleDescription(
    /To taste/,
  );
  await expect(review.getByRole('combobox', { name: 'Add to' })).toHaveValue(weekend);
  await expectSheetOnPhone(page, 'Add Pasta Night to a list');
  await expectNoSeriousA11yViolations(page);

  // Another list of the caller's: where each line joins a row there is said before anything is added.
  await review.getByRole('combobox', { name: 'Add to' }).selectOption({ label: 'Groceries' });
  await expect(line('4 onions')).toHaveAccessibleDescription('already on the list: onion (1) → onion (5)');

  // A failed add says why and keeps the sheet as it was: ticks, choice and all.
  await page.route('**/api/addMealToList', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { status: 'UNAVAILABLE', message: 'The server is busy. Try again.' } }),
    }),
  );
  await line('2 tbsp olive oil').check();
  await line('2 tbsp olive oil').uncheck();
  await review.getByRole('button', { name: 'Add 2 items' }).click();
  await expect(review.getByRole('alert')).toHaveText('The server is busy. Try again.');
  await expect(line('2 tbsp olive oil')).not.toBeChecked();
  await expect(review.getByRole('combobox', { name: 'Add to' })).toHaveValue(groceries);
  await page.unroute('**/api/addMealToList');

  await review.getByRole('button', { name: 'Add 2 items' }).click();
  await expect(page).toHaveURL(new RegExp(`/lists/${groceries}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Groceries' })).toBeVisible();
  await expect(main(page).getByText('Planned meals: Pasta Night')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'onion (5)', exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'spaghetti (1 lb)', exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /olive oil|salt/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('Generate Shopping List for this Week goes through the review onto a new list with SPEC’s name', async ({
  signUp,
}) => {
  const { page } = await signUp('Wes Week');
  await becomePro(page);
  await callApi(page, 'markStaple', { name: 'salt' });
  const { id: mealId } = await callApi(page, 'createMeal', {
    name: 'Curry',
    ingredients: ['2 onions', 'salt', 'cilantro (optional)', '1 can coconut milk'],
  });
  await callApi(page, 'addToMealPlan', { day: 'Monday', slot: 'dinner', mealId });
  await page.goto('/meal-plan');
  await page.getByRole('button', { name: 'Generate Shopping List for this Week' }).click();
  const review = page.getByRole('dialog', { name: 'Shopping list for this week' });
  await expect(review.getByRole('checkbox', { name: '2 onions', exact: true })).toBeChecked();
  await expect(review.getByRole('checkbox', { name: 'salt', exact: true })).not.toBeChecked();
  await expect(review.getByRole('checkbox', { name: /cilantro/ })).not.toBeChecked();
  await expect(review.getByRole('combobox', { name: 'Add to' })).toHaveValue('new');
  await expect(review.getByRole('textbox', { name: "New list's name" })).toHaveValue(
    /^Shopping List for \S+/,
  );
  await expectSheetOnPhone(page, 'Shopping list for this week');
  await expectNoSeriousA11yViolations(page);

  await review.getByRole('button', { name: 'Add 2 items' }).click();
  await expect(page).toHaveURL(/\/lists\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Shopping List for \S+/ })).toBeVisible();
  await expect(main(page).getByText('Planned meals: Curry')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'onions (2)', exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /salt|cilantro/ })).toHaveCount(0);
  const { lists } = await callApi(page, 'listLists', {});
  expect(lists.filter((list) => list.name.startsWith('Shopping List for'))).toHaveLength(1);
});

test('"We always have it" on an item puts it among the household’s staples in Profile, where it can be removed', async ({
  signUp,
}) => {
  const { page } = await signUp('Sol Staple');
  const { id: listId } = await callApi(page, 'createList', { name: 'Pantry run' });
  await callApi(page, 'addItems', { listId, text: '2 tbsp olive oil\nmilk' });
  await page.goto(`/lists/${listId}`);
  await page.getByRole('button', { name: 'More for olive oil' }).click();
  await page.getByRole('menuitem', { name: 'We always have it' }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.stapleAdded('olive oil') })).toBeVisible();

  await page.goto('/profile');
  const staples = page.getByRole('region', { name: 'We always have' });
  await expect(staples.getByRole('list', { name: 'Items we always have' })).toHaveText('olive oil');
  await staples.getByRole('textbox', { name: 'An item you always have' }).fill('Salt');
  await staples.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(staples.getByRole('listitem')).toHaveText(['olive oil', 'Salt']);
  await expectNoSeriousA11yViolations(page);
  await staples.getByRole('button', { name: 'Remove olive oil' }).click();
  await expect(staples.getByRole('listitem')).toHaveText(['Salt']);
  await page.reload();
  await expect(page.getByRole('region', { name: 'We always have' }).getByRole('listitem')).toHaveText([
    'Salt',
  ]);
});
