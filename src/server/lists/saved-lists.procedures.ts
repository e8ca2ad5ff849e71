import { DEFAULT_LIST_NAME, listContracts, MAX_LIST_NAME } from '@shared/contract/lists';
import { parseItemLines } from '@shared/list-text';
import { addQuantities } from '@shared/meals/item-quantity';
import { MESSAGES } from '@shared/messages';
import type { AiService } from '../ai/ai-service';
import type { CategoryMemory } from '../ai/category-memory.repo';
import type { AppliedChangesRepo } from '../change-ids/applied-changes.repo';
import { replayableWrite } from '../change-ids/replayable-write';
import { normalizeItemKey } from '../items/item-keys';
import { abilitiesOf, authorize, canCreateList, type ListAction } from '../policies/lists';
import { isPro } from '../policies/pro';
import { presentList } from '../presenters/list';
import { presentListSummary } from '../presenters/list-summary';
import type { ProfileRepo } from '../profile/profile.repo';
import { AppError } from '../rpc/app-error';
import type { Procedures } from '../rpc/procedure-types';
import type { StoreWalks } from '../stores/store-walk';
import type { AddToList } from './add-to-list';
import type { Changed } from './list-change.repo';
import type { ListRow } from './list-relation.repo';
import type { ListsRepo } from './lists.repo';

type SavedListProcedure =
  | 'listLists'
  | 'getList'
  | 'createList'
  | 'updateListName'
  | 'deleteList'
  | 'leaveList'
  | 'removeMember'
  | 'addItems'
  | 'toggleItem'
  | 'renameItem'
  | 'moveItem'
  | 'setItemQuantity'
  | 'deleteItem'
  | 'uncheckAll'
  | 'removeCheckedItems'
  | 'restoreItems'
  | 'resortList'
  | 'clearList';

interface Deps {
  lists: ListsRepo;
  appliedChanges: AppliedChangesRepo;
  profiles: ProfileRepo;
  ai: AiService;
  addToList: AddToList;
  categoryMemory: CategoryMemory;
  freeListLimit: number;
  storeWalks: StoreWalks;
}

/** Procedures of saved lists; the list policies decide each, and anyone who cannot see a list gets 404. */
export function createSavedListProcedures(deps: Deps): Pick<Procedures, SavedListProcedure> {
  const { lists } = deps;
  /** The list, once the policy allows this user the action on it. */
  const allowed = async (
    listId: string,
    userId: string,
    action: ListAction,
    target?: { memberId: string },
  ): Promise<ListRow> => {
    const relation = await lists.relationOf({ listId, userId });
    authorize(relation, action, target);
    return relation.list;
  };
  const replayable = replayableWrite(deps.appliedChanges);
  /** The version of an item change, or 404 when the item is no longer there. */
  const itemChanged = <T>(changed: Changed<T> | null): Changed<T> =>
    changed ?? notFound(MESSAGES.itemNotFound);

  return {
    listLists: async (_input, ctx) => ({
      lists: (await lists.listsOf(ctx.userId)).map((row) =>
        presentListSummary(row, abilitiesOf({ userId: ctx.userId, ownerId: row.ownerId, member: true })),
      ),
    }),
    getList: async ({ listId }, ctx) => {
      const row = await allowed(listId, ctx.userId, 'view');
      const [members, items, walk] = await Promise.all([
        lists.membersOf(listId),
        lists.itemsOf(listId),
        row.storeId ? deps.storeWalks.of(row.storeId) : null,
      ]);
      const abilities = abilitiesOf({ userId: ctx.userId, ownerId: row.ownerId, member: true });
      return {
        list: presentList(row, members, walk ? walk.sortItems(items) : items, abilities, walk?.walk ?? null),
      };
    },
    createList: async ({ name }, ctx) => {
      const allowedToCreate = canCreateList({
        isPro: isPro(await deps.profiles.find(ctx.userId)),
        ownedLists: await lists.countOwnedBy(ctx.userId),
        freeListLimit: deps.freeListLimit,
      });
      if (!allowedToCreate) {
        throw new AppError('PERMISSION_DENIED', MESSAGES.freeListLimit(deps.freeListLimit));
      }
      return { id: await lists.create(ctx.userId, name ?? DEFAULT_LIST_NAME) };
    },
    updateListName: replayable(listContracts.updateListName, async ({ listId, name }, ctx, change) => {
      const row = await allowed(listId, ctx.userId, 'rename');
      const trimmed = name.trim();
      // SPEC §5: renaming ignores blank or unchanged names.
      if (trimmed === '' || trimmed === row.name) {
        return { version: row.version };
      }
      if (trimmed.length > MAX_LIST_NAME) {
        throw new AppError('INVALID_ARGUMENT', MESSAGES.listNameTooLong(MAX_LIST_NAME));
      }
      const renamed = await lists.rename(listId, trimmed, change);
      return { version: renamed?.version ?? row.version };
    }),
    deleteList: async ({ listId }, ctx) => {
      await allowed(listId, ctx.userId, 'delete');
      await lists.remove(listId);
      return {};
    },
    leaveList: async ({ listId }, ctx) => {
      await allowed(listId, ctx.userId, 'leave');
      await lists.removeMember(listId, ctx.userId);
      return {};
    },
    removeMember: async ({ listId, memberId }, ctx) => {
      const row = await allowed(listId, ctx.userId, 'removeMember', { memberId });
      return { version: (await lists.removeMember(listId, memberId))?.version ?? row.version };
    },
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
      await allowed(listId, ctx.userId, 'edit');
      return { version: itemChanged(await lists.updateItem(listId, itemId, { name }, change)).version };
    }),
    moveItem: replayable(listContracts.moveItem, async ({ listId, itemId, category }, ctx, change) => {
      await allowed(listId, ctx.userId, 'edit');
      const moved = itemChanged(await lists.updateItem(listId, itemId, { category }, change));
      // The correction is remembered for this shopper and wins over the lexicon next time.
      await deps.categoryMemory.remember(ctx.userId, normalizeItemKey(moved.value), category);
      return { version: moved.version };
    }),
    setItemQuantity: replayable(
      listContracts.setItemQuantity,
      async ({ listId, itemId, quantity }, ctx, change) => {
        await allowed(listId, ctx.userId, 'edit');
        // '2 lbs' is kept as '2 lb', as a typed line's quantity is; what is not an amount is kept as typed.
        const kept = quantity === '' ? null : addQuantities(quantity, null);
        return { version: itemChanged(await lists.setQuantity(listId, itemId, kept, change)).version };
      },
    ),
    uncheckAll: replayable(listContracts.uncheckAll, async ({ listId }, ctx, change) => {
      const row = await allowed(listId, ctx.userId, 'edit');
      return { version: (await lists.uncheckAll(listId, change))?.version ?? row.version };
    }),
    removeCheckedItems: replayable(listContracts.removeCheckedItems, async ({ listId }, ctx, change) => {
      const row = await allowed(listId, ctx.userId, 'edit');
      return { version: (await lists.removeChecked(listId, change))?.version ?? row.version };
    }),
    restoreItems: replayable(listContracts.restoreItems, async ({ listId, itemIds }, ctx, change) => {
      const row = await allowed(listId, ctx.userId, 'edit');
      const restored = await lists.restore(listId, itemIds, change);
      return restored === null
        ? { version: row.version, restored: 0 }
        : { version: restored.version, restored: restored.value };
    }),
    deleteItem: replayable(listContracts.deleteItem, async ({ listId, itemId }, ctx, change) => {
      await allowed(listId, ctx.userId, 'edit');
      return { version: itemChanged(await lists.deleteItem(listId, itemId, change)).version };
    }),
    resortList: async ({ listId }, ctx) => {
      const row = await allowed(listId, ctx.userId, 'edit');
      const items = await lists.itemsOf(listId);
      const sorted = await deps.ai.categorize(
        items.map((item) => item.name),
        ctx,
      );
      const resorted = await lists.recategorize(
        listId,
        items.flatMap((item, index) => {
          const category = sorted.items[index]?.category;
          return category ? [{ id: item.id, category }] : [];
        }),
      );
      const version = resorted?.version ?? row.version;
      return sorted.warning ? { version, warning: sorted.warning } : { version };
    },
    clearList: replayable(listContracts.clearList, async ({ listId }, ctx, change) => {
      const row = await allowed(listId, ctx.userId, 'edit');
      return { version: (await lists.clear(listId, change))?.version ?? row.version };
    }),
  };
}

function notFound(message: string): never {
  throw new AppError('NOT_FOUND', message);
}
