import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { becomePro, callApi, connectionStatus, test } from './support/users';

const CHECKOUT_FAILED = 'Could not connect to the payment page. Please try again.';

const main = (page: Page) => page.getByRole('main');
const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const proBadges = (page: Page) => tabBar(page).getByText('PRO', { exact: true });
const adSlot = (page: Page) => page.getByRole('complementary', { name: 'Advertisement' });

/** Holds a call's request until `release()`, so a busy state can be seen before the answer arrives. */
async function holdRequests(page: Page, pattern: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a free user buys Pro in test mode and cancels it again; a second tab follows live', async ({
  signUp,
  context,
}) => {
  const { page } = await signUp('Pat Payer');
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByRole('heading', { level: 1, name: 'My Lists' })).toBeVisible();
  await expect(connectionStatus(other)).toHaveText('Online');
  await expect(proBadges(other)).toHaveCount(2);

  await page.goto('/go-pro');
  await expect(main(page).getByRole('button', { name: 'Choose Monthly' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  const release = await holdRequests(page, '**/api/createCheckoutSession');
  await main(page).getByRole('button', { name: 'Choose Yearly' }).click();
  await expect(main(page).getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await expect(main(page).getByRole('button', { name: 'Choose Monthly' })).toBeDisabled();
  release();

  await expect(page).toHaveURL(/\/test-checkout\/[\w-]+\?/);
  await expect(page.getByText('Test mode — no card is charged')).toBeVisible();
  await expect(main(page).getByText('Yearly plan')).toBeVisible();
  await expect(main(page).getByText('$9.99')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await main(page).getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/success\?return=%2F$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'My Lists' })).toBeVisible();
  await expect(proBadges(page)).toHaveCount(0);
  // The other tab was never reloaded: the `user` topic told it.
  await expect(proBadges(other)).toHaveCount(0);
  await tabBar(page).getByRole('link', { name: /Meals/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Meal Templates' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Profile' }).click();
  await main(page).getByRole('button', { name: 'Manage Subscription' }).click();
  await expect(page).toHaveURL(/\/test-portal$/);
  await expect(page.getByText('Test mode — no card is charged')).toBeVisible();
  await expect(main(page).getByText('Pro, active')).toBeVisible();
  await main(page).getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your Pro subscription?' });
  await dialog.getByRole('button', { name: 'Keep Pro' }).click();
  await expect(dialog).toBeHidden();
  await expect(main(page).getByText('Pro, active')).toBeVisible();
  await main(page).getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, cancel Pro' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(main(page).getByText('You are on the free plan.')).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Manage Subscription' })).toHaveCount(0);
  await expect(proBadges(page)).toHaveCount(2);
  await expect(proBadges(other)).toHaveCount(2);
  await tabBar(page).getByRole('link', { name: /Meals/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Go Pro' })).toBeVisible();
});

test('a checkout started from Meals comes back to Meals', async ({ signUp }) => {
  const { page } = await signUp('Mo Meals');
  await page.goto('/');
  await tabBar(page)
    .getByRole('link', { name: /^Meals/ })
    .click();
  await expect(page).toHaveURL(/\/meals$/);
  await main(page).getByRole('button', { name: 'Choose Monthly' }).click();
  await expect(page).toHaveURL(/\/test-checkout\/[\w-]+\?/);
  await main(page).getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  await expect(page).toHaveURL(/\/meals$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'My Meal Templates' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the success page finalizes until Pro is active, then goes home', async ({ signUp }) => {
  const { page } = await signUp('Sam Waiting');
  await page.goto('/success');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  await expect(main(page).getByText('Finalizing your account...')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The payment lands elsewhere (as a provider's webhook would): the open page hears of it and moves on.
  await becomePro(page);
  await expect(main(page).getByText(/Pro is active/)).toBeVisible();
  await expect(main(page).getByText('Finalizing your account...')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(proBadges(page)).toHaveCount(0);
});

test('a failed checkout says so at the top and gives the button back', async ({ signUp }) => {
  const { page } = await signUp('Flo Failing');
  await page.route('**/api/createCheckoutSession', (route) =>
    route.fulfill({
      status: 503,
      json: { error: { status: 'UNAVAILABLE', message: CHECKOUT_FAILED } },
    }),
  );
  await page.goto('/go-pro');
  await main(page).getByRole('button', { name: 'Choose Yearly' }).click();
  const alert = main(page).getByRole('alert');
  await expect(alert).toHaveText(CHECKOUT_FAILED);
  await expect(alert).toBeInViewport();
  const alertBox = await alert.boundingBox();
  const headingBox = await main(page).getByRole('heading', { level: 1, name: 'Go Pro' }).boundingBox();
  expect(alertBox?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(headingBox?.y ?? 0);
  await expect(main(page).getByRole('button', { name: 'Choose Yearly' })).toBeEnabled();
  await expect(main(page).getByRole('button', { name: 'Choose Monthly' })).toBeEnabled();
  await expect(page).toHaveURL(/\/go-pro$/);

  // A dead network reads the same.
  await page.unroute('**/api/createCheckoutSession');
  await page.route('**/api/createCheckoutSession', (route) => route.abort('connectionrefused'));
  await main(page).getByRole('button', { name: 'Choose Monthly' }).click();
  await expect(alert).toHaveText(CHECKOUT_FAILED);
  await expect(main(page).getByRole('button', { name: 'Choose Monthly' })).toBeEnabled();
});

test('a Pro user manages the subscription instead of choosing a plan', async ({ signUp }) => {
  const { page } = await signUp('Pia Pro');
  await becomePro(page);
  await page.goto('/go-pro');
  await expect(main(page).getByText('You have Pro. Thank you for supporting Aislewise!')).toBeVisible();
  await expect(main(page).getByRole('button', { name: /^Choose/ })).toHaveCount(0);
  await main(page).getByRole('button', { name: 'Manage Subscription' }).click();
  await expect(page).toHaveURL(/\/test-portal$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Your subscription' })).toBeVisible();
});

test('an unknown test checkout says so with the way back', async ({ signUp }) => {
  const { page } = await signUp('Nia Nowhere');
  await page.goto('/test-checkout/not-a-checkout');
  await expect(page.getByText('Test mode — no card is charged')).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Checkout not found' })).toBeVisible();
  await expect(
    main(page).getByText('This checkout does not exist or belongs to another account.'),
  ).toBeVisible();
  await main(page).getByRole('link', { name: 'Back to Go Pro' }).click();
  await expect(page).toHaveURL(/\/go-pro$/);
});

test('guests see the ad slot with the house ad and the upsell; signed-in users never see the slot', async ({
  page,
  signUp,
}) => {
  await page.goto('/');
  await expect(adSlot(page).getByRole('link', { name: /Plan your week with Pro/ })).toBeVisible();
  await page.getByLabel('Your grocery list, one item per line').fill('milk\nbananas');
  await page.getByRole('button', { name: 'Sort This List!' }).click();
  await expect(page.getByRole('heading', { name: 'Your Sorted List' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: /Go Pro/ })).toBeVisible();
  await adSlot(page)
    .getByRole('link', { name: /Plan your week with Pro/ })
    .click();
  await expect(page).toHaveURL(/\/go-pro$/);
  await main(page).getByRole('button', { name: 'Choose Yearly' }).click();
  const signInFirst = main(page).getByRole('alert');
  await expect(signInFirst).toContainText('You must be signed in to subscribe.');
  await signInFirst.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/login\?mode=signUp&next=%2Fgo-pro$/);

  await signUp('Fay Free');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'My Lists' })).toBeVisible();
  await expect(adSlot(page)).toHaveCount(0);
  await becomePro(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Lists' })).toBeVisible();
  await expect(proBadges(page)).toHaveCount(0);
  await expect(adSlot(page)).toHaveCount(0);
});

test('with a publisher id the slot loads the ad network from the bundle, and falls back when it is blocked', async ({
  page,
}) => {
  await page.route('**/api/siteOptions', (route) =>
    route.fulfill({
      json: { result: { billing: 'test', adsClientId: 'ca-pub-0000000000000000', freeListLimit: 3 } },
    }),
  );
  // Our CSP refuses the network already; this keeps the test off the internet whatever the CSP says.
  await page.route('https://pagead2.googlesyndication.com/**', (route) => route.abort('blockedbyclient'));
  await page.goto('/');
  const tag = page.locator('script[src^="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js"]');
  await expect(tag).toHaveAttribute('src', /\?client=ca-pub-0000000000000000$/);
  await expect(tag).toHaveAttribute('crossorigin', 'anonymous');
  await expect(adSlot(page).getByRole('link', { name: /Plan your week with Pro/ })).toBeVisible();
});

test('after Pro ends, every list stays and My Lists says how many are over the free allowance', async ({
  signUp,
}) => {
  const { page } = await signUp('Owen Over');
  await becomePro(page);
  for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) {
    await callApi(page, 'createList', { name });
  }
  await callApi(page, 'cancelTestSubscription', {});

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'My Lists' })).toBeVisible();
  await expect(
    main(page).getByText(
      '5 lists: 2 over the free 3. They all stay as they are; delete 3 to create a new one, or Go Pro for unlimited lists.',
    ),
  ).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Five' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'One' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Create New List' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Free accounts keep up to 3 lists' })).toBeVisible();
});
