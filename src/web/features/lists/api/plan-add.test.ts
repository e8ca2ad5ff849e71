import { describe, expect, it } from 'vitest';
import type { SavedList } from './list-cache';
import { planAdd } from './plan-add';
import { applyEdit } from './queued-change';

function list(items: SavedList['items']): SavedList {
  return {
    id: 'l1',
    name: 'Weekend',
    ownerId: 'u1',
    members: [{ uid: 'u1', displayName: 'Ann', isOwner: true }],
    createdAt: '2026-01-01T00:00:00.000Z',
    lastUpdated: '2026-01-01T00:00:00.000Z',
    plannedMeals: [],
    needsResort: false,
    storeId: null,
    walk: null,
    items,
    version: 1,
    abilities: { rename: true, delete: true, leave: false, share: true, removeMembers: true },
  };
}

const avocados = {
  id: 'a',
  name: 'avocados (3)',
  label: 'avocados',
  quantity: '3',
  checked: true,
  checkedAt: '2026-01-01T10:00:00.000Z',
};

describe('planAdd, as the server will add', () => {
  it('takes quantities off the lines and files them by name, sending the lines as typed', async () => {
    const { edit, counts } = await planAdd(() => list(null), ['2 lbs chicken thighs']);
    expect(counts).toEqual({ added: 1, merged: 0 });
    expect(edit.items.map((item) => item.name)).toEqual(['2 lbs chicken thighs']);
    const shown = applyEdit(list(null), edit);
    expect(shown.items?.['Meat & Seafood']).toMatchObject([
      { name: 'chicken thighs (2 lb)', label: 'chicken thighs', quantity: '2 lb', checked: false },
    ]);
  });

  it('merges a line into the row already there: quantities added up, tick off', async () => {
    const before = list({ Produce: [avocados] });
    const { edit, counts } = await planAdd(() => before, ['2 avocados', 'limes']);
    expect(counts).toEqual({ added: 1, merged: 1 });
    const shown = applyEdit(before, edit);
    expect(shown.items?.Produce?.map((item) => [item.name, item.checked])).toEqual([
      ['avocados (5)', false],
      ['limes', false],
    ]);
  });

  it('makes one row of the same item typed twice in one add', async () => {
    const { edit, counts } = await planAdd(() => list(null), ['avocados x3', '2 avocados']);
    expect(counts).toEqual({ added: 1, merged: 0 });
    expect(applyEdit(list(null), edit).items?.Produce?.map((item) => item.name)).toEqual(['avocados (5)']);
  });
});
