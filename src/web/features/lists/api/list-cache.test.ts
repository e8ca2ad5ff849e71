import { savedList } from '@tests/support/saved-list';
import { describe, expect, it } from 'vitest';
import { withItemsAdded } from './list-adds';
import {
  type SavedList,
  withItemChecked,
  withItemMoved,
  withItemQuantity,
  withItemRenamed,
  withItemRestored,
  withListRenamed,
  withoutItem,
  withoutList,
} from './list-cache';
import {
  removedFrom,
  withItemsRestored,
  withNothingChecked,
  withoutCheckedItems,
  withoutItems,
} from './list-removals';

const NOW = '2026-02-03T10:00:00.000Z';
const LATER = '2026-02-03T10:05:00.000Z';

const item = (id: string, label: string, checked = false, quantity: string | null = null) => ({
  id,
  name: quantity ? `${label} (${quantity})` : label,
  label,
  quantity,
  note: null,
  checked,
  checkedAt: checked ? NOW : null,
});

function list(items: SavedList['items'], needsResort = false): SavedList {
  return savedList({ items, needsResort });
}

const base = list({
  Produce: [item('a', 'apples'), item('b', 'kale')],
  'Dairy & Eggs': [item('m', 'milk')],
});

describe('optimistic item changes', () => {
  it('checks one item at the time given and leaves the rest alone', () => {
    const checked = withItemChecked(base, 'b', true, NOW);
    expect(checked.items?.Produce).toEqual([item('a', 'apples'), item('b', 'kale', true)]);
    expect(checked.items?.['Dairy & Eggs']).toEqual(base.items?.['Dairy & Eggs']);
    expect(base.items?.Produce?.[1]?.checked).toBe(false);
  });

  it('keeps the first tick time when ticked again, and forgets it when unticked', () => {
    const checked = withItemChecked(withItemChecked(base, 'b', true, NOW), 'b', true, LATER);
    expect(checked.items?.Produce?.[1]?.checkedAt).toBe(NOW);
    expect(withItemChecked(checked, 'b', false, LATER).items?.Produce?.[1]?.checkedAt).toBeNull();
  });

  it('renames the name alone, keeping the quantity, and flags the list for a re-sort', () => {
    const withQuantity = withItemQuantity(base, 'a', '3');
    expect(withQuantity.items?.Produce?.[0]).toEqual(item('a', 'apples', false, '3'));
    const renamed = withItemRenamed(withQuantity, 'a', 'green apples');
    expect(renamed.items?.Produce?.[0]).toEqual(item('a', 'green apples', false, '3'));
    // Whether the name moves aisles is the server's call (the categorizer): the flag comes with its answer.
    expect(renamed.needsResort).toBe(false);
    expect(withItemRenamed(base, 'nope', 'x')).toBe(base);
    expect(withItemQuantity(withQuantity, 'a', null).items?.Produce?.[0]).toEqual(item('a', 'apples'));
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

describe('adding with merges, as the server adds', () => {
  const withQuantities = list({
    Produce: [item('a', 'avocados', true, '3'), item('b', 'kale')],
  });
  const merge = { into: 'a', quantity: '5', previousQuantity: '3', fallback: newRow('n1', 'avocados', '2') };

  function newRow(id: string, label: string, quantity: string | null) {
    return { id, label, quantity, note: null, category: 'Produce' as const };
  }

  it('adds new rows at the end of their aisles and merges into a row, tick off', () => {
    const added = withItemsAdded(withQuantities, [newRow('n2', 'limes', '2')], [merge]);
    expect(added.items?.Produce).toEqual([
      item('a', 'avocados', false, '5'),
      item('b', 'kale'),
      item('n2', 'limes', false, '2'),
    ]);
  });

  it('shows a merge once when the list already holds it, and beside a row changed meanwhile', () => {
    const once = withItemsAdded(withQuantities, [], [merge]);
    expect(withItemsAdded(once, [], [merge])).toEqual(once);
    const changed = withItemQuantity(withQuantities, 'a', '1 bag');
    expect(withItemsAdded(changed, [], [merge]).items?.Produce?.map((entry) => entry.name)).toEqual([
      'avocados (1 bag)',
      'kale',
      'avocados (2)',
    ]);
  });
});

describe('the cart and its undo', () => {
  const shopping = list({
    Produce: [item('a', 'apples', true), item('b', 'kale')],
    'Dairy & Eggs': [item('m', 'milk', true)],
  });

  it('unchecks every item', () => {
    expect(withNothingChecked(shopping).items).toEqual({
      Produce: [item('a', 'apples'), item('b', 'kale')],
      'Dairy & Eggs': [item('m', 'milk')],
    });
  });

  it('removes the ticked items and puts them back where they were, ticks and all', () => {
    const removed = removedFrom(shopping, (entry) => entry.checked);
    const emptied = withoutCheckedItems(shopping);
    expect(emptied.items).toEqual({ Produce: [item('b', 'kale')] });
    expect(withItemsRestored(emptied, removed).items).toEqual(shopping.items);
    // Shown twice (the server's copy already has them back): nothing doubles.
    expect(withItemsRestored(shopping, removed).items).toEqual(shopping.items);
  });

  it('puts back a whole cleared list', () => {
    const removed = removedFrom(shopping, () => true);
    expect(withItemsRestored(withoutItems(shopping), removed).items).toEqual(shopping.items);
  });
});

describe('rolling back one failed change', () => {
  it('puts a deleted item back in its place while keeping other changes', () => {
    const afterDelete = withoutItem(base, 'a');
    const afterOtherCheck = withItemChecked(afterDelete, 'm', true, NOW);
    const restored = withItemRestored(afterOtherCheck, base, 'a');
    expect(restored.items).toEqual({
      Produce: [item('a', 'apples'), item('b', 'kale')],
      'Dairy & Eggs': [item('m', 'milk', true)],
    });
  });

  it('undoes a move and a check', () => {
    expect(withItemRestored(withItemMoved(base, 'a', 'Pets'), base, 'a').items).toEqual(base.items);
    expect(withItemRestored(withItemChecked(base, 'b', true, NOW), base, 'b').items).toEqual(base.items);
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
