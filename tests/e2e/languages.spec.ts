import { expect, type Page } from '@playwright/test';
import { TRANSLATED_MESSAGES as FRENCH } from '@shared/message-translations/fr';
import GERMAN_COMMON from '../../src/web/i18n/locales/de/common.json' with { type: 'json' };
import GERMAN_LISTS from '../../src/web/i18n/locales/de/lists.json' with { type: 'json' };
import FRENCH_LISTS from '../../src/web/i18n/locales/fr/lists.json' with { type: 'json' };
import { PASSWORDS } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { test } from './support/users';

const languageSection = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: /^(Language|Sprache)$/ });

test('a member picks German in Profile: the app speaks it at once, on reload, and on another device', async ({
  signUp,
  newGuest,
  baseURL,
}) => {
  const { page, email } = await signUp('Lena Sprache');
  await page.goto('/profile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await languageSection(page).getByLabel('Language of the app').selectOption('de');

  await expect(page.getByRole('heading', { level: 2, name: 'Sprache' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(languageSection(page).getByLabel('Sprache der App')).toHaveValue('de');
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Sprache' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // Another device, whose browser speaks English, signs in to the same account and follows the account's choice.
  const other = await newGuest();
  const signIn = await other.request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORDS.first },
    headers: { origin: baseURL ?? '' },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  await other.goto('/profile');
  await expect(other.getByRole('heading', { level: 2, name: 'Sprache' })).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('lang', 'de');

  // Back to the browser's language: English here.
  await languageSection(other).getByLabel('Sprache der App').selectOption('browser');
  await expect(other.getByRole('heading', { level: 2, name: 'Language' })).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
});

test('a guest whose browser speaks French gets the app in French, and the server answers in French', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    locale: 'fr-FR',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // A refusal made before anything is sent, in the catalogue's language.
  await page.getByRole('button', { name: FRENCH_LISTS.guest.sortForm.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(FRENCH.emptySort);
  // And one the server makes: it reads the page's language from the request.
  const refused = await page.evaluate(async () => {
    const response = await fetch('/api/sortItems', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': document.documentElement.lang },
      body: JSON.stringify({ data: { text: '' } }),
    });
    return ((await response.json()) as { error: { message: string } }).error.message;
  });
  expect(refused).toBe(FRENCH.emptySort);
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test('a guest whose browser speaks German sorts a German list into German aisles, on a phone', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    locale: 'de-DE',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const typed: [string, keyof typeof GERMAN_COMMON.categories][] = [
    ['Milch', 'Dairy & Eggs'],
    ['2 kg Äpfel', 'Produce'],
    ['Hähnchenbrust', 'Meat & Seafood'],
    ['Vollkornbrot', 'Bakery'],
    ['Tiefkühlspinat', 'Frozen Foods'],
    ['Spülmittel', 'Household & Cleaning'],
    ['Hundefutter', 'Pets'],
    ['Windeln', 'Baby'],
    ['Kaffeebohnen', 'Beverages'],
    ['Zahnpasta', 'Personal Care'],
  ];
  await page.getByLabel(GERMAN_LISTS.guest.sortForm.label).fill(typed.map(([line]) => line).join('\n'));
  await page.getByRole('button', { name: GERMAN_LISTS.guest.sortForm.submit }).click();
  await expect(page.getByRole('heading', { name: GERMAN_LISTS.guest.view.title })).toBeVisible();
  for (const [line, category] of typed) {
    const aisle = page.getByRole('region', { name: new RegExp(GERMAN_COMMON.categories[category]) });
    await expect(aisle, `${line} in ${category}`).toContainText(line.replace(/^2 kg /, ''));
  }
  await expectNoSeriousA11yViolations(page);
  await context.close();
});
