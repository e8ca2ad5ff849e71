import { randomInt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import GERMAN_AUTH from '../../src/web/i18n/locales/de/auth.json' with { type: 'json' };
import GERMAN_COMMON from '../../src/web/i18n/locales/de/common.json' with { type: 'json' };
import GERMAN_LISTS from '../../src/web/i18n/locales/de/lists.json' with { type: 'json' };
import GERMAN_MEALS from '../../src/web/i18n/locales/de/meals.json' with { type: 'json' };
import GERMAN_PRO from '../../src/web/i18n/locales/de/pro.json' with { type: 'json' };
import FRENCH_AUTH from '../../src/web/i18n/locales/fr/auth.json' with { type: 'json' };
import FRENCH_COMMON from '../../src/web/i18n/locales/fr/common.json' with { type: 'json' };
import FRENCH_LISTS from '../../src/web/i18n/locales/fr/lists.json' with { type: 'json' };
import FRENCH_MEALS from '../../src/web/i18n/locales/fr/meals.json' with { type: 'json' };
import FRENCH_PRO from '../../src/web/i18n/locales/fr/pro.json' with { type: 'json' };
import { PASSWORDS, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { becomePro, callApi, test } from './support/users';

/** What a shopper in each language types, and where it must land, with the catalogue they read. */
const JOURNEYS = [
  {
    language: 'de',
    locale: 'de-DE',
    texts: {
      auth: GERMAN_AUTH,
      common: GERMAN_COMMON,
      lists: GERMAN_LISTS,
      meals: GERMAN_MEALS,
      pro: GERMAN_PRO,
    },
    listName: 'Wocheneinkauf',
    typed: ['1 kg Kartoffeln', '500 g Kartoffeln'],
    item: 'Kartoffeln',
    amount: '1,5 kg',
  },
  {
    language: 'fr',
    locale: 'fr-FR',
    texts: {
      auth: FRENCH_AUTH,
      common: FRENCH_COMMON,
      lists: FRENCH_LISTS,
      meals: FRENCH_MEALS,
      pro: FRENCH_PRO,
    },
    listName: 'Courses de la semaine',
    typed: ['1,5 kg de pommes de terre', '250 g de pommes de terre'],
    item: 'pommes de terre',
    amount: '1,75 kg',
  },
] as const;

/** The words a `<go>…</go>` link of a catalogue text shows. */
const linkWords = (text: string) => /<go>(.*)<\/go>/.exec(text)?.[1] ?? text;

for (const journey of JOURNEYS) {
  const { language, texts } = journey;

  test(`a shopper's first week in ${language}: sign-up, a list with amounts, Go Pro and the planner, on a phone`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      locale: journey.locale,
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
    });
    const page: Page = await context.newPage();

    // Sign-up, in the browser's language.
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page
      .getByRole('main')
      .getByRole('link', { name: linkWords(texts.auth.login.newHere) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: texts.auth.titles.signUp })).toBeVisible();
    await page.getByLabel(texts.auth.fields.email).fill(uniqueEmail(`journey-${language}`));
    await page.getByLabel(texts.auth.fields.password, { exact: true }).fill(PASSWORDS.first);
    await page.getByLabel(texts.auth.fields.displayName).fill('Camille');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: texts.auth.credentials.createAccount }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: texts.common.header.signOut })).toBeVisible();

    // A list with an amount, filed in the language's own aisle.
    const { id } = await callApi(page, 'createList', { name: journey.listName });
    await page.goto(`/lists/${id}`);
    const produce = page.getByRole('region', { name: new RegExp(texts.common.categories.Produce) });
    for (const line of journey.typed) {
      await page.getByLabel(texts.lists.addItems.label).fill(line);
      await page.getByRole('button', { name: texts.lists.addItems.add, exact: true }).click();
      await expect(produce.getByRole('checkbox', { name: new RegExp(`^${journey.item}`) })).toBeVisible();
    }
    // The second amount joins the first in the region's metric units, written with the language's decimal comma.
    await expect(
      produce.getByRole('checkbox', { name: `${journey.item} (${journey.amount})` }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Go Pro, with the price written the language's way.
    await page.goto('/go-pro');
    await expect(page.getByRole('heading', { level: 1, name: texts.pro.goPro.heading })).toBeVisible();
    const monthly = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(0.99);
    await expect(page.getByText(monthly).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The planner, with the week's days named in the language.
    await becomePro(page);
    await page.goto('/meal-plan');
    await expect(page.getByRole('heading', { level: 1, name: texts.meals.plan.heading })).toBeVisible();
    // The seven names of the days in the language (2024-01-01 was a Monday): a day the planner shows is one of them.
    const days = Array.from({ length: 7 }, (_, day) =>
      new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2024, 0, 1 + day)),
      ),
    );
    await expect(
      page
        .getByRole('main')
        .getByText(new RegExp(`^(${days.join('|')})$`, 'i'))
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
}
