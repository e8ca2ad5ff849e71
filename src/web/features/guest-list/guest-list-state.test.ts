import { describe, expect, it } from 'vitest';
import { allNames, carryChecks, mergeItems, updateItem, withIds, withoutIds } from './guest-list-state';

describe('guest list state', () => {
  const list = withIds({
    Produce: [
      { name: 'kale', checked: false },
      { name: 'apples', checked: true },
    ],
    Pets: [{ name: 'kibble', checked: false }],
  });
  const idOf = (name: string) =>
    Object.values(list)
      .flat()
      .find((item) => item.name === name)?.id ?? '';

  it('gives every item its own id and strips ids for storage', () => {
    const ids = Object.values(list)
      .flat()
      .map((item) => item.id);
    expect(new Set(ids).size).toBe(3);
    expect(withoutIds(list)).toEqual({
      Produce: [
        { name: 'kale', checked: false },
        { name: 'apples', checked: true },
      ],
      Pets: [{ name: 'kibble', checked: false }],
    });
  });

  it('appends added items to their categories in store order', () => {
    const merged = mergeItems(
      list,
      withIds({ Bakery: [{ name: 'bagels', checked: false }], Produce: [{ name: 'leeks', checked: false }] }),
    );
    expect(Object.keys(merged)).toEqual(['Produce', 'Bakery', 'Pets']);
    expect(merged.Produce?.map((item) => item.name)).toEqual(['kale', 'apples', 'leeks']);
  });

  it('toggles and renames one item only', () => {
    const toggled = updateItem(list, idOf('kale'), (item) => ({ ...item, checked: true }));
    expect(toggled?.Produce?.map((item) => item.checked)).toEqual([true, true]);
    const renamed = updateItem(list, idOf('kibble'), (item) => ({ ...item, name: 'cat treats' }));
    expect(renamed?.Pets?.[0]?.name).toBe('cat treats');
  });

  it('drops a category when its last item is deleted, and the list when nothing is left', () => {
    const withoutPets = updateItem(list, idOf('kibble'), () => null);
    expect(Object.keys(withoutPets ?? {})).toEqual(['Produce']);
    const single = withIds({ Produce: [{ name: 'kale', checked: false }] });
    const onlyId = single.Produce?.[0]?.id ?? '';
    expect(updateItem(single, onlyId, () => null)).toBeNull();
  });

  it('carries checkmarks to a re-sorted list by name, duplicates one for one', () => {
    const before = withIds({
      Produce: [
        { name: 'apples', checked: true },
        { name: 'apples', checked: false },
      ],
    });
    const resorted = withIds({
      Produce: [
        { name: 'apples', checked: false },
        { name: 'apples', checked: false },
      ],
    });
    expect(carryChecks(before, resorted).Produce?.map((item) => item.checked)).toEqual([true, false]);
  });

  it('lists every name in category order for a re-sort', () => {
    expect(allNames(list)).toEqual(['kale', 'apples', 'kibble']);
  });
});
