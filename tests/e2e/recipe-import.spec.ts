import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { MESSAGES } from '../../src/shared/messages';
import { expectNoSeriousA11yViolations } from './support/axe';
import { recipePage } from './support/recipe-site';
import { becomePro, test } from './support/users';

// The fake recipe site (support/recipe-site.ts) serves the reader's fixtures; this one's draft is known.
const COOKIES_PAGE = '02-tasty-recipes-entities';
const fixtures = JSON.parse(
  readFileSync(new URL('../fixtures/recipe-pages/expected.json', import.meta.url), 'utf8'),
) as { file: string; draft: { name: string; ingredients: string[]; instructions: string } }[];
const cookies = fixtures.find((fixture) => fixture.file === `${COOKIES_PAGE}.html`)?.draft;
const COOKIES = cookies?.name ?? '';

const main = (page: Page) => page.getByRole('main');
const templates = (page: Page) => main(page).getByRole('list', { name: 'Meal templates' });
const mealForm = (page: Page) => page.getByRole('dialog', { name: 'Create New Meal' });
const field = (dialog: Locator, name: string | RegExp) => dialog.getByRole('textbox', { name });

/** The page never scrolls sideways (SPEC: phone first). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A thumb's target: 44 × 44 px at least. */
async function expectThumbSized(target: Locator) {
  const box = await target.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

/** Shows a day of the plan: a phone shows one day at a time, so its chip is pressed. */
async function showDay(page: Page, day: string) {
  const chip = page.getByRole('group', { name: 'Day' }).getByRole('button', { name: new RegExp(`^${day},`) });
  // The plan page's code loads on first visit: on a busy machine that can take longer than 5 s.
  await expect(page.getByRole('group', { name: 'Week' })).toBeVisible({ timeout: 15_000 });
  if (await chip.isVisible()) {
    await chip.click();
  }
}

/** Plans a meal into a slot ("Monday dinner"). */
async function planMeal(page: Page, where: string, meal: string) {
  await showDay(page, where.split(' ')[0] ?? '');
  await page.getByRole('combobox', { name: `Add a meal to ${where}` }).selectOption({ label: meal });
  await expect(page.getByRole('button', { name: `Remove ${meal} from ${where}` })).toBeEnabled();
}

async function openImport(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Import from link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from link' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a Pro user imports a recipe from a link, checks and saves it, plans it 2× and shops for twice as much', async ({
  signUp,
}) => {
  // The whole journey across three pages, with four axe scans.
  test.slow();
  const { page } = await signUp('Ida Importer');
  await becomePro(page);
  await page.goto('/meals');

  const importer = await openImport(page);
  const link = field(importer, 'Recipe link');
  await expect(link).toHaveAttribute('type', 'url');
  await expect(link).toHaveAttribute('inputmode', 'url');
  await expectNoSeriousA11yViolations(page);
  // The site answers slowly: the dialog shows it is reading, and keeps the link.
  const address = `${recipePage(COOKIES_PAGE)}?wait=1500`;
  await link.fill(address);
  await importer.getByRole('button', { name: 'Import' }).click();
  await expect(importer.getByRole('status')).toHaveText('Reading the recipe…');
  await expect(importer.getByRole('button', { name: 'Import' })).toBeDisabled();
  await expect(link).toHaveValue(address);

  // The meal form opens on the draft, for the user to check: nothing is saved yet.
  const form = mealForm(page);
  await expect(form).toBeVisible();
  await expect(importer).toBeHidden();
  await expect(field(form, 'Meal name')).toHaveValue(COOKIES);
  await expect(field(form, 'Ingredients')).toHaveValue(cookies?.ingredients.join('\n') ?? '');
  await expect(field(form, 'Instructions (optional)')).toHaveValue(
    `Total time: 42 min\n${cookies?.instructions ?? ''}`,
  );
  await expect(field(form, 'Servings (optional)')).toHaveValue('24');
  const source = form.getByRole('link', { name: /^127\.0\.0\.1\/…/ });
  await expect(source).toHaveAttribute('href', address);
  await expect(source).toHaveAttribute('target', '_blank');
  await expect(source).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(form.getByText('Source:')).toBeVisible();
  await expect(main(page).getByText(MESSAGES.noMeals)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Save Meal' }).click();
  await expect(form).toBeHidden();

  const card = templates(page).getByRole('listitem').filter({ hasText: COOKIES });
  // A line with a comma in it stays one ingredient.
  await expect(card).toContainText(`${cookies?.ingredients.length ?? 0} ingredients:`);
  await expect(card).toContainText('2 large eggs, room temperature');
  await expect(card).toContainText('Serves 24');
  await expect(card.getByRole('link', { name: /^127\.0\.0\.1/ })).toHaveAttribute('href', address);
  await expectNoSidewaysScroll(page);

  await page.goto('/meal-plan');
  await planMeal(page, 'Monday dinner', COOKIES);
  const portions = page.getByRole('combobox', { name: `Portions of ${COOKIES} for Monday dinner` });
  await expect(portions).toHaveValue('1');
  await expectThumbSized(portions);
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/scalePlanEntry'));
  await portions.selectOption({ label: '2×' });
  expect((await saved).status()).toBe(200);
  // The scale shows right after the meal's name (the control's options follow in the text).
  const planned = page.getByRole('list', { name: 'Planned for Monday dinner' }).getByRole('listitem');
  await expect(planned).toHaveText(new RegExp(`^${COOKIES}2×`));
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await showDay(page, 'Monday');
  await expect(page.getByRole('combobox', { name: `Portions of ${COOKIES} for Monday dinner` })).toHaveValue(
    '2',
  );

  await page.getByRole('button', { name: 'Generate Shopping List for this Week' }).click();
  const review = page.getByRole('dialog', { name: 'Shopping list for this week' });
  await review.getByRole('button', { name: /^Add \d+ items?$/ }).click();
  await expect(page).toHaveURL(/\/lists\/[\w-]+$/);
  // The recipe's 2 tsp, 1 tsp, 1 ½ cups and 2 large eggs, twice over; what follows a comma is the eggs' note.
  for (const item of [
    'vanilla extract (4 tsp)',
    'baking soda (2 tsp)',
    'all-purpose flour (3 cups)',
    'large eggs (4)',
  ]) {
    await expect(main(page).getByRole('checkbox', { name: item, exact: true })).toBeVisible();
  }
  await expect(
    main(page).getByRole('listitem').filter({ hasText: 'large eggs' }).getByText('room temperature'),
  ).toBeVisible();
});

test('a pasted recipe is read into the form; Cancel keeps nothing, Save Meal keeps it', async ({
  signUp,
}) => {
  const { page } = await signUp('Pat Paster');
  await becomePro(page);
  await page.goto('/meals');
  const recipe = [
    'Lemon Garlic Spaghetti',
    'Serves 2',
    'Ingredients',
    '200 g spaghetti',
    '2 cloves garlic, sliced',
    '1 lemon',
    'Method',
    'Boil the spaghetti.',
    'Toss it with the garlic and lemon.',
  ].join('\n');

  await page.getByRole('button', { name: 'Paste a recipe' }).click();
  const paster = page.getByRole('dialog', { name: 'Paste a recipe' });
  await paster.getByRole('button', { name: 'Read recipe' }).click();
  await expect(paster.getByRole('alert')).toHaveText(MESSAGES.recipeTextRequired);
  await field(paster, 'Recipe text').fill(recipe);
  await expectNoSeriousA11yViolations(page);
  await paster.getByRole('button', { name: 'Read recipe' }).click();
  const form = mealForm(page);
  await expect(field(form, 'Meal name')).toHaveValue('Lemon Garlic Spaghetti');
  await expect(field(form, 'Ingredients')).toHaveValue('200 g spaghetti\n2 cloves garlic, sliced\n1 lemon');
  await expect(field(form, 'Servings (optional)')).toHaveValue('2');
  await expect(field(form, 'Instructions (optional)')).toHaveValue(/Boil the spaghetti\./);
  await expect(form.getByText('Source:')).toHaveCount(0);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  await expect(main(page).getByText(MESSAGES.noMeals)).toBeVisible();

  // Opened again, it starts empty; read once more, the meal is saved only now.
  await page.getByRole('button', { name: 'Paste a recipe' }).click();
  await expect(field(paster, 'Recipe text')).toHaveValue('');
  await field(paster, 'Recipe text').fill(recipe);
  await paster.getByRole('button', { name: 'Read recipe' }).click();
  await field(form, 'Servings (optional)').fill('4');
  await form.getByRole('button', { name: 'Save Meal' }).click();
  await expect(form).toBeHidden();
  const card = templates(page).getByRole('listitem');
  await expect(card).toContainText('3 ingredients: 200 g spaghetti, 2 cloves garlic, sliced, 1 lemon');
  await expect(card).toContainText('Serves 4');
  await expect(card.getByRole('link')).toHaveCount(0);
});

test('a link that cannot be imported shows why in the dialog and keeps the link', async ({ signUp }) => {
  const { page } = await signUp('Eli Errors');
  await becomePro(page);
  await page.goto('/meals');
  const importer = await openImport(page);
  const link = field(importer, 'Recipe link');

  await importer.getByRole('button', { name: 'Import' }).click();
  await expect(importer.getByRole('alert')).toHaveText(MESSAGES.recipeLinkRequired);

  const privateLink = 'http://192.168.1.20/recipes/soup';
  await link.fill(privateLink);
  await importer.getByRole('button', { name: 'Import' }).click();
  await expect(importer.getByRole('alert')).toHaveText(MESSAGES.recipeLinkPrivate);
  await expect(link).toHaveValue(privateLink);
  await expect(link).toHaveAttribute('aria-invalid', 'true');
  await expect(link).toHaveAccessibleDescription(new RegExp(MESSAGES.recipeLinkPrivate));
  await expect(importer.getByRole('button', { name: 'Import' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);

  const articleLink = recipePage('09-no-recipe-article');
  await link.fill(articleLink);
  await importer.getByRole('button', { name: 'Import' }).click();
  await expect(importer.getByRole('alert')).toHaveText(MESSAGES.recipeNotFound);
  await expect(link).toHaveValue(articleLink);
  await importer.getByRole('button', { name: 'Cancel' }).click();
  await expect(importer).toBeHidden();
  await expect(main(page).getByText(MESSAGES.noMeals)).toBeVisible();
});

test('a link shared to the app opens My Meals and is imported at once', async ({ signUp }) => {
  const { page } = await signUp('Sid Sharer');
  await becomePro(page);
  // As Android's share sheet sends it: the link inside the text.
  const text = `So good: ${recipePage(COOKIES_PAGE)}!`;
  await page.goto(`/meals/import?${new URLSearchParams({ title: 'Cookies', text })}`);
  await expect(page).toHaveURL(/\/meals$/);
  const form = mealForm(page);
  await expect(field(form, 'Meal name')).toHaveValue(COOKIES);
  await form.getByRole('button', { name: 'Remove source link' }).click();
  await expect(form.getByText('Source:')).toHaveCount(0);
  await form.getByRole('button', { name: 'Save Meal' }).click();
  await expect(form).toBeHidden();
  const card = templates(page).getByRole('listitem');
  await expect(card).toContainText('Serves 24');
  await expect(card.getByRole('link')).toHaveCount(0);
  // Taken once: a reload does not import it again.
  await page.reload();
  await expect(templates(page).getByRole('listitem')).toHaveCount(1);
  await expect(mealForm(page)).toBeHidden();
});

test('a scale the server refuses goes back, and the banner says so', async ({ signUp }) => {
  const { page } = await signUp('Ola Oops');
  await becomePro(page);
  const created = await page.request.post('/api/createMeal', {
    data: { data: { name: 'Tacos', ingredients: ['8 tortillas'] } },
  });
  expect(created.status()).toBe(200);
  await page.goto('/meal-plan');
  await planMeal(page, 'Friday dinner', 'Tacos');
  await page.route('**/api/scalePlanEntry', (route) =>
    route.fulfill({ status: 503, json: { error: { status: 'UNAVAILABLE', message: 'Down.' } } }),
  );
  const portions = page.getByRole('combobox', { name: 'Portions of Tacos for Friday dinner' });
  await portions.selectOption({ label: '3×' });
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.planUpdateFailed })).toBeVisible();
  await expect(portions).toHaveValue('1');
});
