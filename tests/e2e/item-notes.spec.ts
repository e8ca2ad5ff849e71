import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { editItem } from './support/list-rows';
import { callApi, test } from './support/users';

const addBox = (page: Page) => page.getByRole('textbox', { name: 'Add items, one per line' });
/** An item's row, by its name alone. */
const row = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `More for ${name}`, exact: true }) });

test.describe('an item reads like a shopping list: name, amount, and a note under the name', () => {
  test('a recipe line is taken apart as it is added, and its note can be changed', async ({
    page,
    signUp,
  }) => {
    await signUp('Nadia');
    const { id } = await callApi(page, 'createList', { name: 'Chili night' });
    await page.goto(`/lists/${id}`);
    await addBox(page).fill('2 (15 oz) cans kidney beans, drained\nlarge yellow onion, diced\nonion');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(addBox(page)).toHaveValue('');

    const beans = row(page, 'kidney beans');
    await expect(beans).toContainText('2 × 15 oz cans');
    await expect(beans).toContainText('drained');
    // The note keeps the large onion a row of its own, apart from the plain onion.
    await expect(row(page, 'large yellow onion')).toContainText('diced');
    await expect(row(page, 'onion')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    await editItem(page, 'kidney beans', { note: 'rinsed' });
    await expect(beans).toContainText('rinsed');
    await page.reload();
    await expect(row(page, 'kidney beans')).toContainText('rinsed');
    await expect(row(page, 'kidney beans')).not.toContainText('drained');

    // Cleared, the note goes; the name and amount stay.
    await editItem(page, 'kidney beans', { note: '' });
    await expect(row(page, 'kidney beans')).not.toContainText('rinsed');
    await expect(row(page, 'kidney beans')).toContainText('2 × 15 oz cans');
  });
});
