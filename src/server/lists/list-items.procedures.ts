import { normalizeItemText } from '@shared/categorizer/normalize-item';
import { listContracts } from '@shared/contract/lists';
import { addQuantities } from '@shared/items/item-quantity';
import { parseItemLines } from '@shared/list-text';
import { MESSAGES } from '@shared/messages';
import type { AiService, CategoryMemory } from '../ai';
import type { AppliedChangesRepo } from '../change-ids/applied-changes.repo';
import { replayableWrite } from '../change-ids/replayable-write';
import type { UnitsOf } from '../households';
import { AppError } from '../rpc/app-error';
import type { Procedures } from '../rpc/procedure-types';
import type { AddToList } from './add-to-list';
import type { ListAccess } from './list-access';
import type { Changed } from './list-change.repo';
import type { ListStoreWalks } from './list-store-walks';
import type { ListsRepo } from './lists.repo';
import type { ResortList } from './resort-list';

type ListItemProcedure =
  | 'addItems'
  | 'toggleItem'
  | 'renameItem'
  | 'moveItem'
  | 'setItemQuantity'
  | 'setItemNote'
  | 'deleteItem'
  | 'uncheckAll'
  | 'removeCheckedItems'
  | 'restoreItems'
  | 'resortList'
  | 'clearList';

/**
 * Procedures on the items of a saved list, the writes a device queues offline among them: each is replayable
 * (a change id applied before is answered as the first time), and the list policies decide each (listAccess).
 */
export function createListItemProcedures(deps: {
  lists: ListsRepo;
  listAccess: ListAccess;
  appliedChanges: AppliedChangesRepo;
  addToList: AddToList;
  resortList: ResortList;
  categoryMemory: CategoryMemory;
  ai: AiService;
  storeWalks: ListStoreWalks;
  unitsOf: UnitsOf;
}): Pick<Procedures, ListItemProcedure> {
  const { lists, listAccess: access } = deps;
  const replayable = replayableWrite(deps.appliedChanges);
  return {
    addItems: replayable(
      listContracts.addItems,
      ({ listId, text, itemIds, changeId }, ctx) =>
        deps.addToList({ listId, names: parseItemLines(text), itemIds, changeId }, ctx),
      { askFirst: true },
    ),
    toggleItem: async ({ listId, itemId, checked, changeId }, ctx) => {
      // The hottest call in a shop aisle: the membership rule, and a replay of a queued tick, are decided in
      // the same write as the tick.
      const outcome = await lists.setChecked({ listId, itemId, userId: ctx.userId, checked, changeId });
      if (!outcome.done) {
        notFound(outcome.missing === 'list' ? MESSAGES.listNotFound : MESSAGES.itemNotFound);
      }
      if (outcome.walked) {
        await deps.storeWalks.noteTick({ ...outcome.walked, listId, checked });
      }
      return { version: outcome.version };
    },
    renameItem: replayable(listContracts.renameItem, async ({ listId, itemId, name }, ctx, change) => {
      await access(listId, ctx.userId, 'edit');
      // The re-sort warning only when the new name belongs in another aisle, and worded by who renamed it.
      const now = await lists.categoryOf(listId, itemId);
      const [sorted] = (await deps.ai.categorize([name], ctx)).items;
      const moves = now !== null && sorted !== undefined && sorted.category !== now;
      const renamed = await lists.updateItem(
        listId,
        itemId,
        { name },
        change,
        moves ? ctx.userId : undefined,
      );
      return { version: itemChanged(renamed).version };
    }),
    moveItem: replayable(listContracts.moveItem, async ({ listId, itemId, category }, ctx, change) => {
      await access(listId, ctx.userId, 'edit');
      const moved = itemChanged(await lists.updateItem(listId, itemId, { category }, change));
      // The correction is remembered for this shopper and wins over the lexicon next time.
      await deps.categoryMemory.remember(ctx.userId, normalizeItemText(moved.value), category);
      return { version: moved.version };
    }),
    setItemQuantity: replayable(
      listContracts.setItemQuantity,
      async ({ listId, itemId, quantity }, ctx, change) => {
        await access(listId, ctx.userId, 'edit');
        // '2 lbs' is kept as '2 lb', as a typed line's quantity is; what is not an amount is kept as typed. A sum
        // typed here ('1 lb + 8 oz') is written in the household's units, as the same two added as lines would be.
        const kept = quantity === '' ? null : addQuantities(quantity, null, await deps.unitsOf(ctx.userId));
        return {
          version: itemChanged(await lists.setDetails(listId, itemId, { quantity: kept }, change)).version,
        };
      },
    ),
    setItemNote: replayable(listContracts.setItemNote, async ({ listId, itemId, note }, ctx, change) => {
      await access(listId, ctx.userId, 'edit');
      const kept = note === '' ? null : note;
      return { version: itemChanged(await lists.setDetails(listId, itemId, { note: kept }, change)).version };
    }),
    uncheckAll: replayable(listContracts.uncheckAll, async ({ listId }, ctx, change) => {
      const { list } = await access(listId, ctx.userId, 'edit');
      return { version: (await lists.uncheckAll(listId, change))?.version ?? list.version };
    }),
    removeCheckedItems: replayable(listContracts.removeCheckedItems, async ({ listId }, ctx, change) => {
      const { list } = await access(listId, ctx.userId, 'edit');
      return { version: (await lists.removeChecked(listId, change))?.version ?? list.version };
    }),
    restoreItems: replayable(listContracts.restoreItems, async ({ listId, itemIds }, ctx, change) => {
      const { list } = await access(listId, ctx.userId, 'edit');
      const restored = await lists.restore(listId, itemIds, change);
      return restored === null
        ? { version: list.version, restored: 0 }
        : { version: restored.version, restored: restored.value };
    }),
    deleteItem: replayable(listContracts.deleteItem, async ({ listId, itemId }, ctx, change) => {
      await access(listId, ctx.userId, 'edit');
      return { version: itemChanged(await lists.deleteItem(listId, itemId, change)).version };
    }),
    resortList: async ({ listId }, ctx) => {
      const { list } = await access(listId, ctx.userId, 'edit');
      return deps.resortList(list, ctx);
    },
    clearList: replayable(listContracts.clearList, async ({ listId }, ctx, change) => {
      const { list } = await access(listId, ctx.userId, 'edit');
      return { version: (await lists.clear(listId, change))?.version ?? list.version };
    }),
  };
}

/** The version of an item change, or 404 when the item is no longer there. */
function itemChanged<T>(changed: Changed<T> | null): Changed<T> {
  return changed ?? notFound(MESSAGES.itemNotFound);
}

function notFound(message: string): never {
  throw new AppError('NOT_FOUND', message);
}
