import { expect, type Page } from '@playwright/test';
import { MESSAGES } from '../../src/shared/messages';
import { expectNoSeriousA11yViolations } from './support/axe';
import { becomePro, callApi, test } from './support/users';

// With no model configured the server sorts and makes meal ideas from its built-in catalogue.
const PASTA = ['spaghetti', 'canned tomatoes', 'garlic', 'onion'];

const main = (page: Page) => page.getByRole('main');
const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const banner = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const section = (page: Page, category: string) => page.getByRole('region', { name: new RegExp(category) });
const templates = (page: Page) => main(page).getByRole('list', { name: 'Meal templates' });
const mealIdea = (page: Page) => page.getByRole('region', { name: 'Meal idea' });
const slotSelect = (page: Page, where: string) =>
  page.getByRole('combobox', { name: `Add a meal to ${where}` });

async function planMeal(page: Page, where: string, meal: string) {
  await slotSelect(page, where).selectOption({ label: meal });
  // Saved once its × works (a pending entry's × waits for the server).
  await expect(page.getByRole('button', { name: `Remove ${meal} from ${where}` })).toBeEnabled();
}

/** The page never scrolls sideways (SPEC: phone first). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a Pro user adds suggested and own meals, plans the week, makes the shopping list and clears the week', async ({
  signUp,
}) => {
  // The whole journey of the feature, with four axe scans: longer than one screen's test.
  test.slow();
  const { page } = await signUp('Mia Planner');
  await becomePro(page);
  await page.goto('/meals');
  await expect(page.getByRole('heading', { level: 1, name: 'My Meal Templates' })).toBeVisible();
  await expect(main(page).getByText(MESSAGES.noMeals)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Add from Suggestions' }).click();
  const browser = page.getByRole('dialog', { name: 'Suggested Meals' });
  const diet = browser.getByRole('group', { name: 'Diet' });
  const mealType = browser.getByRole('group', { name: 'Meal type' });
  await expect(diet.getByRole('radio', { name: 'All' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await diet.getByRole('radio', { name: 'Vegetarian' }).check();
  await mealType.getByRole('radio', { name: 'Lunch' }).check();
  await expect(browser.getByRole('heading', { name: 'Red Lentil Soup' })).toBeVisible();
  await expect(browser.getByRole('heading', { name: 'Chicken Caesar Salad' })).toHaveCount(0);
  await expect(browser.getByRole('heading', { name: 'Chickpea Coconut Curry' })).toHaveCount(0);
  await browser.getByRole('button', { name: 'Add Red Lentil Soup' }).click();
  const addedSoup = browser.getByRole('button', { name: 'Added Red Lentil Soup' });
  await expect(addedSoup).toBeDisabled();
  await expect(addedSoup).toHaveText('Added');
  await mealType.getByRole('radio', { name: 'Dinner' }).check();
  await browser.getByRole('button', { name: 'Add Chickpea Coconut Curry' }).click();
  await expect(browser.getByRole('button', { name: 'Added Chickpea Coconut Curry' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await browser.getByRole('button', { name: 'Done' }).click();
  await expect(browser).toBeHidden();
  await expect(templates(page).getByRole('heading', { name: 'Red Lentil Soup' })).toBeVisible();
  await expect(templates(page).getByRole('heading', { name: 'Chickpea Coconut Curry' })).toBeVisible();

  // Added meals stay marked for the session.
  await page.getByRole('button', { name: 'Add from Suggestions' }).click();
  await mealType.getByRole('radio', { name: 'Lunch' }).check();
  await expect(browser.getByRole('button', { name: 'Added Red Lentil Soup' })).toBeDisabled();
  await browser.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Create New Meal' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Meal' });
  const ingredients = form.getByRole('textbox', { name: 'Ingredients' });
  await form.getByRole('textbox', { name: 'Meal name' }).fill('Rice Bowl');
  const tooLong = `1 onion\n${'r'.repeat(201)}`;
  await ingredients.fill(tooLong);
  await form.getByRole('button', { name: 'Save Meal' }).click();
  await expect(form.getByRole('alert')).toHaveText(MESSAGES.itemTooLong(200));
  await expect(ingredients).toHaveValue(tooLong);
  await expect(ingredients).toHaveAttribute('aria-invalid', 'true');
  await ingredients.fill('1 onion\n200 g rice');
  await form.getByRole('button', { name: 'Save Meal' }).click();
  await expect(form).toBeHidden();
  await expect(templates(page).getByRole('listitem')).toHaveCount(3);
  await expect(templates(page).getByRole('listitem').filter({ hasText: 'Rice Bowl' })).toContainText(
    '2 ingredients: 1 onion, 200 g rice',
  );

  await tabBar(page).getByRole('link', { name: 'Meal Plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meal Plan' })).toBeVisible();
  await expect(main(page).getByText('Nothing planned yet.')).toBeVisible();
  await planMeal(page, 'Monday lunch', 'Red Lentil Soup');
  await planMeal(page, 'Monday dinner', 'Chickpea Coconut Curry');
  await planMeal(page, 'Wednesday dinner', 'Rice Bowl');
  await planMeal(page, 'Friday lunch', 'Rice Bowl');
  await planMeal(page, 'Saturday breakfast', 'Rice Bowl');
  await page.getByRole('button', { name: 'Remove Rice Bowl from Saturday breakfast' }).click();
  await expect(page.getByRole('button', { name: 'Remove Rice Bowl from Saturday breakfast' })).toHaveCount(0);
  await expect(main(page).getByText('4 meals planned.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(4);

  await page.getByRole('button', { name: 'Generate Shopping List for this Week' }).click();
  await expect(page).toHaveURL(/\/lists\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Shopping List for \S+/ })).toBeVisible();
  const planned = main(page).getByText(/^Planned meals:/);
  for (const meal of ['Red Lentil Soup', 'Chickpea Coconut Curry', 'Rice Bowl']) {
    await expect(planned).toContainText(meal);
  }
  // Four recipes with an onion each: one line, under Produce.
  await expect(
    section(page, 'Produce').getByRole('checkbox', { name: '4 onions', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /onion/ })).toHaveCount(1);
  await expect(
    section(page, 'Pantry').getByRole('checkbox', { name: '400 g rice', exact: true }),
  ).toBeVisible();
  await expect(
    section(page, 'Pantry').getByRole('checkbox', { name: '2 cans diced tomatoes' }),
  ).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Meal Plan' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Week' }).click();
  const confirm = page.getByRole('dialog', { name: 'Clear the week?' });
  await confirm.getByRole('button', { name: 'Clear Week' }).click();
  await expect(confirm).toBeHidden();
  await expect(main(page).getByText('Nothing planned yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await page.reload();
  await expect(main(page).getByText('Nothing planned yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await page.getByRole('button', { name: 'Generate Shopping List for this Week' }).click();
  await expect(banner(page, MESSAGES.emptyPlan)).toBeVisible();
  // The message goes once a meal is planned, and never follows the user to another page.
  await planMeal(page, 'Tuesday dinner', 'Rice Bowl');
  await expect(banner(page, MESSAGES.emptyPlan)).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove Rice Bowl from Tuesday dinner' }).click();
  await page.getByRole('button', { name: 'Generate Shopping List for this Week' }).click();
  await expect(banner(page, MESSAGES.emptyPlan)).toBeVisible();
  await tabBar(page).getByRole('link', { name: 'Meals' }).click();
  await expect(page).toHaveURL(/\/meals$/);
  await expect(banner(page, MESSAGES.emptyPlan)).toHaveCount(0);
});

test('the week is stacked on a phone and seven columns wide on a desktop', async ({ signUp }) => {
  const { page } = await signUp('Lea Layout');
  await becomePro(page);
  await page.goto('/meal-plan');
  const sunday = page.getByRole('heading', { level: 2, name: 'Sunday' });
  const saturday = page.getByRole('heading', { level: 2, name: 'Saturday' });
  await expect(saturday).toBeVisible();
  await expect(main(page).getByText(`${MESSAGES.noMeals}. Create meals in My Meals`)).toBeVisible();
  await expect(slotSelect(page, 'Sunday breakfast')).toBeDisabled();
  const first = await sunday.boundingBox();
  const last = await saturday.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  if (width >= 1024) {
    expect(last?.y).toBe(first?.y);
    expect(last?.x ?? 0).toBeGreaterThan(first?.x ?? 0);
  } else {
    expect(last?.y ?? 0).toBeGreaterThan(first?.y ?? 0);
  }
  await expectNoSidewaysScroll(page);
  await main(page).getByRole('link', { name: 'My Meals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Meal Templates' })).toBeVisible();
});

test('a Pro user edits and deletes a meal; a blank form says what it needs', async ({ signUp }) => {
  const { page } = await signUp('Ed Editor');
  await becomePro(page);
  await callApi(page, 'createMeal', { name: 'Oats', ingredients: ['1 cup rolled oats', 'milk'] });
  await page.goto('/meals');

  await page.getByRole('button', { name: 'Create New Meal' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Meal' });
  await create.getByRole('button', { name: 'Save Meal' }).click();
  await expect(create.getByRole('alert')).toHaveText(MESSAGES.mealNameRequired);
  await expect(create.getByRole('textbox', { name: 'Meal name' })).toHaveAttribute('aria-invalid', 'true');
  await create.getByRole('textbox', { name: 'Meal name' }).fill('Toast');
  await create.getByRole('textbox', { name: 'Ingredients' }).fill(' , ');
  await create.getByRole('button', { name: 'Save Meal' }).click();
  await expect(create.getByRole('alert')).toHaveText(MESSAGES.mealIngredientsRequired);
  await expectNoSeriousA11yViolations(page);
  await create.getByRole('button', { name: 'Cancel' }).click();
  await expect(create).toBeHidden();

  await page.getByRole('button', { name: 'Edit Oats' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Meal' });
  await expect(edit.getByRole('textbox', { name: 'Meal name' })).toHaveValue('Oats');
  await expect(edit.getByRole('textbox', { name: 'Ingredients' })).toHaveValue('1 cup rolled oats\nmilk');
  await edit.getByRole('textbox', { name: 'Meal name' }).fill('Oat Porridge');
  await edit.getByRole('textbox', { name: 'Ingredients' }).fill('1 cup rolled oats, 2 cups milk, honey');
  await edit.getByRole('textbox', { name: 'Instructions (optional)' }).fill('Simmer for five minutes.');
  await edit.getByRole('button', { name: 'Save Meal' }).click();
  await expect(edit).toBeHidden();
  await expect(templates(page).getByRole('listitem')).toContainText(
    '3 ingredients: 1 cup rolled oats, 2 cups milk, honey',
  );

  await page.getByRole('button', { name: 'Delete Oat Porridge' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this meal?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(templates(page).getByRole('heading', { name: 'Oat Porridge' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Oat Porridge' }).click();
  await confirm.getByRole('button', { name: 'Delete meal' }).click();
  await expect(main(page).getByText(MESSAGES.noMeals)).toBeVisible();
  await page.reload();
  await expect(main(page).getByText(MESSAGES.noMeals)).toBeVisible();
});

test('guests and free users see the upgrade page, and never load the meal pages', async ({
  page,
  signUp,
}) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(request.url()));
  for (const path of ['/meals', '/meal-plan']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Go Pro' })).toBeVisible();
  }

  await signUp('Fred Free');
  const listId = (await callApi<{ id: string }>(page, 'createList', { name: 'Dinner' })).id;
  await callApi(page, 'addItems', { listId, text: PASTA.join('\n') });
  await page.goto('/meals');
  await expect(page.getByRole('heading', { level: 1, name: 'Go Pro' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Meal Templates' })).toHaveCount(0);
  await tabBar(page).getByRole('link', { name: 'Meal Plan' }).click();
  await expect(page).toHaveURL(/\/meal-plan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Go Pro' })).toBeVisible();

  await page.goto(`/lists/${listId}`);
  await mealIdea(page).getByRole('button', { name: 'Get Meal Idea' }).click();
  await expect(mealIdea(page).getByRole('heading', { level: 3 })).toHaveText(/\w/);
  await expect(mealIdea(page).getByRole('button', { name: 'Save as Meal Template' })).toHaveCount(0);
  const addMeal = main(page).getByRole('link', { name: /^Add Meal to List/ });
  await expect(addMeal).toContainText('PRO');
  await addMeal.click();
  await expect(page).toHaveURL(/\/go-pro$/);
  expect(
    loaded.filter((url) => /my-meals-page|meal-plan-page|suggestions-dialog|meal-picker/.test(url)),
  ).toEqual([]);
});

test('a Pro user adds a meal to a saved list and keeps a meal idea as a template', async ({ signUp }) => {
  const { page } = await signUp('Pip Pro');
  await becomePro(page);
  await callApi(page, 'createMeal', { name: 'Garlic Bread', ingredients: ['1 baguette', '3 cloves garlic'] });
  const listId = (await callApi<{ id: string }>(page, 'createList', { name: 'Dinner' })).id;
  await callApi(page, 'addItems', { listId, text: PASTA.join('\n') });
  await page.goto(`/lists/${listId}`);
  await expect(page.getByRole('checkbox', { name: 'spaghetti' })).toBeVisible();
  await expect(main(page).getByText(/^Planned meals:/)).toHaveCount(0);

  await main(page).getByRole('button', { name: 'Add Meal to List' }).click();
  const picker = page.getByRole('dialog', { name: 'Add Meal to List' });
  await expect(picker.getByRole('button', { name: /Garlic Bread/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await picker.getByRole('button', { name: /Garlic Bread/ }).click();
  await expect(picker).toBeHidden();
  await expect(main(page).getByText('Planned meals: Garlic Bread')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '1 baguette' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '3 cloves garlic' })).toBeVisible();

  await mealIdea(page).getByRole('button', { name: 'Get Meal Idea' }).click();
  const title = mealIdea(page).getByRole('heading', { level: 3 });
  await expect(title).toHaveText(/\w/);
  const ideaName = ((await title.textContent()) ?? '').trim();
  const save = mealIdea(page).getByRole('button', { name: 'Save as Meal Template' });
  await save.click();
  await expect(mealIdea(page).getByRole('button', { name: 'Saved!' })).toBeVisible();
  // Back to its label after SPEC §9's 2 seconds.
  await expect(save).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await tabBar(page).getByRole('link', { name: 'Meals' }).click();
  await expect(templates(page).getByRole('heading', { name: ideaName, exact: true })).toBeVisible();
});
