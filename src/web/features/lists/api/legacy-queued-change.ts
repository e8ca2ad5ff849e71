import type { Category } from '@shared/categories';
import type { OutboxStorage, Queued } from '@/lib/outbox-types';
import type { NewRow, ShownMerge } from './list-adds';
import type { RemovedSavedItem } from './list-removals';
import type { NewWrite, QueuedChange } from './queued-change';

/**
 * Changes queued by an older version of the app kept their own names for each write (`{kind: 'toggle', …}`); a
 * phone that queued some offline, then got the new version, must still send them and show them. They are read
 * into the contract's `{procedure, input}` once, when the outbox loads. Remove this once no device can hold one.
 */
type LegacyEdit =
  | { kind: 'toggle'; itemId: string; checked: boolean; at?: string }
  | { kind: 'rename'; itemId: string; name: string }
  | { kind: 'quantity'; itemId: string; quantity: string; shown: string | null }
  | { kind: 'delete'; itemId: string }
  | { kind: 'move'; itemId: string; category: Category }
  | {
      kind: 'add';
      items: { id: string; name: string; category: Category }[];
      rows?: NewRow[];
      merges?: ShownMerge[];
    }
  | { kind: 'clear' }
  | { kind: 'uncheckAll' }
  | { kind: 'removeChecked' }
  | { kind: 'restore'; items: RemovedSavedItem[] }
  | { kind: 'renameList'; name: string };

/** A change as an older version kept it. */
export type LegacyQueuedChange = Queued & { listId: string; edit: LegacyEdit };

/** True for a change an older version queued. */
function isLegacyChange(change: object): change is LegacyQueuedChange {
  return 'edit' in change;
}

/** An older version's change as this one keeps it, with its change id, words and list as they were. */
export function upgradedChange({ edit, ...queued }: LegacyQueuedChange): QueuedChange {
  const write = writeOfLegacy(edit);
  const { changeId, listId } = queued;
  return { ...queued, ...write, input: { ...write.input, listId, changeId } } as QueuedChange;
}

function writeOfLegacy(edit: LegacyEdit): Omit<NewWrite<QueuedChange['procedure']>, 'listId'> {
  switch (edit.kind) {
    case 'toggle':
      return {
        procedure: 'toggleItem',
        input: { itemId: edit.itemId, checked: edit.checked },
        shown: edit.at ? { at: edit.at } : {},
      };
    case 'rename':
      return { procedure: 'renameItem', input: { itemId: edit.itemId, name: edit.name }, shown: undefined };
    case 'quantity':
      return {
        procedure: 'setItemQuantity',
        input: { itemId: edit.itemId, quantity: edit.quantity },
        shown: { quantity: edit.shown },
      };
    case 'delete':
      return { procedure: 'deleteItem', input: { itemId: edit.itemId }, shown: undefined };
    case 'move':
      return {
        procedure: 'moveItem',
        input: { itemId: edit.itemId, category: edit.category },
        shown: undefined,
      };
    case 'add':
      return {
        procedure: 'addItems',
        input: {
          text: edit.items.map((item) => item.name).join('\n'),
          itemIds: edit.items.map((item) => item.id),
        },
        // Changes queued before quantities were a field have no rows: each line shows whole until the answer.
        shown: {
          rows:
            edit.rows ??
            edit.items.map(({ id, name, category }) => ({ id, label: name, quantity: null, category })),
          merges: edit.merges,
        },
      };
    case 'clear':
      return { procedure: 'clearList', input: {}, shown: undefined };
    case 'uncheckAll':
      return { procedure: 'uncheckAll', input: {}, shown: undefined };
    case 'removeChecked':
      return { procedure: 'removeCheckedItems', input: {}, shown: undefined };
    case 'restore':
      return {
        procedure: 'restoreItems',
        input: { itemIds: edit.items.map(({ item }) => item.id) },
        shown: { items: edit.items },
      };
    case 'renameList':
      return { procedure: 'updateListName', input: { name: edit.name }, shown: undefined };
  }
}

/** The device's storage of list changes, reading those an older version queued as this version keeps them. */
export function upgradingStorage(
  storage: OutboxStorage<QueuedChange | LegacyQueuedChange>,
): OutboxStorage<QueuedChange> {
  const current = (change: QueuedChange | LegacyQueuedChange) =>
    isLegacyChange(change) ? upgradedChange(change) : change;
  return {
    ...storage,
    load: async () => {
      const { queued, refused } = await storage.load();
      return {
        queued: queued.map(current),
        refused: refused.map(({ change, reason }) => ({ change: current(change), reason })),
      };
    },
  };
}
