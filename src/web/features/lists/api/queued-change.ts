import type { Category } from '@shared/categories';
import type { QueuedWrite } from '@shared/contract/lists';
import type { RpcStatus } from '@shared/rpc-errors';
import type { BatchResult, Queued } from '@/lib/outbox-types';
import { call, RpcError } from '@/lib/rpc-client';
import { type NewRow, type ShownMerge, withItemsAdded } from './list-adds';
import {
  type SavedList,
  withItemChecked,
  withItemMoved,
  withItemQuantity,
  withItemRenamed,
  withoutItem,
} from './list-cache';
import {
  type RemovedSavedItem,
  withItemsRestored,
  withNothingChecked,
  withoutCheckedItems,
  withoutItems,
} from './list-removals';

/**
 * Items typed on this device: the lines as typed, with the ids made here for the rows they may become and the
 * aisle the in-browser categorizer picked; and what the device showed of them, merged as the server merges
 * (changes queued before quantities were a field have no `rows`: each line is a row).
 */
export interface AddEdit {
  kind: 'add';
  items: { id: string; name: string; category: Category }[];
  rows?: NewRow[];
  merges?: ShownMerge[];
}

/** A change to a saved list that a device may make with no network: kept in the outbox until the server has it. */
export type ListEdit =
  /** `at`: when it was ticked here (absent in changes queued before the cart). */
  | { kind: 'toggle'; itemId: string; checked: boolean; at?: string }
  /** The name alone; the quantity stays. */
  | { kind: 'rename'; itemId: string; name: string }
  /** As typed: normalized the way the server normalizes it (`quantity`), blank clears it. */
  | { kind: 'quantity'; itemId: string; quantity: string; shown: string | null }
  | { kind: 'delete'; itemId: string }
  | { kind: 'move'; itemId: string; category: Category }
  | AddEdit
  | { kind: 'clear' }
  | { kind: 'uncheckAll' }
  | { kind: 'removeChecked' }
  /** Undo of a delete, a clear or a removal of ticked items: the items as they were, to show them at once. */
  | { kind: 'restore'; items: RemovedSavedItem[] }
  | { kind: 'renameList'; name: string };

/** One queued change to a list; `place` is the list's name when the change was made. */
export interface QueuedChange extends Queued {
  listId: string;
  edit: ListEdit;
}

/** The server's answer to a change: the list's version that holds it, and any warning to show. */
export interface EditAnswer {
  version: number;
  warning?: string;
}

/** A queued change as the server takes it: its procedure, and that procedure's input with the change id. */
export function queuedWriteOf({ listId, changeId, edit }: QueuedChange): QueuedWrite {
  switch (edit.kind) {
    case 'toggle':
      return {
        procedure: 'toggleItem',
        input: { listId, itemId: edit.itemId, checked: edit.checked, changeId },
      };
    case 'rename':
      return { procedure: 'renameItem', input: { listId, itemId: edit.itemId, name: edit.name, changeId } };
    case 'quantity':
      return {
        procedure: 'setItemQuantity',
        input: { listId, itemId: edit.itemId, quantity: edit.quantity, changeId },
      };
    case 'delete':
      return { procedure: 'deleteItem', input: { listId, itemId: edit.itemId, changeId } };
    case 'move':
      return {
        procedure: 'moveItem',
        input: { listId, itemId: edit.itemId, category: edit.category, changeId },
      };
    case 'add':
      return {
        procedure: 'addItems',
        input: {
          listId,
          text: edit.items.map((item) => item.name).join('\n'),
          itemIds: edit.items.map((item) => item.id),
          changeId,
        },
      };
    case 'clear':
      return { procedure: 'clearList', input: { listId, changeId } };
    case 'uncheckAll':
      return { procedure: 'uncheckAll', input: { listId, changeId } };
    case 'removeChecked':
      return { procedure: 'removeCheckedItems', input: { listId, changeId } };
    case 'restore':
      return {
        procedure: 'restoreItems',
        input: { listId, itemIds: edit.items.map(({ item }) => item.id), changeId },
      };
    case 'renameList':
      return { procedure: 'updateListName', input: { listId, name: edit.name, changeId } };
  }
}

/** Sends one queued change with its id, so a second send (the answer was lost) changes nothing. */
export function sendEdit(change: QueuedChange): Promise<EditAnswer> {
  const { procedure, input } = queuedWriteOf(change);
  return call(procedure, input);
}

/** Sends several queued changes in one call, applied in order; each is answered, or refused with its reason. */
export async function sendEdits(changes: readonly QueuedChange[]): Promise<BatchResult<EditAnswer>[]> {
  const { results } = await call('replayChanges', { changes: changes.map(queuedWriteOf) });
  return results.map((result) =>
    'error' in result
      ? { error: new RpcError(result.error.status as RpcStatus, result.error.message) }
      : { answer: result },
  );
}

/** The rows an add shows; one queued before quantities were a field shows its lines whole until the server answers. */
function rowsOf(edit: AddEdit): NewRow[] {
  return (
    edit.rows ?? edit.items.map(({ id, name, category }) => ({ id, label: name, quantity: null, category }))
  );
}

/**
 * The list with the change shown. Each is safe to show twice (a list fetched after the server applied it, with
 * the change still queued): ticks, names, quantities and aisles are set rather than flipped, a merge is not
 * added twice, and added or restored items keep their ids.
 */
export function applyEdit(list: SavedList, edit: ListEdit): SavedList {
  switch (edit.kind) {
    case 'toggle':
      // A tick queued before tick times were kept goes in with the other ticks of that time: first.
      return withItemChecked(list, edit.itemId, edit.checked, edit.at ?? new Date(0).toISOString());
    case 'rename':
      return withItemRenamed(list, edit.itemId, edit.name);
    case 'quantity':
      return withItemQuantity(list, edit.itemId, edit.shown);
    case 'delete':
      return withoutItem(list, edit.itemId);
    case 'move':
      return withItemMoved(list, edit.itemId, edit.category);
    case 'add':
      return withItemsAdded(list, rowsOf(edit), edit.merges);
    case 'clear':
      return withoutItems(list);
    case 'uncheckAll':
      return withNothingChecked(list);
    case 'removeChecked':
      return withoutCheckedItems(list);
    case 'restore':
      return withItemsRestored(list, edit.items);
    case 'renameList':
      return { ...list, name: edit.name };
  }
}

/**
 * True when `applyEdit` shows the change just as the server makes it, so its answer needs no fetch. Added items
 * are placed by the server (a model may file them elsewhere, and a merge may have found its row changed); a
 * moved item keeps its place in the server's order, and a restored one goes back to the place the server kept.
 */
export function isExact(edit: ListEdit): boolean {
  switch (edit.kind) {
    case 'add':
    case 'move':
    case 'restore':
      return false;
    case 'rename':
    case 'renameList':
      return edit.name === edit.name.trim();
    default:
      return true;
  }
}
