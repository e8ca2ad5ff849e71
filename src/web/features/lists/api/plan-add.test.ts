import { describe, expect, it } from 'vitest';
import type { SavedList } from './list-cache';
import { planAdd } from './plan-add';
import { applyQueued, queuedChange } from './queued-change';

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
    resortBy: null,
    storeId: null,
    walk: null,
    visibility: 'household',
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

/** The list with a planned add shown, as the outbox shows it while the add waits. */
const shownWith = (before: SavedList, { input, shown }: Awaited<ReturnType<typeof planAdd>>) =>
  applyQueued(
    before,
    queuedChange(
      { listId: before.id, procedure: 'addItems', input, shown },
      { label: 'Add', place: before.name, text: input.text },
    ),
  );

describe('planAdd, as the server will add', () => {
  it('takes quantities off the lines and files them by name, sending the lines as typed', async () => {
    const planned = await planAdd(() => list(null), ['2 lbs chicken thighs']);
    expect(planned.counts).toEqual({ added: 1, merged: 0 });
    expect(planned.input.text.split('\n')).toEqual(['2 lbs chicken thighs']);
    const shown = shownWith(list(null), planned);
    expect(shown.items?.['Meat & Seafood']).toMatchObject([
      { name: 'chicken thighs (2 lb)', label: 'chicken thighs', quantity: '2 lb', checked: false },
    ]);
  });

  it('merges a line into the row already there: quantities added up, tick off', async () => {
    const before = list({ Produce: [avocados] });
    const planned = await planAdd(() => before, ['2 avocados', 'limes']);
    expect(planned.counts).toEqual({ added: 1, merged: 1 });
    const shown = shownWith(before, planned);
    expect(shown.items?.Produce?.map((item) => [item.name, item.checked])).toEqual([
      ['avocados (5)', false],
      ['limes', false],
    ]);
  });

  it('makes one row of the same item typed twice in one add', async () => {
    const planned = await planAdd(() => list(null), ['avocados x3', '2 avocados']);
    expect(planned.counts).toEqual({ added: 1, merged: 0 });
    expect(shownWith(list(null), planned).items?.Produce?.map((item) => item.name)).toEqual(['avocados (5)']);
  });
});
