import type { InputOf } from '@shared/api';
import type { QueueableProcedure, QueuedInput, QueuedWrite } from '@shared/contract/list-replay';
import type { RpcStatus } from '@shared/rpc-errors';
import { newDeviceId } from '@/lib/device-id';
import type { BatchResult, Queued } from '@/lib/outbox-types';
import { call, RpcError } from '@/lib/rpc-client';
import { type NewRow, type ShownMerge, withItemsAdded } from './list-adds';
import {
  type SavedList,
  withItemChecked,
  withItemMoved,
  withItemNote,
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

/** What the screen needs, besides a queued write's input, to show it at once. */
export interface ShownExtras {
  /** When it was ticked here, so the cart lists ticks in order (absent in changes queued before the cart). */
  toggleItem: { at?: string };
  /** The quantity as the server will keep it ('2 lbs' is '2 lb'), null when cleared. */
  setItemQuantity: { quantity: string | null };
  /** The rows the typed lines become, filed by the in-browser categorizer and merged as the server merges. */
  addItems: { rows: NewRow[]; merges?: ShownMerge[] };
  /** The items as they were, to show them at once. */
  restoreItems: { items: RemovedSavedItem[] };
}
/** What showing a queued write needs besides its input: nothing for most. */
export type ShownOf<P extends QueueableProcedure> = P extends keyof ShownExtras ? ShownExtras[P] : undefined;

/**
 * One change to a saved list a device made, kept in the outbox until the server has it: the contract's write
 * (`procedure`, and its `input` with the change id), and what showing it needs besides (`shown`).
 */
export type QueuedChange<P extends QueueableProcedure = QueueableProcedure> = {
  [K in P]: Queued & { listId: string; procedure: K; input: QueuedInput<K>; shown: ShownOf<K> };
}[P];

/** A write to queue, before it has its change id: what the user did to which list, and how to show it. */
export interface NewWrite<P extends QueueableProcedure> {
  listId: string;
  procedure: P;
  input: Omit<QueuedInput<P>, 'listId' | 'changeId'>;
  shown: ShownOf<P>;
}

/** A change for the outbox: the write with a change id made here, and its words for the user. */
export function queuedChange<P extends QueueableProcedure>(
  { listId, procedure, input, shown }: NewWrite<P>,
  words: Omit<Queued, 'changeId'>,
): QueuedChange {
  const changeId = newDeviceId();
  // The input as the procedure takes it: what the caller gave, on this list, with the change id.
  const whole = { ...input, listId, changeId } as QueuedInput<P>;
  return { ...words, changeId, listId, procedure, input: whole, shown } as QueuedChange;
}

/** How the screen shows one kind of queued write. */
interface Showing<P extends QueueableProcedure> {
  /**
   * The list with the change shown. Safe to show twice (a list fetched after the server applied it, with the
   * change still queued): ticks, names, quantities and aisles are set rather than flipped, a merge is not added
   * twice, and added or restored items keep their ids.
   */
  apply(list: SavedList, input: QueuedInput<P>, shown: ShownOf<P>): SavedList;
  /**
   * True when `apply` shows the change just as the server makes it, so its answer needs no fetch. Added items
   * are placed by the server (a model may file them elsewhere, and a merge may have found its row changed); a
   * moved item keeps its place in the server's order, and a restored one goes back to the place the server kept.
   */
  exact(input: QueuedInput<P>): boolean;
}

const always = () => true;
const never = () => false;
/** A name the server trims shows differently until its answer. */
const trimmed = ({ name }: { name: string }) => name === name.trim();

/** How each queueable write shows at once: a write of the contract without an entry here is a type error. */
const SHOWING: { [P in QueueableProcedure]: Showing<P> } = {
  toggleItem: {
    // A tick queued before tick times were kept goes in with the other ticks of that time: first.
    apply: (list, { itemId, checked }, shown) =>
      withItemChecked(list, itemId, checked, shown?.at ?? new Date(0).toISOString()),
    exact: always,
  },
  // Not exact: the server may flag the list for a re-sort (when the name belongs in another aisle).
  renameItem: { apply: (list, { itemId, name }) => withItemRenamed(list, itemId, name), exact: never },
  setItemQuantity: {
    apply: (list, { itemId }, shown) => withItemQuantity(list, itemId, shown.quantity),
    exact: always,
  },
  setItemNote: {
    apply: (list, { itemId, note }) => withItemNote(list, itemId, note.trim() === '' ? null : note.trim()),
    exact: always,
  },
  deleteItem: { apply: (list, { itemId }) => withoutItem(list, itemId), exact: always },
  moveItem: { apply: (list, { itemId, category }) => withItemMoved(list, itemId, category), exact: never },
  addItems: { apply: (list, _input, shown) => withItemsAdded(list, shown.rows, shown.merges), exact: never },
  clearList: { apply: (list) => withoutItems(list), exact: always },
  uncheckAll: { apply: (list) => withNothingChecked(list), exact: always },
  removeCheckedItems: { apply: (list) => withoutCheckedItems(list), exact: always },
  restoreItems: { apply: (list, _input, shown) => withItemsRestored(list, shown.items), exact: never },
  updateListName: { apply: (list, { name }) => ({ ...list, name }), exact: trimmed },
};

/** The list with a queued change shown (see Showing.apply). */
export function applyQueued<P extends QueueableProcedure>(
  list: SavedList,
  change: QueuedChange<P>,
): SavedList {
  const showing: Showing<P> = SHOWING[change.procedure];
  return showing.apply(list, change.input, change.shown);
}

/** True when the change shows just as the server makes it (see Showing.exact). */
export function isExact<P extends QueueableProcedure>(change: QueuedChange<P>): boolean {
  const showing: Showing<P> = SHOWING[change.procedure];
  return showing.exact(change.input);
}

/** The server's answer to a change: the list's version that holds it, and any warning to show. */
export interface EditAnswer {
  version: number;
  warning?: string;
}

/** A queued change as the server takes it: the contract's write alone. */
function writeOf<P extends QueueableProcedure>(change: QueuedChange<P>): QueuedWrite<P> {
  return { procedure: change.procedure, input: change.input } as QueuedWrite<P>;
}

/** Sends one queued change with its id, so a second send (the answer was lost) changes nothing. */
export function sendEdit<P extends QueueableProcedure>(change: QueuedChange<P>): Promise<EditAnswer> {
  const { procedure, input } = writeOf(change);
  // The contract's input of the procedure, with its change id: the contract's own type, said for TypeScript.
  return call(procedure, input as InputOf<P>);
}

/** Sends several queued changes in one call, applied in order; each is answered, or refused with its reason. */
export async function sendEdits(changes: readonly QueuedChange[]): Promise<BatchResult<EditAnswer>[]> {
  const { results } = await call('replayChanges', { changes: changes.map(writeOf) });
  return results.map((result) =>
    'error' in result
      ? { error: new RpcError(result.error.status as RpcStatus, result.error.message) }
      : { answer: result },
  );
}
