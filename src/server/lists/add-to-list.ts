import { MESSAGES } from '../../shared/messages';
import type { AiCaller, AiService } from '../ai/ai-service';
import { AppError } from '../rpc/app-error';
import { authorize } from './list-policies';
import { type ListsRepo, newId } from './lists.repo';

/** Items to put on a list: names as typed, and the meal they are for when they are a meal's ingredients. */
export interface AddToListRequest {
  listId: string;
  names: readonly string[];
  plannedMeal?: string;
  /** Ids the device made for the items, one per name (a queued add names its items before it is sent). */
  itemIds?: readonly string[];
  /** The device's id for this change, when it may be sent again. */
  changeId?: string;
}

/** What was added: how many items, the list's version that holds them, and the model's warning if any. */
export interface AddedToList {
  added: number;
  version: number;
  warning?: string;
}

/** A signed-in caller of the add path. */
export type AddingCaller = AiCaller & { userId: string };

/**
 * The one way items get onto a saved list, whoever asks (typing, pasting, sortItems into a list, addItems,
 * a meal, a meal idea's needs, suggestions, the week's plan): the list policy is asked first, so a stranger
 * never costs a model call; the items are categorized; and the write checks membership again in the same
 * statement that inserts, stamps and notifies, because the shopper may have been removed while the model
 * was answering.
 */
export function createAddToList(deps: { ai: AiService; lists: ListsRepo }) {
  return async (request: AddToListRequest, caller: AddingCaller): Promise<AddedToList> => {
    authorize(await deps.lists.relationOf({ listId: request.listId, userId: caller.userId }), 'edit');
    if (request.itemIds && request.itemIds.length !== request.names.length) {
      throw new AppError('INVALID_ARGUMENT', MESSAGES.itemIdsMismatch);
    }
    const { items, warning } = await deps.ai.categorize(request.names, caller);
    if (caller.signal?.aborted) {
      // Nobody is waiting for this answer any more: leave the list as it was rather than write blind.
      throw new AppError('CANCELLED', MESSAGES.requestCancelled);
    }
    const outcome = await deps.lists.addItemsAsMember({
      listId: request.listId,
      userId: caller.userId,
      items: items.map((item, index) => ({ id: request.itemIds?.[index] ?? newId(), ...item })),
      plannedMeal: request.plannedMeal ?? null,
      changeId: request.changeId,
    });
    if (!outcome.done) {
      throw new AppError('NOT_FOUND', MESSAGES.listNotFound);
    }
    const added = { added: items.length, version: outcome.version };
    return warning ? { ...added, warning } : added;
  };
}

/** The add path, as the procedures get it. */
export type AddToList = ReturnType<typeof createAddToList>;
