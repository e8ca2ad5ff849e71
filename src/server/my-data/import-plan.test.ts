import { myDataFileSchema } from '@shared/contract/my-data-file';
import { LIMITS } from '@shared/limits';
import { smallDataFile } from '@tests/support/procedure-inputs';
import { describe, expect, it } from 'vitest';
import { importedListName, planImport } from './import-plan';

const names = (...list: string[]) => new Set(list.map((name) => name.toLowerCase()));
const file = () => myDataFileSchema.parse(smallDataFile());
const counter = () => {
  let next = 0;
  return () => {
    next += 1;
    return `id${next}`;
  };
};
const nobody = { listNames: [], meals: [], stores: [], plan: [] };

describe('importedListName', () => {
  it('keeps a free name, and numbers the copies of a taken one', () => {
    expect(importedListName('Groceries', names(), names())).toBe('Groceries');
    expect(importedListName('Groceries', names('groceries'), names('groceries'))).toBe(
      'Groceries (imported)',
    );
    expect(
      importedListName('groceries ', names('Groceries', 'Groceries (imported)'), names('Groceries')),
    ).toBe('groceries (imported 2)');
  });

  it('cuts a long name so the suffix fits the longest list name', () => {
    const long = 'x'.repeat(LIMITS.maxListName);
    const renamed = importedListName(long, names(long), names(long));
    expect(renamed).toHaveLength(LIMITS.maxListName);
    expect(renamed.endsWith(' (imported)')).toBe(true);
  });
});

describe('planImport', () => {
  it('writes every row of a file into an empty account, under new ids', async () => {
    const rows = await planImport(file(), nobody, 'me', counter());
    expect(rows.lists).toEqual([
      expect.objectContaining({ name: 'Imported list', ownerId: 'me', storeId: null }),
    ]);
    expect(rows.items).toEqual([
      expect.objectContaining({ listId: rows.lists[0]?.id, name: 'milk', quantity: '2', checked: false }),
    ]);
    expect(rows.plan).toEqual([
      expect.objectContaining({ mealId: rows.meals[0]?.id, day: 'Monday', scale: 1 }),
    ]);
    expect(rows.ticks).toEqual([expect.objectContaining({ storeId: rows.stores[0]?.id, itemKey: 'milk' })]);
    expect(rows.corrections).toEqual([expect.objectContaining({ userId: 'me', itemKey: 'oat milk' })]);
    expect(rows.skipped).toEqual({ meals: 0, stores: 0, planEntries: 0 });
  });

  it("points the file's plan and lists at the account's own meal and store of the same name", async () => {
    const data = file();
    data.lists[0] = { ...(data.lists[0] as (typeof data.lists)[number]), store: 'imported STORE' };
    const rows = await planImport(
      data,
      {
        listNames: ['Imported list'],
        meals: [{ id: 'soup', name: ' imported soup' }],
        stores: [{ id: 'shop', name: 'Imported store' }],
        plan: [],
      },
      'me',
      counter(),
    );
    expect(rows.meals).toEqual([]);
    expect(rows.stores).toEqual([]);
    expect(rows.ticks).toEqual([]);
    expect(rows.plan).toEqual([expect.objectContaining({ mealId: 'soup' })]);
    expect(rows.lists).toEqual([
      expect.objectContaining({ name: 'Imported list (imported)', storeId: 'shop' }),
    ]);
    expect(rows.skipped).toEqual({ meals: 1, stores: 1, planEntries: 0 });
  });

  it('leaves out a plan entry already in its slot, and any past a full slot', async () => {
    const data = file();
    const entry = { day: 'Monday', slot: 'dinner', meal: 'Imported soup', scale: 1 } as const;
    data.plan = Array.from({ length: LIMITS.maxMealsPerSlot + 2 }, () => entry);
    const fresh = await planImport(data, nobody, 'me', counter());
    expect(fresh.plan).toHaveLength(LIMITS.maxMealsPerSlot);
    expect(fresh.skipped.planEntries).toBe(2);
    const planned = await planImport(
      data,
      {
        ...nobody,
        meals: [{ id: 'soup', name: 'Imported soup' }],
        plan: [{ day: 'Monday', slot: 'dinner', mealId: 'soup' }],
      },
      'me',
      counter(),
    );
    expect(planned.plan).toEqual([]);
  });
});
