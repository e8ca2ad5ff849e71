import { DEFAULT_LIST_NAME, listContracts, MAX_LIST_NAME } from '@shared/contract/lists';
import { parseItemLines } from '@shared/list-text';
import { addQuantities } from '@shared/meals/item-quantity';
import { MESSAGES } from '@shared/messages';
import type { AiService } from '../ai/ai-service';
import type { CategoryMemory } from '../ai/category-memory.repo';
import { normalizeItemKey } from '../items/item-keys';
import { isPro } from '../profile/pro-policy';
import type { ProfileRepo } from '../profile/profile.repo';
import { AppError } from '../rpc/app-error';
import type { Procedures } from '../rpc/procedure-types';
import type { StoreWalks } from '../stores/store-walk';
import type { AddToList } from './add-to-list';
import { type AppliedChangesRepo, ChangeAlreadyApplied, type ChangeRecord } from './applied-changes.repo';
import type { Changed } from './list-change.repo';
import { abilitiesOf, authorize, canCreateList, type ListAction, memberRelation } from './list-policies';
import { presentList } from './list-presenter';
import type { ListRow, ListsRepo } from './lists.repo';

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
    const row = await lists.findForMember(listId, userId);
    authorize(memberRelation(row, userId), action, target);
    return row ?? notFound(MESSAGES.listNotFound);
  };
  /**
   * Runs a write a device may send again. A change id applied before is answered as it was the first time:
   * when the write finds it recorded (and is undone), and when the rules now refuse it (it was allowed then).
   * `askFirst` looks it up before anything else, for writes that cost a model call.
   */
  const once = async <Output>(
    procedure: { output: { parse(value: unknown): Output } },
    record: ChangeRecord | undefined,
    write: () => Promise<Output>,
    options: { askFirst?: boolean } = {},
  ): Promise<Output> => {
    const firstAnswer = async () => {
      const outcome = record ? await deps.appliedChanges.outcomeOf(record) : null;
      return outcome === null ? null : procedure.output.parse(outcome);
    };
    const answered = options.askFirst ? await firstAnswer() : null;
    if (answered !== null) {
      return answered;
    }
    try {
      return await write();
    } catch (error) {
      const mayBeApplied =
        error instanceof ChangeAlreadyApplied ||
        (error instanceof AppError && (error.status === 'NOT_FOUND' || error.status === 'PERMISSION_DENIED'));
      const first = mayBeApplied ? await firstAnswer() : null;
      if (first === null) {
        throw error;
      }
      return first;
    }
  };
  /** The version of an item change, or 404 when the item is no longer there. */
  const itemChanged = <T>(changed: Changed<T> | null): Changed<T> =>
    changed ?? notFound(MESSAGES.itemNotFound);

  return {
    listLists: async (_input, ctx) => ({
      lists: (await lists.listsOf(ctx.userId)).map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        abilities: abilitiesOf({ userId: ctx.userId, ownerId: row.ownerId, member: true }),
      })),
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
    updateListName: ({ listId, name, changeId }, ctx) =>
      once(listContracts.updateListName, recordOf(ctx.userId, changeId), async () => {
        const row = await allowed(listId, ctx.userId, 'rename');
        const trimmed = name.trim();
        // SPEC §5: renaming ignores blank or unchanged names.
        if (trimmed === '' || trimmed === row.name) {
          return { version: row.version };
        }
        if (trimmed.length > MAX_LIST_NAME) {
          throw new AppError('INVALID_ARGUMENT', MESSAGES.listNameTooLong(MAX_LIST_NAME));
        }
        const renamed = await lists.rename(listId, trimmed, recordOf(ctx.userId, changeId));
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
    addItems: ({ listId, text, itemIds, changeId }, ctx) =>
      once(
        listContracts.addItems,
        recordOf(ctx.userId, changeId),
        () => deps.addToList({ listId, names: parseItemLines(text), itemIds, changeId }, ctx),
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
    renameItem: ({ listId, itemId, name, changeId }, ctx) => {
      const record = recordOf(ctx.userId, changeId);
      return once(listContracts.renameItem, record, async () => {
        await allowed(listId, ctx.userId, 'edit');
        return { version: itemChanged(await lists.updateItem(listId, itemId, { name }, record)).version };
      });
    },
    moveItem: ({ listId, itemId, category, changeId }, ctx) => {
      const record = recordOf(ctx.userId, changeId);
      return once(listContracts.moveItem, record, async () => {
        await allowed(listId, ctx.userId, 'edit');
        const moved = itemChanged(await lists.updateItem(listId, itemId, { category }, record));
        // The correction is remembered for this shopper and wins over the lexicon next time.
        await deps.categoryMemory.remember(ctx.userId, normalizeItemKey(moved.value), category);
        return { version: moved.version };
      });
    },
    setItemQuantity: ({ listId, itemId, quantity, changeId }, ctx) => {
      const record = recordOf(ctx.userId, changeId);
      return once(listContracts.setItemQuantity, record, async () => {
        await allowed(listId, ctx.userId, 'edit');
        // '2 lbs' is kept as '2 lb', as a typed line's quantity is; what is not an amount is kept as typed.
        const kept = quantity === '' ? null : addQuantities(quantity, null);
        return { version: itemChanged(await lists.setQuantity(listId, itemId, kept, record)).version };
      });
    },
    uncheckAll: ({ listId, changeId }, ctx) => {
      const record = recordOf(ctx.userId, changeId);
      return once(listContracts.uncheckAll, record, async () => {
        const row = await allowed(listId, ctx.userId, 'edit');
        return { version: (await lists.uncheckAll(listId, record))?.version ?? row.version };
      });
    },
    removeCheckedItems: ({ listId, changeId }, ctx) => {
      const record = recordOf(ctx.userId, changeId);
      return once(listContracts.removeCheckedItems, record, async () => {
        const row = await allowed(listId, ctx.userId, 'edit');
        return { version: (await lists.removeChecked(listId, record))?.version ?? row.version };
      });
    },
    restoreItems: ({ listId, itemIds, changeId }, ctx) => {
      const record = recordOf(ctx.userId, changeId);
      return once(listContracts.restoreItems, record, async () => {
        const row = await allowed(listId, ctx.userId, 'edit');
        const restored = await lists.restore(listId, itemIds, record);
        return restored === null
          ? { version: row.version, restored: 0 }
          : { version: restored.version, restored: restored.value };
      });
    },
    deleteItem: ({ listId, itemId, changeId }, ctx) => {
      const record = recordOf(ctx.userId, changeId);
      return once(listContracts.deleteItem, record, async () => {
        await allowed(listId, ctx.userId, 'edit');
        return { version: itemChanged(await lists.deleteItem(listId, itemId, record)).version };
      });
    },
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
    clearList: ({ listId, changeId }, ctx) => {
      const record = recordOf(ctx.userId, changeId);
      return once(listContracts.clearList, record, async () => {
        const row = await allowed(listId, ctx.userId, 'edit');
        return { version: (await lists.clear(listId, record))?.version ?? row.version };
      });
    },
  };
}

/** The record of a change a device may send again; none for a plain call. */
function recordOf(userId: string, changeId: string | undefined): ChangeRecord | undefined {
  return changeId ? { userId, changeId } : undefined;
}

function notFound(message: string): never {
  throw new AppError('NOT_FOUND', message);
}
