import { randomInt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { createAccount, PASSWORDS, test, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { OIDC_NAME, OIDC_PORT } from './support/e2e-paths';
import { waitForLinkInMail } from './support/mailbox';

const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');
const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const passwordField = (page: Page) => page.getByLabel('Password', { exact: true });

async function expectSignedIn(page: Page) {
  await expect(header(page).getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toHaveCount(0);
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await passwordField(page).fill(password);
  await main(page).getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('sign up, sign out and sign in again', async ({ page }) => {
  const email = uniqueEmail('ann');
  await page.goto('/');
  await page.getByLabel('Your grocery list, one item per line').fill('milk\nbananas');
  await page.getByRole('button', { name: 'Sort This List!' }).click();
  await expect(page.getByRole('checkbox', { name: 'bananas' })).toBeVisible();

  await header(page).getByRole('link', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await main(page).getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await expect(page.getByText('At least 8 characters.')).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await passwordField(page).fill(PASSWORDS.first);
  await page.getByLabel('Display name (optional)').fill('Ann Shopper');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page);
  await expect(tabBar(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(tabBar(page).getByRole('link', { name: 'Meals' })).toContainText('PRO');
  await expect(tabBar(page).getByRole('link', { name: 'Meal Plan' })).toContainText('PRO');
  await expect(tabBar(page).getByRole('link', { name: 'Home' })).not.toContainText('PRO');
  await expect(tabBar(page)).toBeInViewport();

  await header(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sort This List!' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'bananas' })).toHaveCount(0);
  await expect(tabBar(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('guest-list'))).toBeNull();

  await header(page).getByRole('link', { name: 'Sign In' }).click();
  await signIn(page, email, PASSWORDS.first);
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page);
});

test('a sign-out whose answer comes after the live connection heard of it still forgets the guest list', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await page.getByLabel('Your grocery list, one item per line').fill('milk\nbananas');
  await page.getByRole('button', { name: 'Sort This List!' }).click();
  await expect(page.getByRole('checkbox', { name: 'bananas' })).toBeVisible();
  await createAccount(page.request, baseURL ?? '', uniqueEmail('otto'));
  await page.goto('/');
  await expectSignedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My Lists' })).toBeVisible();

  // The server ends the session at once; its answer reaches the page only after the page asked again who is in.
  let asked = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/session')) {
      asked += 1;
    }
  });
  await page.route('**/api/auth/sign-out', async (route) => {
    const answer = await route.fetch();
    await expect.poll(() => asked).toBeGreaterThan(0);
    await route.fulfill({ response: answer });
  });
  await header(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sort This List!' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'bananas' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('guest-list'))).toBeNull();
});

test('a wrong password or a taken e-mail is explained in plain words, keeping what was typed', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('bea');
  await createAccount(page.request, baseURL ?? '', email);
  await page.context().clearCookies();

  await page.goto('/login');
  await signIn(page, email, PASSWORDS.wrong);
  const alert = main(page).getByRole('alert');
  await expect(alert).toHaveText('Wrong e-mail or password.');
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(passwordField(page)).toHaveValue(PASSWORDS.wrong);
  await expect(main(page)).not.toContainText('INVALID_EMAIL_OR_PASSWORD');
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();

  await main(page).getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await passwordField(page).fill('short');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(alert).toHaveText('Your password needs at least 8 characters.');
  await expect(passwordField(page)).toHaveAttribute('aria-invalid', 'true');

  await passwordField(page).fill(PASSWORDS.first);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(alert).toHaveText('An account with that e-mail already exists. Sign in instead.');
  await expect(passwordField(page)).toHaveValue(PASSWORDS.first);
});

test('a password reset through the mailed link works once', async ({ page, baseURL }) => {
  const email = uniqueEmail('cal');
  await createAccount(page.request, baseURL ?? '', email);
  await page.context().clearCookies();

  await page.goto('/login');
  await main(page).getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  const requestedAt = Date.now();
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset link sent! Please check your email.')).toBeVisible();

  const link = await waitForLinkInMail(email, requestedAt);
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('New password', { exact: true }).fill(PASSWORDS.renewed);
  await page.getByLabel('Repeat the new password', { exact: true }).fill(PASSWORDS.renewed);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await main(page).getByRole('link', { name: 'Sign In' }).click();
  await signIn(page, email, PASSWORDS.first);
  await expect(main(page).getByRole('alert')).toHaveText('Wrong e-mail or password.');
  await passwordField(page).fill(PASSWORDS.renewed);
  await main(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page);

  await page.goto(link);
  await expect(page.getByText('This reset link is invalid or has expired. Request a new one.')).toBeVisible();
});

test('the profile saves a display name, confirms for 3 seconds and refuses a blank one', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('dee');
  await createAccount(page.request, baseURL ?? '', email, 'Dee');

  await page.goto('/');
  await header(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  // The account's e-mail comes first; Connected apps shows it again as the CalDAV user name.
  await expect(main(page).getByText(email).filter({ visible: true }).first()).toBeVisible();
  const name = page.getByLabel('Display name');
  await expect(name).toHaveValue('Dee');
  await expect(main(page).getByRole('link', { name: 'Manage Subscription' })).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: 'Manage Subscription' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await name.fill('Dee Renamed');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  const saved = page.getByText('Profile saved!');
  await expect(saved).toBeVisible();
  const shownAt = Date.now();
  await expect(saved).toBeHidden({ timeout: 6000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2000);
  await page.reload();
  await expect(name).toHaveValue('Dee Renamed');

  await name.fill('   ');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Please enter a display name.');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await page.reload();
  await expect(name).toHaveValue('Dee Renamed');

  await header(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('route rules: profile needs an account, login sends a signed-in user on, Pro tabs show Go Pro', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('eli');
  await createAccount(page.request, baseURL ?? '', email);
  await page.context().clearCookies();

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
  await signIn(page, email, PASSWORDS.first);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page);

  await tabBar(page).getByRole('link', { name: 'Meals' }).click();
  await expect(page).toHaveURL(/\/meals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Go Pro' })).toBeVisible();
  await expect(tabBar(page).getByRole('link', { name: 'Meals' })).toHaveAttribute('aria-current', 'page');
  await tabBar(page).getByRole('link', { name: 'Meal Plan' }).click();
  await expect(page).toHaveURL(/\/meal-plan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Go Pro' })).toBeVisible();
  await expect(page.getByText('Best Value')).toBeVisible();
  await expect(main(page)).not.toContainText(/coming soon/i);

  await page.getByRole('link', { name: 'Aislewise home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(tabBar(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
});

test('the login modes, reset page and Go Pro page pass axe', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle(/Sign In/);
  await expectNoSeriousA11yViolations(page);
  await main(page).getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveTitle(/Create an account/);
  await expectNoSeriousA11yViolations(page);
  await main(page).getByRole('link', { name: 'Sign in' }).click();
  await main(page).getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Please enter your e-mail address.');
  await expectNoSeriousA11yViolations(page);
  await main(page).getByRole('link', { name: 'Back to Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();

  await page.goto('/reset-password?token=not-a-real-token');
  await page.getByLabel('New password', { exact: true }).fill(PASSWORDS.renewed);
  await page.getByLabel('Repeat the new password', { exact: true }).fill(PASSWORDS.first);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('The two passwords do not match.');
  await page.getByLabel('Repeat the new password', { exact: true }).fill(PASSWORDS.renewed);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('This reset link is invalid or has expired. Request a new one.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/reset-password?error=INVALID_TOKEN');
  await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible();
  await main(page).getByRole('link', { name: 'Request a new link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();

  await page.goto('/go-pro');
  await expect(page).toHaveTitle(/Go Pro/);
  await expect(main(page).getByText('$0.99')).toBeVisible();
  await expect(main(page).getByText('$9.99')).toBeVisible();
  await expect(main(page).getByText('Best Value')).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
});

test('OpenID Connect sign-in through the loopback provider creates the account and signs it in', async ({
  page,
}) => {
  const login = `olga${randomInt(1e9)}`;
  await page.goto('/login');
  await page.getByRole('button', { name: `Sign in with ${OIDC_NAME}` }).click();

  // The provider's own pages (oidc-provider's built-in login and consent screens).
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${OIDC_PORT}/`));
  await page.locator('input[name=login]').fill(login);
  await page.locator('input[name=password]').fill('any-password-at-the-provider');
  await page.locator('button[type=submit]').click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByText(`${login}@oidc.test`).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByLabel('Display name')).toHaveValue(`OIDC ${login}`);
});

test('the login page offers exactly the configured providers, and Google goes to its consent page', async ({
  page,
  baseURL,
}) => {
  await page.goto('/login');
  await expect(main(page).getByRole('button', { name: `Sign in with ${OIDC_NAME}` })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Sign in with Google' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Google cannot be reached from this machine: the server's answer is stood in for, the page's part is real.
  await page.route('**/api/signInOptions', (route) =>
    route.fulfill({ json: { result: { providers: [{ id: 'google', name: 'Google' }] } } }),
  );
  let socialRequest: unknown;
  await page.route('**/api/auth/sign-in/social', (route) => {
    socialRequest = route.request().postDataJSON();
    return route.fulfill({ json: { url: `${baseURL}/about`, redirect: true } });
  });
  await page.goto('/login?next=%2Fprofile');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL(/\/about$/);
  expect(socialRequest).toEqual({ provider: 'google', callbackURL: '/profile', errorCallbackURL: '/login' });
});

test('a refused or unreachable provider sign-in says so in plain words', async ({ page }) => {
  await page.route('**/api/auth/sign-in/social', (route) => route.abort('connectionrefused'));
  await page.goto('/login');
  await page.getByRole('button', { name: `Sign in with ${OIDC_NAME}` }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Failed to sign in. Please try again.');

  await page.goto('/login?error=access_denied');
  await expect(main(page).getByRole('alert')).toHaveText('Failed to sign in. Please try again.');
});
