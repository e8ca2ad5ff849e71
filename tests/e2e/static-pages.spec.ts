import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

test('the footer reaches the Privacy Policy, About and Blog pages', async ({ page }) => {
  await page.goto('/');
  await expectNoSeriousA11yViolations(page);
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', /^mailto:/);
  // Each link is a thumb's target: 44 × 44 px at least.
  for (const link of await footer.getByRole('link').all()) {
    const box = await link.boundingBox();
    expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
  }

  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('July 16, 2025')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await footer.getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('About');
  await expectNoSeriousA11yViolations(page);

  await footer.getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const titles = page.getByRole('heading', { level: 2 });
  await expect(titles).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);

  const firstTitle = (await titles.first().textContent()) ?? '';
  await titles.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
  expect(await page.locator('article p').count()).toBeGreaterThanOrEqual(4);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back to Blog' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
});

test('an article link survives a reload and an unknown article says so', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('heading', { level: 2 }).nth(1).getByRole('link').click();
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.goto('/blog/no-such-article');
  await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
});

test('an unknown address shows a page, not a blank screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your list' }).click();
  await expect(page.getByRole('button', { name: 'Sort This List!' })).toBeVisible();
});

test('the header title leads home from any page', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('link', { name: 'Aislewise home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sort This List!' })).toBeVisible();
});

test('a guest’s pages log no console error and make no failing request', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      problems.push(`${response.status()} ${response.url()}`);
    }
  });
  for (const path of ['/', '/about', '/privacy', '/blog', '/login']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(problems).toEqual([]);
});
