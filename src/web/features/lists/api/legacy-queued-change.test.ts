import { describe, expect, it } from 'vitest';
import type { OutboxStorage } from '@/lib/outbox-types';
import { type LegacyQueuedChange, upgradingStorage } from './legacy-queued-change';
import type { QueuedChange } from './queued-change';

const words = { label: 'Tick "milk"', place: 'Weekend', text: 'milk' };
const legacy = (changeId: string, edit: LegacyQueuedChange['edit']): LegacyQueuedChange => ({
  ...words,
  changeId,
  listId: 'l1',
  edit,
});

/** Storage holding what an older version queued, read through the upgrade. */
async function loaded(queued: (QueuedChange | LegacyQueuedChange)[]) {
  const stored: OutboxStorage<QueuedChange | LegacyQueuedChange> = {
    load: async () => ({ queued, refused: [{ change: queued[0] as LegacyQueuedChange, reason: 'gone' }] }),
    putQueued: async () => undefined,
    removeQueued: async () => undefined,
    putRefused: async () => undefined,
    removeRefused: async () => undefined,
  };
  return upgradingStorage(stored).load();
}

describe('changes an older version queued', () => {
  it('are read as the contract writes, keeping their change id, list and words', async () => {
    const { queued, refused } = await loaded([
      legacy('c1', { kind: 'toggle', itemId: 'i1', checked: true, at: '2026-01-01T10:00:00.000Z' }),
      legacy('c2', { kind: 'quantity', itemId: 'i1', quantity: '2 lbs', shown: '2 lb' }),
      legacy('c3', { kind: 'add', items: [{ id: 'n1', name: '2 limes', category: 'Produce' }] }),
      legacy('c4', { kind: 'renameList', name: 'Party' }),
    ]);
    expect(queued.map(({ procedure, input, shown }) => ({ procedure, input, shown }))).toEqual([
      {
        procedure: 'toggleItem',
        input: { listId: 'l1', changeId: 'c1', itemId: 'i1', checked: true },
        shown: { at: '2026-01-01T10:00:00.000Z' },
      },
      {
        procedure: 'setItemQuantity',
        input: { listId: 'l1', changeId: 'c2', itemId: 'i1', quantity: '2 lbs' },
        shown: { quantity: '2 lb' },
      },
      {
        procedure: 'addItems',
        input: { listId: 'l1', changeId: 'c3', text: '2 limes', itemIds: ['n1'] },
        // Queued before quantities were a field: the line shows whole until the server answers.
        shown: {
          rows: [{ id: 'n1', label: '2 limes', quantity: null, category: 'Produce' }],
          merges: undefined,
        },
      },
      {
        procedure: 'updateListName',
        input: { listId: 'l1', changeId: 'c4', name: 'Party' },
        shown: undefined,
      },
    ]);
    expect(queued.every((change) => change.label === words.label && change.place === 'Weekend')).toBe(true);
    expect(refused[0]?.change.procedure).toBe('toggleItem');
  });

  it('leaves changes this version queued as they are', async () => {
    const current: QueuedChange = {
      ...words,
      changeId: 'c9',
      listId: 'l1',
      procedure: 'deleteItem',
      input: { listId: 'l1', changeId: 'c9', itemId: 'i1' },
      shown: undefined,
    };
    expect((await loaded([current])).queued).toEqual([current]);
  });
});
