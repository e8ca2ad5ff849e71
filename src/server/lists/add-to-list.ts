import { addQuantities, type ItemLine, splitQuantity } from '@shared/items/item-quantity';
import { planListAdd } from '@shared/items/merge-into-list';
import type { UnitSystem } from '@shared/items/unit-systems';
import { MESSAGES } from '@shared/messages';
import type { AiCaller, AiService } from '../ai';
import { newId } from '../db/new-id';
import type { UnitsOf } from '../households';
import { AppError } from '../rpc/app-error';
import type { NewRow } from './item-adds.repo';
import { listAccess } from './list-access';
import type { ListsRepo } from './lists.repo';

/** Items to put on a list: names as typed, and the meals they are for when they are meals' ingredients. */
export interface AddToListRequest {
  listId: string;
  names: readonly string[];
  plannedMeals?: readonly string[];
  /** Ids the device made for the items, one per name (a queued add names its items before it is sent). */
  itemIds?: readonly string[];
  /** The device's id for this change, when it may be sent again. */
  changeId?: string;
}

/**
 * What was added: how many new rows, how many typed lines joined rows already on the list, the list's version
 * that holds them, and the model's warning if any.
 */
export interface AddedToList {
  added: number;
  merged: number;
  version: number;
  warning?: string;
}

/** A signed-in caller of the add path. */
export type AddingCaller = AiCaller & { userId: string };

/**
 * The one way items get onto a saved list, whoever asks (typing, pasting, sortItems into a list, addItems,
 * a meal, a meal idea's needs, suggestions, the week's plan): the list policy is asked first, so a stranger
 * never costs a model call; each line's quantity is taken off its name and the names are categorized; an item
 * already on the list (same item key) joins its row, quantities added up; and the write checks membership again in the same
 * statement that inserts, stamps and notifies, because the shopper may have been removed while the model
 * was answering.
 */
export function createAddToList(deps: { ai: AiService; lists: ListsRepo; unitsOf: UnitsOf }) {
  const access = listAccess(deps.lists);
  return async (request: AddToListRequest, caller: AddingCaller): Promise<AddedToList> => {
    await access(request.listId, caller.userId, 'edit');
    if (request.itemIds && request.itemIds.length !== request.names.length) {
      throw new AppError('INVALID_ARGUMENT', MESSAGES.itemIdsMismatch);
    }
    // The aisle is decided on the name alone: '2 lbs chicken thighs' is filed as chicken thighs.
    const typed = request.names.map(splitQuantity);
    const { items, warning } = await deps.ai.categorize(
      typed.map((item) => item.name),
      caller,
    );
    if (caller.signal?.aborted) {
      // Nobody is waiting for this answer any more: leave the list as it was rather than write blind.
      throw new AppError('CANCELLED', MESSAGES.requestCancelled);
    }
    const rows = typed.flatMap((item, index): TypedRow[] => {
      const category = items[index]?.category;
      return category ? [{ id: request.itemIds?.[index] ?? newId(), ...item, category }] : [];
    });
    const listed = await deps.lists.itemsOf(request.listId);
    const notes = new Map(listed.map((row) => [row.id, row.note]));
    const units = await deps.unitsOf(caller.userId);
    const plan = planListAdd(listed, rows, units);
    const outcome = await deps.lists.addItemsAsMember({
      listId: request.listId,
      userId: caller.userId,
      items: plan.added,
      // A row the add leaves as it was (no amount to add, not ticked, no note it lacked) needs no write, only
      // counting.
      merges: plan.merged
        .filter(
          (merge) =>
            merge.quantity !== merge.previousQuantity ||
            merge.wasChecked ||
            (notes.get(merge.id) == null && merge.joined.some((line) => line.note !== null)),
        )
        .map(({ id, quantity, previousQuantity, joined }) => ({
          into: id,
          quantity,
          previousQuantity,
          lines: joined.length,
          fallback: mergedRow(joined, units),
        })),
      mergedLines: plan.merged.reduce((total, merge) => total + merge.joined.length, 0),
      plannedMeals: request.plannedMeals,
      changeId: request.changeId,
    });
    if (!outcome.done) {
      // A device makes a new UUID for every item, so an id another list holds is misuse, not a replay.
      throw 'idTaken' in outcome
        ? new AppError('INVALID_ARGUMENT', MESSAGES.itemIdTaken)
        : new AppError('NOT_FOUND', MESSAGES.listNotFound);
    }
    const added = { added: outcome.added, merged: outcome.merged, version: outcome.version };
    return warning ? { ...added, warning } : added;
  };
}

/** A typed line as a new row: its quantity and note are known, null when it had none. */
type TypedRow = NewRow & ItemLine;

/** The lines that joined one row, as one new row: what is added when that row has gone meanwhile. */
function mergedRow(joined: readonly TypedRow[], units: UnitSystem): TypedRow {
  const [first, ...others] = joined;
  if (first === undefined) {
    throw new Error('a merge joins at least one line');
  }
  const quantity = others.reduce<string | null>(
    (total, other) => addQuantities(total, other.quantity, units),
    first.quantity,
  );
  const note = joined.find((line) => line.note !== null)?.note ?? null;
  return { ...first, quantity, note };
}

/** The add path, as the procedures get it. */
export type AddToList = ReturnType<typeof createAddToList>;
