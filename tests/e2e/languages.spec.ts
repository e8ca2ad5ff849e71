import { expect, type Page } from '@playwright/test';
import { TRANSLATED_MESSAGES as FRENCH } from '@shared/message-translations/fr';
import GERMAN_COMMON from '../../src/web/i18n/locales/de/common.json' with { type: 'json' };
import GERMAN_LISTS from '../../src/web/i18n/locales/de/lists.json' with { type: 'json' };
import ENGLISH_AUTH from '../../src/web/i18n/locales/en/auth.json' with { type: 'json' };
import ENGLISH_MEALS from '../../src/web/i18n/locales/en/meals.json' with { type: 'json' };
import ENGLISH_PAGES from '../../src/web/i18n/locales/en/pages.json' with { type: 'json' };
import ENGLISH_PRO from '../../src/web/i18n/locales/en/pro.json' with { type: 'json' };
import ENGLISH_PROFILE from '../../src/web/i18n/locales/en/profile.json' with { type: 'json' };
import ENGLISH_STORES from '../../src/web/i18n/locales/en/stores.json' with { type: 'json' };
import FRENCH_COMMON from '../../src/web/i18n/locales/fr/common.json' with { type: 'json' };
import FRENCH_LISTS from '../../src/web/i18n/locales/fr/lists.json' with { type: 'json' };
import { PASSWORDS } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { becomePro, callApi, test } from './support/users';

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

test('English pages fetch no catalogue: each page brings its texts in its own code', async ({
  page,
  signUp,
}) => {
  // Catalogue namespaces, shared messages, lexicons and meal translations are the chunks of the other languages.
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(locale|messages|lexicon|meals)-/.test(request.url())) {
      fetched.push(new URL(request.url()).pathname);
    }
  });
  const opens = async (path: string, heading: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  };
  await opens('/login', ENGLISH_AUTH.titles.signIn);
  await opens('/about', ENGLISH_PAGES.about.title);
  await opens('/go-pro', ENGLISH_PRO.goPro.heading);
  await signUp('Ada English');
  await opens('/profile', ENGLISH_PROFILE.page.heading);
  await opens('/stores', ENGLISH_STORES.page.heading);
  const { id } = await callApi(page, 'createList', { name: 'Corner shop' });
  await opens(`/lists/${id}`, 'Corner shop');
  await expect(page.getByRole('combobox', { name: ENGLISH_STORES.picker.label })).toBeVisible();
  await becomePro(page);
  await opens('/meals', ENGLISH_MEALS.myMeals.heading);
  expect(fetched).toEqual([]);
});

/** A guest's typed list per language: each line, the aisle it belongs in, and the name its row shows. */
const GUEST_SORTS = [
  {
    language: 'de',
    locale: 'de-DE',
    common: GERMAN_COMMON,
    lists: GERMAN_LISTS,
    typed: [
      ['Milch', 'Dairy & Eggs', 'Milch'],
      ['2 kg Äpfel', 'Produce', 'Äpfel'],
      ['Hähnchenbrust', 'Meat & Seafood', 'Hähnchenbrust'],
      ['Vollkornbrot', 'Bakery', 'Vollkornbrot'],
      ['Tiefkühlspinat', 'Frozen Foods', 'Tiefkühlspinat'],
      ['Spülmittel', 'Household & Cleaning', 'Spülmittel'],
      ['Hundefutter', 'Pets', 'Hundefutter'],
      ['Windeln', 'Baby', 'Windeln'],
      ['Kaffeebohnen', 'Beverages', 'Kaffeebohnen'],
      ['2 EL Zahnpasta', 'Personal Care', 'Zahnpasta'],
      ['500 g Äpfel', 'Produce', 'Äpfel'],
    ],
    // The same apples twice are one row, the amounts added in the region's metric units, written with a comma.
    amounts: [
      ['Äpfel', '2,5 kg'],
      ['Zahnpasta', '2 EL'],
    ],
  },
  {
    language: 'fr',
    locale: 'fr-FR',
    common: FRENCH_COMMON,
    lists: FRENCH_LISTS,
    typed: [
      ['Lait', 'Dairy & Eggs', 'Lait'],
      ['1,5 kg de pommes', 'Produce', 'pommes'],
      ['blanc de poulet', 'Meat & Seafood', 'blanc de poulet'],
      ['baguette', 'Bakery', 'baguette'],
      ['épinards surgelés', 'Frozen Foods', 'épinards surgelés'],
      ['liquide vaisselle', 'Household & Cleaning', 'liquide vaisselle'],
      ['croquettes pour chien', 'Pets', 'croquettes pour chien'],
      ['couches', 'Baby', 'couches'],
      ['café en grains', 'Beverages', 'café en grains'],
      ['dentifrice', 'Personal Care', 'dentifrice'],
      ['250 g de pommes', 'Produce', 'pommes'],
    ],
    amounts: [['pommes', '1,75 kg']],
  },
] as const;

for (const sort of GUEST_SORTS) {
  test(`a guest whose browser speaks ${sort.language} sorts a list in it into its aisles, amounts written its way, on a phone`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      locale: sort.locale,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', sort.language);
    await page.getByLabel(sort.lists.guest.sortForm.label).fill(sort.typed.map(([line]) => line).join('\n'));
    await page.getByRole('button', { name: sort.lists.guest.sortForm.submit }).click();
    await expect(page.getByRole('heading', { name: sort.lists.guest.view.title })).toBeVisible();
    for (const [line, category, name] of sort.typed) {
      const aisle = page.getByRole('region', { name: new RegExp(sort.common.categories[category]) });
      await expect(aisle.getByText(name, { exact: true }), `${line} in ${category}`).toBeVisible();
    }
    for (const [name, amount] of sort.amounts) {
      await expect(page.getByRole('checkbox', { name: `${name} (${amount})` })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
}
