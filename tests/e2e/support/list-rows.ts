import { expect, type Locator, type Page } from '@playwright/test';

// A list's rows as a shopper reaches them: each item's More menu (move, edit, delete), the cart, the toast.

/** An aisle of the list, by its category. */
export const aisle = (page: Page, category: string) =>
  page.getByRole('region', { name: new RegExp(category) });

/** The In the cart section. */
export const cart = (page: Page) => page.getByRole('region', { name: /^In the cart/ });

/** The toast that says what was just done, found by its text. */
export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

/** Opens an item's More menu (its button is named after the item's name alone) and answers the menu. */
export async function openItemMenu(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: `More for ${name}`, exact: true }).click();
  const menu = page.getByRole('menu', { name: `More for ${name}`, exact: true });
  await expect(menu).toBeVisible();
  return menu;
}

/** Edit in the item's More menu: sets the name and/or the quantity and saves. */
export async function editItem(
  page: Page,
  name: string,
  change: { name?: string; quantity?: string; note?: string },
) {
  await (await openItemMenu(page, name)).getByRole('menuitem', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: `Edit ${name}` });
  if (change.name !== undefined) {
    await form.getByRole('textbox', { name: 'Name' }).fill(change.name);
  }
  if (change.quantity !== undefined) {
    await form.getByRole('textbox', { name: 'Quantity' }).fill(change.quantity);
  }
  if (change.note !== undefined) {
    await form.getByRole('textbox', { name: 'Note' }).fill(change.note);
  }
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
}

/** Delete in the item's More menu (it goes at once; a toast offers Undo). */
export async function deleteItem(page: Page, name: string) {
  await (await openItemMenu(page, name)).getByRole('menuitem', { name: 'Delete' }).click();
}

/** Move to category in the item's More menu, then the aisle. */
export async function moveItem(page: Page, name: string, category: string) {
  await (await openItemMenu(page, name)).getByRole('menuitem', { name: 'Move to category' }).click();
  const dialog = page.getByRole('dialog', { name: `Move “${name}” to another aisle` });
  await dialog.getByRole('button', { name: category }).click();
  await expect(dialog).toBeHidden();
}

/** A thumb's target: 44 × 44 px at least. */
export async function expectThumbSized(target: Locator) {
  const box = await target.boundingBox();
  expect(box?.width ?? 0, 'width').toBeGreaterThanOrEqual(44);
  expect(box?.height ?? 0, 'height').toBeGreaterThanOrEqual(44);
}

/** Checks that an element's text is on one line: its height is its line height. */
export async function expectOneLine(target: Locator) {
  const { height, lineHeight } = await target.evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
  }));
  expect(height).toBeLessThanOrEqual(lineHeight + 1);
}
