import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { becomePro, callApi, test } from './support/users';

const main = (page: Page) => page.getByRole('main');

/**
 * Watches the calls the page makes to a procedure, from now on: each call's change id (none is a failure of
 * the web's half: the server could not tell a repeat from a new intent).
 */
function changeIdsSent(page: Page, procedure: string): string[] {
  const ids: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/api/${procedure}`) {
      const body = request.postDataJSON() as { data?: { changeId?: unknown } } | null;
      ids.push(typeof body?.data?.changeId === 'string' ? body.data.changeId : 'none');
    }
  });
  return ids;
}

/** Every call the double tap made carried one change id, so the server made one thing. */
function expectOneIntent(ids: readonly string[]) {
  expect(ids.length).toBeGreaterThan(0);
  expect(ids).not.toContain('none');
  expect(new Set(ids).size).toBe(1);
}

async function listCount(page: Page, name: string) {
  const { lists } = await callApi(page, 'listLists', {});
  return lists.filter((list) => list.name === name).length;
}

test('a double tap on Create, Add store, Share and Import data makes one list, one store, one invite, one import', async ({
  signUp,
  newUser,
}) => {
  test.slow();
  const ben = await newUser('Ben Shared');
  const { page } = await signUp('Dot Double');

  const creates = changeIdsSent(page, 'createList');
  await page.goto('/');
  await page.getByRole('button', { name: 'Create New List' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New List' });
  await dialog.getByRole('textbox', { name: 'List name' }).fill('Weekend');
  await dialog.getByRole('button', { name: 'Create' }).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Weekend' })).toBeVisible();
  await page.goto('/');
  await expect(main(page).getByRole('link', { name: 'Weekend' })).toHaveCount(1);
  expect(await listCount(page, 'Weekend')).toBe(1);
  expectOneIntent(creates);

  const shares = changeIdsSent(page, 'createShareInvite');
  await main(page).getByRole('link', { name: 'Weekend' }).click();
  await page
    .getByRole('region', { name: 'Who shares this list' })
    .getByRole('button', { name: 'Share', exact: true })
    .click();
  const share = page.getByRole('dialog', { name: 'Share list' });
  await share.getByRole('textbox', { name: 'Their e-mail address' }).fill(ben.email);
  await share.getByRole('button', { name: 'Share', exact: true }).dblclick();
  const success = page.getByRole('alertdialog', { name: 'Success!' });
  await expect(success).toContainText('List shared successfully!');
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(share.getByRole('textbox', { name: 'Invite link' })).toHaveValue(/\/invite\/[\w-]+$/);
  expectOneIntent(shares);

  const stores = changeIdsSent(page, 'createStore');
  await page.goto('/stores');
  await main(page).getByRole('textbox', { name: 'Store name' }).fill('Corner Shop');
  await main(page).getByRole('button', { name: 'Add store' }).dblclick();
  await expect(main(page).getByRole('heading', { level: 2, name: 'Corner Shop' })).toBeVisible();
  await page.reload();
  await expect(main(page).getByRole('heading', { level: 2, name: 'Corner Shop' })).toHaveCount(1);
  expectOneIntent(stores);
  await expectNoSeriousA11yViolations(page);

  const imports = changeIdsSent(page, 'importMyData');
  const file = await callApi(page, 'exportMyData', {});
  await page.goto('/profile');
  const yourData = main(page).getByRole('region', { name: 'Your data' });
  await yourData.getByLabel('Data file (.json)').setInputFiles({
    name: 'aislewise.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await yourData.getByRole('button', { name: 'Import data' }).dblclick();
  await expect(yourData.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible();
  // The file held the one list, Weekend: it comes in once, as 'Weekend (imported)', not twice.
  expect(await listCount(page, 'Weekend')).toBe(1);
  expect(await listCount(page, 'Weekend (imported)')).toBe(1);
  expect(await listCount(page, 'Weekend (imported 2)')).toBe(0);
  expectOneIntent(imports);
});

test('a double tap on Save Meal, Add in the week’s and a meal’s review, Save as Meal Template and Choose a plan makes one of each', async ({
  signUp,
}) => {
  test.slow();
  const { page } = await signUp('Pat Pro');
  const checkouts = changeIdsSent(page, 'createCheckoutSession');
  await page.goto('/go-pro');
  await main(page).getByRole('button', { name: 'Choose Yearly' }).dblclick();
  await expect(page).toHaveURL(/\/test-checkout\//);
  expectOneIntent(checkouts);

  await becomePro(page);
  const meals = changeIdsSent(page, 'createMeal');
  await page.goto('/meals');
  await page.getByRole('button', { name: 'Create New Meal' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Meal' });
  await form.getByRole('textbox', { name: 'Meal name' }).fill('Onion Tart');
  await form.getByRole('textbox', { name: 'Ingredients' }).fill('2 onions\n1 pastry sheet');
  await form.getByRole('button', { name: 'Save Meal' }).dblclick();
  await expect(form).toBeHidden();
  const templates = main(page).getByRole('list', { name: 'Meal templates' });
  await expect(templates.getByRole('heading', { name: 'Onion Tart', exact: true })).toBeVisible();
  await page.reload();
  await expect(templates.getByRole('heading', { name: 'Onion Tart', exact: true })).toHaveCount(1);
  expectOneIntent(meals);

  const { meals: saved } = await callApi(page, 'listMeals', {});
  const tart = saved.find((meal) => meal.name === 'Onion Tart');
  await callApi(page, 'addToMealPlan', { day: 'Monday', slot: 'dinner', mealId: tart?.id ?? 'missing tart' });
  const generated = changeIdsSent(page, 'generateShoppingList');
  await page.goto('/meal-plan');
  await page.getByRole('button', { name: 'Generate Shopping List for this Week' }).click();
  await page
    .getByRole('dialog', { name: 'Shopping list for this week' })
    .getByRole('button', { name: 'Add 2 items' })
    .dblclick();
  await expect(page).toHaveURL(/\/lists\/[\w-]+$/);
  await expect(page.getByRole('checkbox', { name: 'onions (2)' })).toBeVisible();
  const { lists } = await callApi(page, 'listLists', {});
  expect(lists.filter((list) => list.name.startsWith('Shopping List for'))).toHaveLength(1);
  expectOneIntent(generated);

  const mealAdds = changeIdsSent(page, 'addMealToList');
  await main(page).getByRole('button', { name: 'Add Meal to List' }).click();
  const picker = page.getByRole('dialog', { name: 'Add Meal to List' });
  await picker.getByRole('button', { name: /Onion Tart/ }).click();
  await expect(picker).toBeHidden();
  const review = page.getByRole('dialog', { name: 'Add Onion Tart to a list' });
  await review.getByRole('button', { name: 'Add 2 items' }).dblclick();
  await expect(review).toBeHidden();
  // Once more on the list: the two onions of the week and two of this add, not two adds' worth.
  await expect(page.getByRole('checkbox', { name: 'onions (4)' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'onions (4)' })).toBeVisible();
  expectOneIntent(mealAdds);

  const ideas = changeIdsSent(page, 'saveMealIdea');
  const idea = page.getByRole('region', { name: 'Meal idea' });
  await idea.getByRole('button', { name: 'Get Meal Idea' }).click();
  const title = idea.getByRole('heading', { level: 3 });
  await expect(title).toHaveText(/\w/);
  const ideaName = ((await title.textContent()) ?? '').trim();
  await idea.getByRole('button', { name: 'Save as Meal Template' }).dblclick();
  await expect(idea.getByRole('button', { name: 'Saved!' })).toBeVisible();
  const after = await callApi(page, 'listMeals', {});
  expect(after.meals.filter((meal) => meal.name === ideaName)).toHaveLength(1);
  expectOneIntent(ideas);
  await expectNoSeriousA11yViolations(page);
});
