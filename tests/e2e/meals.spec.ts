import { expect, type Locator, type Page } from '@playwright/test';
import type { WeekDay } from '@shared/meal-plan';
import { MESSAGES } from '@shared/messages';
import { answered } from './support/answers';
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
const week = (page: Page) => page.getByRole('group', { name: 'Week' });
const dayChip = (page: Page, day: string) =>
  page.getByRole('group', { name: 'Day' }).getByRole('button', { name: new RegExp(`^${day},`) });

/**
 * A slot's add-a-meal dropdown ("Monday lunch"). A phone shows one day at a time: its chip is pressed
 * first, so the slot is on screen whichever day it is.
 */
async function slotSelect(page: Page, where: string): Promise<Locator> {
  const day = where.split(' ')[0] ?? '';
  // The planner's first open waits for its code and the week; on a busy machine the week's answer has come after 5 s.
  await expect(week(page)).toBeVisible({ timeout: 15_000 });
  const chip = dayChip(page, day);
  if (await chip.isVisible()) {
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
  }
  return page.getByRole('combobox', { name: `Add a meal to ${where}` });
}

async function planMeal(page: Page, where: string, meal: string) {
  await (await slotSelect(page, where)).selectOption({ label: meal });
  // Saved once its × works (a pending entry's × waits for the server).
  await expect(page.getByRole('button', { name: `Remove ${meal} from ${where}` })).toBeEnabled();
}

/** The review before lines land on a list: adds the lines that start ticked, to where it starts. */
async function addReviewed(page: Page, title: string) {
  const review = page.getByRole('dialog', { name: title });
  await review.getByRole('button', { name: /^Add \d+ items?$/ }).click();
  await expect(review).toBeHidden();
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
  // The filters are folded under Filters; opened, they stay open while the browser is.
  await browser.locator('summary', { hasText: 'Filters' }).click();
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
  // Gone from the page at once; the reload below waits for the server's answer (a reload cancels a call).
  await answered(page, 'removeFromMealPlan', () =>
    page.getByRole('button', { name: 'Remove Rice Bowl from Saturday breakfast' }).click(),
  );
  await expect(page.getByRole('button', { name: 'Remove Rice Bowl from Saturday breakfast' })).toHaveCount(0);
  await expect(main(page).getByText('4 meals planned.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  // Counted on every day, shown or not: a phone shows one day at a time.
  await expect(page.getByRole('button', { name: /^Remove /, includeHidden: true })).toHaveCount(4);

  await page.getByRole('button', { name: 'Generate Shopping List for this Week' }).click();
  await addReviewed(page, 'Shopping list for this week');
  await expect(page).toHaveURL(/\/lists\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Shopping List for \S+/ })).toBeVisible();
  const planned = main(page).getByText(/^Planned meals:/);
  for (const meal of ['Red Lentil Soup', 'Chickpea Coconut Curry', 'Rice Bowl']) {
    await expect(planned).toContainText(meal);
  }
  // Four recipes with an onion each: one line, under Produce.
  await expect(
    section(page, 'Produce').getByRole('checkbox', { name: 'onions (4)', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /onion/ })).toHaveCount(1);
  // 200 g of rice twice, summed in the units of the household's region: this browser is American.
  await expect(
    section(page, 'Pantry').getByRole('checkbox', { name: 'rice (14 oz)', exact: true }),
  ).toBeVisible();
  await expect(
    section(page, 'Pantry').getByRole('checkbox', { name: 'diced tomatoes (2 cans)' }),
  ).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Meal Plan' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Week' }).click();
  const confirm = page.getByRole('dialog', { name: 'Clear the week?' });
  await answered(page, 'clearMealPlan', () => confirm.getByRole('button', { name: 'Clear Week' }).click());
  await expect(confirm).toBeHidden();
  await expect(main(page).getByText('Nothing planned yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove /, includeHidden: true })).toHaveCount(0);
  await page.reload();
  await expect(main(page).getByText('Nothing planned yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove /, includeHidden: true })).toHaveCount(0);
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

test('with no meals yet every slot is disabled and the page points to My Meals', async ({ signUp }) => {
  const { page } = await signUp('Lea Layout');
  await becomePro(page);
  await page.goto('/meal-plan');
  await expect(main(page).getByText(`${MESSAGES.noMeals}. Create meals in My Meals`)).toBeVisible();
  await expect(await slotSelect(page, 'Sunday breakfast')).toBeDisabled();
  await expect(await slotSelect(page, 'Saturday dinner')).toBeDisabled();
  await expectNoSidewaysScroll(page);
  await main(page).getByRole('link', { name: 'My Meals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Meal Templates' })).toBeVisible();
});

type Planned = readonly [day: WeekDay, slot: 'breakfast' | 'lunch' | 'dinner', meal: string];

/** Makes the meals and plans them the way a script would, so a test starts from a planned week. */
async function seedWeek(page: Page, meals: readonly string[], planned: readonly Planned[]) {
  const ids = new Map<string, string>();
  for (const name of meals) {
    const { id } = await callApi(page, 'createMeal', { name, ingredients: [`${name} kit`] });
    ids.set(name, id);
  }
  for (const [day, slot, meal] of planned) {
    await callApi(page, 'addToMealPlan', { day, slot, mealId: ids.get(meal) ?? `missing ${meal}` });
  }
}

/** A thumb's target: 44 × 44 px at least. */
async function expectThumbSized(target: Locator) {
  const box = await target.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

const MEALS = ['Oat Porridge', 'Tacos', 'Red Lentil Soup'];

/** On a phone: one day at a time under day chips, and a page a thumb can scroll in a moment. */
async function expectPhoneWeek(page: Page) {
  await page.goto('/meal-plan');
  await expect(main(page).getByText('8 meals planned.')).toBeVisible();
  const chips = page.getByRole('group', { name: 'Day' }).getByRole('button');
  await expect(chips).toHaveText(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  await expect(page.getByRole('button', { pressed: true })).toHaveCount(1);
  for (const chip of await chips.all()) {
    await expectThumbSized(chip);
  }

  const monday = page.getByRole('button', { name: 'Monday, 4 meals planned' });
  await monday.click();
  await expect(monday).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Monday' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Sunday' })).toBeHidden();
  // Each planned meal reads its name first, then its portions control (½× to 3×).
  await expect(
    page.getByRole('list', { name: 'Planned for Monday dinner' }).getByRole('listitem'),
  ).toHaveText([/^Tacos/, /^Red Lentil Soup/]);
  await page.getByRole('button', { name: 'Tuesday, nothing planned' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Tuesday' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Monday' })).toBeHidden();
  await expect(monday).toHaveAttribute('aria-pressed', 'false');

  // On the fullest day, the plan itself is about 640 px: title, status and the two buttons (~230), chips (56)
  // and the day with two dinners (~290). 730 leaves room for a meal name or two wrapping; seven stacked days
  // took ~2,500. (The page around it is at least a screen high: the footer starts below the fold.)
  await monday.click();
  const plan = await page.getByRole('region', { name: 'Meal Plan' }).boundingBox();
  expect(plan?.height ?? Number.POSITIVE_INFINITY).toBeLessThan(730);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
}

/** On a desktop: the week is a grid of day rows, slots in columns, lined up with the header's column. */
async function expectDesktopWeek(page: Page) {
  await page.goto('/meal-plan');
  await expect(main(page).getByText('8 meals planned.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Day' })).toBeHidden();

  // The header's content column: the logo starts it, Sign Out ends it.
  const grid = await week(page).boundingBox();
  const logo = await page.getByRole('link', { name: 'Aislewise home' }).boundingBox();
  const signOut = await page.getByRole('button', { name: 'Sign Out' }).boundingBox();
  expect(Math.abs((grid?.x ?? 0) - (logo?.x ?? -10))).toBeLessThanOrEqual(1);
  expect(
    Math.abs((grid?.x ?? 0) + (grid?.width ?? 0) - ((signOut?.x ?? 0) + (signOut?.width ?? 0))),
  ).toBeLessThanOrEqual(1);

  const sunday = await page.getByRole('heading', { level: 2, name: 'Sunday' }).boundingBox();
  const saturday = await page.getByRole('heading', { level: 2, name: 'Saturday' }).boundingBox();
  expect(saturday?.x).toBe(sunday?.x);
  expect(saturday?.y ?? 0).toBeGreaterThan(sunday?.y ?? 0);
  // Each slot sits in its own column: a day's dinner right of its breakfast, level with it.
  const breakfast = await (await slotSelect(page, 'Monday breakfast')).boundingBox();
  // The planned meals' list, not a button: in a narrow cell a meal's controls sit on a row under its name.
  const dinner = await page.getByRole('list', { name: 'Planned for Monday dinner' }).boundingBox();
  expect(dinner?.x ?? 0).toBeGreaterThan((breakfast?.x ?? 0) + (breakfast?.width ?? 0));
  expect(Math.abs((dinner?.y ?? 0) - (breakfast?.y ?? 0))).toBeLessThanOrEqual(2);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
}

test('the week is one day at a time under day chips on a phone, and a grid lined up with the header on a desktop', async ({
  signUp,
  viewport,
}) => {
  const { page } = await signUp('Pia Planner');
  await becomePro(page);
  // A typical week: eight meals over five days, Monday the fullest with two dinners.
  await seedWeek(page, MEALS, [
    ['Sunday', 'breakfast', 'Oat Porridge'],
    ['Monday', 'breakfast', 'Oat Porridge'],
    ['Monday', 'lunch', 'Red Lentil Soup'],
    ['Monday', 'dinner', 'Tacos'],
    ['Monday', 'dinner', 'Red Lentil Soup'],
    ['Wednesday', 'dinner', 'Tacos'],
    ['Friday', 'lunch', 'Red Lentil Soup'],
    ['Saturday', 'dinner', 'Tacos'],
  ]);
  // The phone project is 390 px wide, the desktop one 1280: each shows its own layout of the same week.
  if ((viewport?.width ?? 0) < 640) {
    await expectPhoneWeek(page);
  } else {
    await expectDesktopWeek(page);
  }
});

test('a filled slot shows its meals with × and a "+" that adds another; × removes them', async ({
  signUp,
}) => {
  const { page } = await signUp('Sam Slots');
  await becomePro(page);
  await seedWeek(page, MEALS, []);
  await page.goto('/meal-plan');
  const addToEmpty = await slotSelect(page, 'Monday dinner');
  // An empty slot's add control is a row across the slot.
  expect((await addToEmpty.boundingBox())?.width ?? 0).toBeGreaterThan(150);
  await planMeal(page, 'Monday dinner', 'Tacos');

  const planned = page.getByRole('list', { name: 'Planned for Monday dinner' });
  // Each planned meal reads its name first, then its portions control (½× to 3×).
  await expect(planned.getByRole('listitem')).toHaveText([/^Tacos/]);
  const removeTacos = page.getByRole('button', { name: 'Remove Tacos from Monday dinner' });
  await expectThumbSized(removeTacos);
  // Beside the meal, the same dropdown is a round "+" of one thumb's size.
  const plus = await slotSelect(page, 'Monday dinner');
  await expectThumbSized(plus);
  const plusBox = await plus.boundingBox();
  const mealBox = await planned.getByRole('listitem').first().boundingBox();
  expect(plusBox?.width ?? 0).toBeLessThan(60);
  expect(plusBox?.x ?? 0).toBeGreaterThan((mealBox?.x ?? 0) + (mealBox?.width ?? 0) - 1);
  expect(Math.abs((plusBox?.y ?? 0) - (mealBox?.y ?? 0))).toBeLessThanOrEqual(2);

  await planMeal(page, 'Monday dinner', 'Red Lentil Soup');
  await expect(planned.getByRole('listitem')).toHaveText([/^Tacos/, /^Red Lentil Soup/]);
  await expect(main(page).getByText('2 meals planned.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await answered(page, 'removeFromMealPlan', () => removeTacos.click());
  await expect(planned.getByRole('listitem')).toHaveText([/^Red Lentil Soup/]);
  await answered(page, 'removeFromMealPlan', () =>
    page.getByRole('button', { name: 'Remove Red Lentil Soup from Monday dinner' }).click(),
  );
  await expect(planned).toHaveCount(0);
  await expect(main(page).getByText('Nothing planned yet.')).toBeVisible();
  await page.reload();
  await expect(main(page).getByText('Nothing planned yet.')).toBeVisible();
  expect(((await (await slotSelect(page, 'Monday dinner')).boundingBox())?.width ?? 0) > 150).toBe(true);
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
  await answered(page, 'deleteMeal', () => confirm.getByRole('button', { name: 'Delete meal' }).click());
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
  const listId = (await callApi(page, 'createList', { name: 'Dinner' })).id;
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
  const listId = (await callApi(page, 'createList', { name: 'Dinner' })).id;
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
  await addReviewed(page, 'Add Garlic Bread to a list');
  await expect(main(page).getByText('Planned meals: Garlic Bread')).toBeVisible();
  // The list already had garlic: the meal's cloves join that row, and the page says so.
  await expect(
    main(page).getByRole('status').filter({ hasText: 'Added 1 item, 1 already on your list' }),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'baguette (1)' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'garlic (3 cloves)' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /garlic/ })).toHaveCount(1);

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

test('the same item added by plan → list, by typing and by Add Meal to List is one row with the summed quantity', async ({
  signUp,
}) => {
  const { page } = await signUp('Sam Sum');
  await becomePro(page);
  const { id: stew } = await callApi(page, 'createMeal', {
    name: 'Chicken Stew',
    ingredients: ['2 lb chicken thighs', '3 carrots', '1 pack tortillas'],
  });
  await callApi(page, 'addToMealPlan', { day: 'Monday', slot: 'dinner', mealId: stew });
  await page.goto('/meal-plan');
  await page.getByRole('button', { name: 'Generate Shopping List for this Week' }).click();
  await addReviewed(page, 'Shopping list for this week');
  await expect(page).toHaveURL(/\/lists\/[\w-]+$/);
  const thighs = page.getByRole('checkbox', { name: /chicken thighs/ });
  await expect(thighs).toHaveAccessibleName('chicken thighs (2 lb)');

  // Typed with another spelling of the unit, and a carrot count in brackets.
  await page
    .getByRole('textbox', { name: 'Add items, one per line' })
    .fill('2 lbs chicken thighs\nCarrots (2)');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(thighs).toHaveAccessibleName('chicken thighs (4 lb)');
  await expect(page.getByRole('checkbox', { name: /carrots/i })).toHaveAccessibleName('carrots (5)');

  await main(page).getByRole('button', { name: 'Add Meal to List' }).click();
  const picker = page.getByRole('dialog', { name: 'Add Meal to List' });
  await picker.getByRole('button', { name: /Chicken Stew/ }).click();
  await expect(picker).toBeHidden();
  await addReviewed(page, 'Add Chicken Stew to a list');
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: 'Added 0 items, 3 already on your list from Chicken Stew.' }),
  ).toBeVisible();
  await expect(thighs).toHaveAccessibleName('chicken thighs (6 lb)');
  await expect(page.getByRole('checkbox', { name: /carrots/i })).toHaveAccessibleName('carrots (8)');
  await expect(page.getByRole('checkbox', { name: /tortillas/ })).toHaveAccessibleName('tortillas (2 packs)');
  await expect(page.getByRole('checkbox')).toHaveCount(3);
  // What a person sees: the name, and its quantity beside it.
  const row = page.getByRole('listitem').filter({ has: thighs });
  await expect(row.getByText('chicken thighs', { exact: true })).toBeVisible();
  await expect(row.getByText('6 lb', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'chicken thighs (6 lb)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await callApi(page, 'clearMealPlan', {});
});
