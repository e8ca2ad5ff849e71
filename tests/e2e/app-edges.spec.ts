import { expect, type Page } from '@playwright/test';
import { MESSAGES } from '@shared/messages';
import { expectNoSeriousA11yViolations } from './support/axe';
import { becomePro, callApi, connectionStatus, test } from './support/users';

// Issue 34, section 4: the rough edges of a household's first week, at 390×844 (phone) and 1280×800 (desktop).

const main = (page: Page) => page.getByRole('main');
const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const myLists = (page: Page) => page.getByRole('heading', { level: 1, name: 'My Lists' });

async function seedList(page: Page, name: string, items: string) {
  const { id } = await callApi(page, 'createList', { name });
  await callApi(page, 'addItems', { listId: id, text: items });
  return id;
}

/** How many dialogs the current history entry was pushed for (none: the page's own entry). */
const dialogDepth = (page: Page) =>
  page.evaluate(() => (history.state as { aislewiseDialogDepth?: number } | null)?.aislewiseDialogDepth ?? 0);

test('Back closes the open dialog, innermost first, and stays on the page; a dialog closed by its button leaves history as it was', async ({
  signUp,
}) => {
  const { page } = await signUp('Bea Back');
  await seedList(page, 'Picnic', 'bread\ncheese');
  await page.goto('/');
  await expect(myLists(page)).toBeVisible();

  await page.getByRole('button', { name: 'Create New List' }).click();
  const create = page.getByRole('dialog', { name: 'Create New List' });
  await expect(create).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goBack();
  await expect(create).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(myLists(page)).toBeVisible();
  expect(await dialogDepth(page)).toBe(0);

  // Closed by Cancel: its entry is taken off again, so the next Back is the page's own.
  await page.getByRole('button', { name: 'Create New List' }).click();
  await expect(create).toBeVisible();
  expect(await dialogDepth(page)).toBe(1);
  await create.getByRole('button', { name: 'Cancel' }).click();
  await expect(create).toBeHidden();
  await expect.poll(() => dialogDepth(page)).toBe(0);

  // Nested: the share dialog with the "user not found" alert above it.
  await main(page).getByRole('button', { name: 'Share Picnic' }).click();
  const share = page.getByRole('dialog', { name: 'Share list' });
  await share.getByRole('textbox', { name: 'Their e-mail address' }).fill('nobody.at.all@example.com');
  await share.getByRole('button', { name: 'Share', exact: true }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(MESSAGES.shareUserMissing);
  expect(await dialogDepth(page)).toBe(2);
  await page.goBack();
  await expect(alert).toBeHidden();
  await expect(share).toBeVisible();
  await page.goBack();
  await expect(share).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(myLists(page)).toBeVisible();

  // An action of a dialog that navigates is not undone: a new list opens and stays open.
  await page.getByRole('button', { name: 'Create New List' }).click();
  await create.getByRole('textbox', { name: 'List name' }).fill('Party');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Party' })).toBeVisible();
  await expect(page).toHaveURL(/\/lists\/[\w-]+$/);
  await expect(
    page
      .getByRole('button', { name: 'Back to My Lists' })
      .or(page.getByRole('link', { name: 'Back to My Lists' })),
  ).toBeVisible();
});

test('desktop uses the width: a list’s aisles side by side, and one width for every reading page; the phone keeps one column', async ({
  signUp,
}, testInfo) => {
  const desktop = testInfo.project.name === 'desktop';
  const { page } = await signUp('Wes Wide');
  const listId = await seedList(
    page,
    'Big shop',
    'apples\nbread\nchicken\nmilk\nrice\nfrozen peas\ncoffee\nsoap',
  );

  const columnWidth = async (path: string, ready: () => Promise<void>) => {
    await page.goto(path);
    await ready();
    const box = await page.locator('main#main > div').first().boundingBox();
    return Math.round(box?.width ?? 0);
  };
  const reading = [
    await columnWidth('/', () => expect(myLists(page)).toBeVisible()),
    await columnWidth('/profile', () =>
      expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible(),
    ),
    await columnWidth('/stores', () =>
      expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible(),
    ),
    await columnWidth('/about', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()),
  ];
  expect(new Set(reading).size).toBe(1);
  const listWidth = await columnWidth(`/lists/${listId}`, () =>
    expect(page.getByRole('heading', { level: 1, name: 'Big shop' })).toBeVisible(),
  );

  const aisles = main(page).locator('section[aria-labelledby^="category-"]');
  await expect(aisles.first()).toBeVisible();
  const boxes = await aisles.evaluateAll((sections) =>
    sections.map((section) => {
      const { left, top } = section.getBoundingClientRect();
      return { left: Math.round(left), top: Math.round(top) };
    }),
  );
  expect(boxes.length).toBeGreaterThanOrEqual(4);
  const columns = new Set(boxes.map((box) => box.left)).size;
  if (desktop) {
    expect(listWidth).toBeGreaterThan(reading[0] ?? 0);
    expect(columns).toBeGreaterThanOrEqual(2);
  } else {
    // 390 px: every page is the one column it was.
    expect(listWidth).toBe(reading[0]);
    expect(columns).toBe(1);
    const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(scrolls).toBe(false);
  }
  await expectNoSeriousA11yViolations(page);
});

test('a store or meal name the household already uses is refused at the field', async ({ signUp }) => {
  const { page } = await signUp('Dot Duplicate');
  await page.goto('/stores');
  const storeName = page.getByRole('textbox', { name: 'Store name' });
  await storeName.fill('Costco');
  await page.getByRole('button', { name: 'Add store' }).click();
  await expect(
    page.getByRole('list', { name: 'Your stores' }).getByRole('heading', { name: 'Costco' }),
  ).toBeVisible();
  await storeName.fill(' costco ');
  await page.getByRole('button', { name: 'Add store' }).click();
  await expect(main(page).getByText(MESSAGES.storeNameTaken('costco'))).toBeVisible();
  await expect(storeName).toHaveAttribute('aria-invalid', 'true');
  await expect(storeName).toHaveValue(' costco ');
  await expectNoSeriousA11yViolations(page);

  await becomePro(page);
  await page.goto('/meals');
  await expect(page.getByRole('heading', { level: 1, name: 'My Meal Templates' })).toBeVisible();
  for (const name of ['Tacos', 'TACOS']) {
    await page.getByRole('button', { name: 'Create New Meal' }).click();
    const form = page.getByRole('dialog', { name: 'Create New Meal' });
    await form.getByRole('textbox', { name: 'Meal name' }).fill(name);
    await form.getByRole('textbox', { name: 'Ingredients' }).fill('tortillas, beans');
    await form.getByRole('button', { name: 'Save Meal' }).click();
    if (name === 'Tacos') {
      await expect(form).toBeHidden();
    } else {
      await expect(form.getByText(MESSAGES.mealNameTaken('TACOS'))).toBeVisible();
      await expect(form.getByRole('textbox', { name: 'Meal name' })).toHaveAttribute('aria-invalid', 'true');
      await expectNoSeriousA11yViolations(page);
    }
  }
});

test('Save as a list asks for the name before keeping a guest’s list', async ({ page, signUp }) => {
  await page.goto('/');
  await page.getByLabel('Your grocery list, one item per line').fill('kale\nrice');
  await page.getByRole('button', { name: 'Sort This List!' }).click();
  await expect(page.getByRole('checkbox', { name: 'kale' })).toBeVisible();

  await signUp('Gil Guest');
  await page.goto('/');
  const offer = page.getByRole('region', { name: 'Keep your guest list?' });
  await offer.getByRole('button', { name: 'Save as a list' }).click();
  const naming = page.getByRole('dialog', { name: 'Save as a list' });
  const field = naming.getByRole('textbox', { name: 'List name' });
  await expect(field).toHaveValue('My Grocery List');
  await expectNoSeriousA11yViolations(page);
  await field.fill('Weekend BBQ');
  await naming.getByRole('button', { name: 'Save list' }).click();
  await expect(offer).toHaveCount(0);
  await expect(main(page).getByRole('listitem').filter({ hasText: 'Weekend BBQ' })).toContainText('2 items');
});

test('a cancelled checkout says so where it started, and a paid one from Meals comes back to Meals', async ({
  signUp,
}) => {
  const { page } = await signUp('Cal Cancel');
  await page.goto('/');
  await tabBar(page)
    .getByRole('link', { name: /^Meals/ })
    .click();
  await expect(page).toHaveURL(/\/meals$/);
  await main(page).getByRole('button', { name: 'Choose Monthly' }).click();
  await expect(page).toHaveURL(/\/test-checkout\/[\w-]+\?success=%2Fsuccess%3Freturn%3D%252Fmeals&/);
  await main(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/meals\?checkout=cancelled$/);
  await expect(main(page).getByRole('status').filter({ hasText: MESSAGES.checkoutCancelled })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Go Pro' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await main(page).getByRole('button', { name: 'Choose Monthly' }).click();
  await main(page).getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  await expect(page).toHaveURL(/\/meals$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'My Meal Templates' })).toBeVisible();
});

test('suggested meals: a search as you type, and the filters folded with how many are on', async ({
  signUp,
}) => {
  const { page } = await signUp('Sue Search');
  await becomePro(page);
  await page.goto('/meals');
  await page.getByRole('button', { name: 'Add from Suggestions' }).click();
  const browser = page.getByRole('dialog', { name: 'Suggested Meals' });
  const vegetarian = browser.getByRole('group', { name: 'Diet' }).getByRole('radio', { name: 'Vegetarian' });
  await expect(vegetarian).toBeHidden();
  const search = browser.getByRole('searchbox', { name: 'Search meals' });
  await search.fill('lentil');
  await expect(browser.getByRole('heading', { name: 'Red Lentil Soup' })).toBeVisible();
  await expect(browser.getByRole('heading', { name: 'Chicken Caesar Salad' })).toHaveCount(0);
  // Ingredients are searched too.
  await search.fill('chickpeas');
  await expect(browser.getByRole('heading', { name: 'Chickpea Coconut Curry' })).toBeVisible();
  await search.fill('');

  const filters = browser.locator('summary', { hasText: 'Filters' });
  await filters.click();
  await vegetarian.check();
  await expect(filters).toContainText('1 active');
  await expect(browser.getByRole('heading', { name: 'Chicken Caesar Salad' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('touring the app asks for the lists once per visit of My Lists, and never cancels the request', async ({
  signUp,
}) => {
  const { page } = await signUp('Tom Tour');
  await seedList(page, 'Errands', 'stamps');
  const asked: string[] = [];
  const failed: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/listLists')) {
      asked.push(request.url());
    }
  });
  page.on('requestfailed', (request) => {
    if (request.url().endsWith('/api/listLists')) {
      failed.push(request.failure()?.errorText ?? 'failed');
    }
  });
  await page.goto('/');
  await expect(myLists(page)).toBeVisible();
  await expect(connectionStatus(page)).toHaveText('Online');
  const home = tabBar(page).getByRole('link', { name: 'Home' });
  let visits = 1;
  for (const away of [
    () => page.getByRole('link', { name: 'Profile' }).click(),
    () =>
      tabBar(page)
        .getByRole('link', { name: /^Meals/ })
        .click(),
    () =>
      tabBar(page)
        .getByRole('link', { name: /^Meal Plan/ })
        .click(),
    () =>
      main(page)
        .getByRole('link', { name: /Errands/ })
        .click(),
  ]) {
    await away();
    await expect(myLists(page)).toHaveCount(0);
    await home.click();
    await expect(myLists(page)).toBeVisible();
    visits += 1;
  }
  await expect(main(page).getByRole('link', { name: /Errands/ })).toBeVisible();
  await expect.poll(() => asked.length).toBeGreaterThanOrEqual(1);
  expect(asked.length).toBeLessThanOrEqual(visits);
  expect(failed).toEqual([]);
});

test('SPEC’s texts: subscribing needs an account, a failed share, and a list that cannot be loaded', async ({
  page,
  signUp,
}) => {
  await page.goto('/go-pro');
  await main(page).getByRole('button', { name: 'Choose Monthly' }).click();
  const signInFirst = main(page).getByRole('alert');
  await expect(signInFirst).toContainText('You must be signed in to subscribe.');
  await expect(signInFirst.getByRole('link', { name: 'Create an account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await signUp('Sid Spec');
  await seedList(page, 'Shared shop', 'milk');
  await page.goto('/');
  await page.route('**/api/createShareInvite', (route) => route.abort('connectionrefused'));
  await main(page).getByRole('button', { name: 'Share Shared shop' }).click();
  const share = page.getByRole('dialog', { name: 'Share list' });
  await share.getByRole('textbox', { name: 'Their e-mail address' }).fill('friend@example.com');
  await share.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(share.getByRole('alert')).toContainText('Could not share the list. Please try again.');
  await share.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/lists/no-such-list');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Could not load the selected list.' }),
  ).toBeVisible();
  await expect(main(page).getByText(MESSAGES.listNotFound)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
