import { splitQuantity } from '@shared/items/item-quantity';
import { planListAdd } from '@shared/items/merge-into-list';
import { describe, expect, it } from 'vitest';
import {
  fromStored,
  incomingItems,
  listedRows,
  recategorized,
  toStored,
  updateItem,
  updateItems,
  withAdded,
  withIds,
} from './guest-list-state';

const item = (label: string, quantity: string | null = null, checked = false) => ({
  name: quantity ? `${label} (${quantity})` : label,
  label,
  quantity,
  checked,
});

describe('guest list state', () => {
  const list = withIds({
    Produce: [item('kale'), item('apples', '3', true)],
    Pets: [item('kibble')],
  });
  const idOf = (label: string) =>
    Object.values(list)
      .flat()
      .find((entry) => entry.label === label)?.id ?? '';

  it('gives every item its own id and stores names, quantities and ticks without ids', () => {
    const ids = Object.values(list)
      .flat()
      .map((entry) => entry.id);
    expect(new Set(ids).size).toBe(3);
    expect(toStored(list)).toEqual({
      Produce: [
        { name: 'kale', quantity: null, checked: false },
        { name: 'apples', quantity: '3', checked: true },
      ],
      Pets: [{ name: 'kibble', quantity: null, checked: false }],
    });
  });

  it('reads a stored list back with the line SPEC calls the name, and the time of each tick', () => {
    const read = fromStored({
      Produce: [{ name: 'avocados', quantity: '3', checked: true, checkedAt: '2026-01-02T10:00:00.000Z' }],
    });
    expect(read.Produce?.[0]).toMatchObject({
      name: 'avocados (3)',
      label: 'avocados',
      quantity: '3',
      checked: true,
      checkedAt: '2026-01-02T10:00:00.000Z',
    });
  });

  it('takes the quantities off the names of a list stored before quantities were a field', () => {
    const read = fromStored(
      {
        'Meat & Seafood': [{ name: '2 lbs chicken thighs', quantity: null, checked: false }],
        Produce: [{ name: 'avocados x3', quantity: null, checked: true }],
      },
      splitQuantity,
    );
    expect(read['Meat & Seafood']?.[0]).toMatchObject({ label: 'chicken thighs', quantity: '2 lb' });
    expect(read.Produce?.[0]).toMatchObject({ label: 'avocados', quantity: '3', checked: true });
  });

  it('merges an add into the row already there, adding quantities and taking the tick off', () => {
    const sorted = {
      Produce: [item('avocados', '2'), item('leeks')],
      Bakery: [item('bagels')],
    };
    const plan = planListAdd(listedRows(list), incomingItems({ Produce: [item('Apples', '2')] }));
    const merged = withAdded(list, plan);
    expect(merged.Produce?.find((entry) => entry.id === idOf('apples'))).toMatchObject({
      name: 'apples (5)',
      quantity: '5',
      checked: false,
      checkedAt: null,
    });
    const added = withAdded(merged, planListAdd(listedRows(merged), incomingItems(sorted)));
    expect(Object.keys(added)).toEqual(['Produce', 'Bakery', 'Pets']);
    expect(added.Produce?.map((entry) => entry.name)).toEqual([
      'kale',
      'apples (5)',
      'avocados (2)',
      'leeks',
    ]);
  });

  it('toggles and renames one item only', () => {
    const toggled = updateItem(list, idOf('kale'), (entry) => ({ ...entry, checked: true }));
    expect(toggled?.Produce?.map((entry) => entry.checked)).toEqual([true, true]);
    const renamed = updateItem(list, idOf('kibble'), (entry) => ({ ...entry, label: 'cat treats' }));
    expect(renamed?.Pets?.[0]?.label).toBe('cat treats');
  });

  it('drops a category when its last item goes, and the list when nothing is left', () => {
    const withoutPets = updateItem(list, idOf('kibble'), () => null);
    expect(Object.keys(withoutPets ?? {})).toEqual(['Produce']);
    expect(updateItems(list, () => null)).toBeNull();
  });

  it('files items again after a re-sort by their names, keeping ids, quantities and ticks', () => {
    const resorted = recategorized(list, { Beverages: [item('apples')], Produce: [item('kale')] });
    expect(Object.keys(resorted ?? {})).toEqual(['Produce', 'Beverages', 'Pets']);
    expect(resorted?.Beverages?.[0]).toMatchObject({ id: idOf('apples'), quantity: '3', checked: true });
  });
});
