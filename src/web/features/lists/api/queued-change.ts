import type { Category } from '../../../../shared/categories';
import type { QueuedWrite } from '../../../../shared/contract/lists';
import type { RpcStatus } from '../../../../shared/rpc-errors';
import type { BatchResult, Queued } from '../../../lib/outbox-types';
import { call, RpcError } from '../../../lib/rpc-client';
import {
  type SavedList,
  withItemChecked,
  withItemMoved,
  withItemRenamed,
  withItemsAdded,
  withoutItem,
  withoutItems,
} from './list-cache';

/** A change to a saved list that a device may make with no network: kept in the outbox until the server has it. */
export type ListEdit =
  | { kind: 'toggle'; itemId: string; checked: boolean }
  | { kind: 'rename'; itemId: string; name: string }
  | { kind: 'delete'; itemId: string }
  | { kind: 'move'; itemId: string; category: Category }
  /** Items typed on this device, with the ids made here and the aisle the in-browser categorizer picked. */
  | { kind: 'add'; items: { id: string; name: string; category: Category }[] }
  | { kind: 'clear' }
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

/**
 * The list with the change shown. Each is safe to show twice (a list fetched after the server applied it, with
 * the change still queued): ticks, names and aisles are set rather than flipped, and added items keep their ids.
 */
export function applyEdit(list: SavedList, edit: ListEdit): SavedList {
  switch (edit.kind) {
    case 'toggle':
      return withItemChecked(list, edit.itemId, edit.checked);
    case 'rename':
      return withItemRenamed(list, edit.itemId, edit.name);
    case 'delete':
      return withoutItem(list, edit.itemId);
    case 'move':
      return withItemMoved(list, edit.itemId, edit.category);
    case 'add':
      return withItemsAdded(list, edit.items);
    case 'clear':
      return withoutItems(list);
    case 'renameList':
      return { ...list, name: edit.name };
  }
}

/**
 * True when `applyEdit` shows the change just as the server makes it, so its answer needs no fetch. Added items
 * are placed by the server (a model may file them elsewhere); a moved item keeps its place in the server's order.
 */
export function isExact(edit: ListEdit): boolean {
  switch (edit.kind) {
    case 'add':
    case 'move':
      return false;
    case 'rename':
    case 'renameList':
      return edit.name === edit.name.trim();
    default:
      return true;
  }
}
