import { describe, expect, it } from 'vitest';
import {
  type SavedList,
  withItemChecked,
  withItemMoved,
  withItemRenamed,
  withItemRestored,
  withListRenamed,
  withoutItem,
  withoutItems,
  withoutList,
} from './list-cache';

const item = (id: string, name: string, checked = false) => ({ id, name, checked });

function list(items: SavedList['items'], needsResort = false): SavedList {
  return {
    id: 'l1',
    name: 'Weekend',
    ownerId: 'u1',
    members: [{ uid: 'u1', displayName: 'Ann', isOwner: true }],
    createdAt: '2026-01-01T00:00:00.000Z',
    lastUpdated: '2026-01-01T00:00:00.000Z',
    plannedMeals: [],
    needsResort,
    items,
    version: 1,
    abilities: { rename: true, delete: true, leave: false, share: true, removeMembers: true },
  };
}

const base = list({
  Produce: [item('a', 'apples'), item('b', 'kale')],
  'Dairy & Eggs': [item('m', 'milk')],
});

describe('optimistic item changes', () => {
  it('checks one item and leaves the rest alone', () => {
    const checked = withItemChecked(base, 'b', true);
    expect(checked.items?.Produce).toEqual([item('a', 'apples'), item('b', 'kale', true)]);
    expect(checked.items?.['Dairy & Eggs']).toEqual(base.items?.['Dairy & Eggs']);
    expect(base.items?.Produce?.[1]?.checked).toBe(false);
  });

  it('renames in place and flags the list for a re-sort', () => {
    const renamed = withItemRenamed(base, 'a', 'apple juice');
    expect(renamed.items?.Produce?.[0]).toEqual(item('a', 'apple juice'));
    expect(renamed.needsResort).toBe(true);
    expect(withItemRenamed(base, 'nope', 'x')).toBe(base);
  });

  it('deletes an item, dropping an aisle that empties and the whole items object at the end', () => {
    const noMilk = withoutItem(base, 'm');
    expect(Object.keys(noMilk.items ?? {})).toEqual(['Produce']);
    const empty = withoutItem(withoutItem(noMilk, 'a'), 'b');
    expect(empty.items).toBeNull();
    expect(withoutItem(base, 'nope')).toBe(base);
  });

  it('moves an item to the end of another aisle, keeping the store order of aisles', () => {
    const moved = withItemMoved(base, 'm', 'Produce');
    expect(moved.items).toEqual({ Produce: [item('a', 'apples'), item('b', 'kale'), item('m', 'milk')] });
    const toPets = withItemMoved(base, 'a', 'Pets');
    expect(Object.keys(toPets.items ?? {})).toEqual(['Produce', 'Dairy & Eggs', 'Pets']);
    expect(withItemMoved(base, 'a', 'Produce')).toBe(base);
  });

  it('clears the list to null and forgets a pending re-sort', () => {
    expect(withoutItems(list(base.items, true))).toMatchObject({ items: null, needsResort: false });
  });
});

describe('rolling back one failed change', () => {
  it('puts a deleted item back in its place while keeping other changes', () => {
    const afterDelete = withoutItem(base, 'a');
    const afterOtherCheck = withItemChecked(afterDelete, 'm', true);
    const restored = withItemRestored(afterOtherCheck, base, 'a');
    expect(restored.items).toEqual({
      Produce: [item('a', 'apples'), item('b', 'kale')],
      'Dairy & Eggs': [item('m', 'milk', true)],
    });
  });

  it('undoes a move and a check', () => {
    expect(withItemRestored(withItemMoved(base, 'a', 'Pets'), base, 'a').items).toEqual(base.items);
    expect(withItemRestored(withItemChecked(base, 'b', true), base, 'b').items).toEqual(base.items);
  });

  it('brings back an emptied list', () => {
    const single = list({ Bakery: [item('x', 'bread')] });
    expect(withItemRestored(withoutItem(single, 'x'), single, 'x').items).toEqual(single.items);
  });
});

describe('overview changes', () => {
  const lists = [
    { id: 'a', name: 'One' },
    { id: 'b', name: 'Two' },
  ];

  it('drops and renames lists', () => {
    expect(withoutList(lists, 'a')).toEqual([{ id: 'b', name: 'Two' }]);
    expect(withListRenamed(lists, 'b', 'Deux')).toEqual([
      { id: 'a', name: 'One' },
      { id: 'b', name: 'Deux' },
    ]);
  });
});
