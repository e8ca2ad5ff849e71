import { expect, type Page } from '@playwright/test';
import { MESSAGES } from '../../src/shared/messages';
import { expectNoSeriousA11yViolations } from './support/axe';
import { callApi, test } from './support/users';

// With no model configured the server answers from its built-in catalogue.
const PASTA = ['spaghetti', 'canned tomatoes', 'garlic', 'onion'];

const addBox = (page: Page) => page.getByRole('textbox', { name: 'Add items, one per line' });
const banner = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const mealIdea = (page: Page) => page.getByRole('region', { name: 'Meal idea' });
const needs = (page: Page) => mealIdea(page).getByRole('list', { name: 'You need:' });
const chips = (page: Page) => page.getByRole('list', { name: /^Suggestions/ }).getByRole('button');

async function chipTexts(page: Page): Promise<string[]> {
  return (await chips(page).allTextContents()).map((text) => text.trim());
}

/** Holds requests to the procedure until `release()` (later ones pass), to look at the page while it waits. */
async function holdRequests(page: Page, procedure: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/${procedure}`, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

test('a guest gets a meal idea with PRO-only Add buttons, and suggestions that go into the add box once', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('Your grocery list, one item per line').fill(PASTA.join('\n'));
  await page.getByRole('button', { name: 'Sort This List!' }).click();
  await expect(page.getByRole('checkbox', { name: 'spaghetti' })).toBeVisible();

  const panel = mealIdea(page);
  const release = await holdRequests(page, 'getMealIdea');
  await panel.getByRole('button', { name: 'Get Meal Idea' }).click();
  await expect(panel).toHaveAttribute('aria-busy', 'true');
  await expect(panel.getByRole('status')).toHaveText('Thinking of a meal…');
  release();
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(/\w/);
  await expect(panel).toHaveAttribute('aria-busy', 'false');
  const has = (await panel.getByRole('list', { name: 'You have:' }).getByRole('listitem').allTextContents())
    .map((text) => text.trim().toLowerCase())
    .filter((text) => text !== '');
  expect(has.length).toBeGreaterThan(0);
  expect(PASTA).toEqual(expect.arrayContaining(has));
  const needButtons = needs(page).getByRole('button', { name: /^Add / });
  const needCount = await needButtons.count();
  expect(needCount).toBeGreaterThanOrEqual(1);
  expect(needCount).toBeLessThanOrEqual(3);
  for (const button of await needButtons.all()) {
    await expect(button).toBeDisabled();
    await expect(button).toContainText('PRO');
    await expect(button).toHaveAccessibleDescription(/needs an account/);
  }
  await expect(panel.getByRole('heading', { name: 'How to make it' })).toBeVisible();

  const typed = 'milk';
  await addBox(page).fill(typed);
  const releaseSuggestions = await holdRequests(page, 'suggestItems');
  await page.getByRole('button', { name: 'Suggest' }).click();
  await expect(page.getByRole('button', { name: 'Thinking…' })).toHaveAttribute('aria-busy', 'true');
  releaseSuggestions();
  await expect(chips(page)).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Suggest' })).toBeEnabled();
  const first = await chipTexts(page);
  for (const text of first) {
    expect(PASTA).not.toContain(text.toLowerCase());
  }
  await expectNoSeriousA11yViolations(page);

  const picked = first[0] ?? '';
  const chip = chips(page).filter({ hasText: picked });
  await chip.click();
  await expect(addBox(page)).toHaveValue(`${typed}\n${picked}`);
  await expect(addBox(page)).toBeFocused();
  await expect(chip).toBeDisabled();

  await page.getByRole('button', { name: 'Suggest' }).click();
  await expect.poll(() => chipTexts(page)).not.toEqual(first);
  const second = await chipTexts(page);
  expect(second.length).toBeGreaterThan(0);
  for (const text of second) {
    expect(first).not.toContain(text);
  }
  await expect(addBox(page)).toHaveValue(`${typed}\n${picked}`);

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: picked, exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: typed, exact: true })).toBeVisible();
  await expect(addBox(page)).toHaveValue('');
});

test('a guest sees AI failures in the banner and keeps what was typed and shown', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Your grocery list, one item per line').fill(PASTA.join('\n'));
  await page.getByRole('button', { name: 'Sort This List!' }).click();
  await expect(page.getByRole('checkbox', { name: 'onion' })).toBeVisible();

  await mealIdea(page).getByRole('button', { name: 'Get Meal Idea' }).click();
  const title = mealIdea(page).getByRole('heading', { level: 3 });
  await expect(title).toHaveText(/\w/);
  const shownTitle = await title.textContent();
  await page.route('**/api/getMealIdea', (route) =>
    route.fulfill({
      status: 500,
      json: { error: { status: 'INTERNAL', message: MESSAGES.aiHttpFailure(500) } },
    }),
  );
  await mealIdea(page).getByRole('button', { name: 'Get Meal Idea' }).click();
  await expect(banner(page, MESSAGES.aiHttpFailure(500))).toBeVisible();
  await expect(title).toHaveText(shownTitle ?? '');

  await addBox(page).fill('bread');
  await page.route('**/api/suggestItems', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Suggest' }).click();
  await expect(banner(page, MESSAGES.offlineCall)).toBeVisible();
  await expect(addBox(page)).toHaveValue('bread');
  await expect(chips(page)).toHaveCount(0);
});

test('a signed-in user adds a meal idea’s need to a saved list once', async ({ signUp }) => {
  const { page } = await signUp('Ida Cook');
  const { id } = await callApi(page, 'createList', { name: 'Pasta night' });
  await page.goto(`/lists/${id}`);
  await expect(page.getByText('This list is empty.')).toBeVisible();

  await page.getByRole('button', { name: 'Suggest' }).click();
  await expect(banner(page, MESSAGES.suggestionsNeedItems)).toBeVisible();
  await mealIdea(page).getByRole('button', { name: 'Get Meal Idea' }).click();
  await expect(banner(page, MESSAGES.mealIdeaNeedsItems)).toBeVisible();

  await addBox(page).fill(PASTA.join('\n'));
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  for (const name of PASTA) {
    await expect(page.getByRole('checkbox', { name, exact: true })).toBeVisible();
  }

  await mealIdea(page).getByRole('button', { name: 'Get Meal Idea' }).click();
  await expect(mealIdea(page).getByRole('heading', { level: 3 })).toHaveText(/\w/);
  const addButtons = needs(page).getByRole('button', { name: /^Add / });
  await expect(addButtons.first()).toBeEnabled();
  await expect(needs(page)).not.toContainText('PRO');
  const need = ((await addButtons.first().getAttribute('aria-label')) ?? '').replace(/^Add /, '');
  expect(need).not.toBe('');
  const others = await addButtons.count();

  await addButtons.first().click();
  const added = needs(page).getByRole('button', { name: `Added ${need}`, exact: true });
  await expect(added).toBeDisabled();
  await expect(added).toHaveText('Added');
  await expect(page.getByRole('checkbox', { name: need, exact: true })).toBeVisible();
  await expect(needs(page).getByRole('button', { name: /^Add / })).toHaveCount(others - 1);
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: need, exact: true })).toBeVisible();
});
