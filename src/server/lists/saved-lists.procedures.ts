import { DEFAULT_LIST_NAME, MAX_LIST_NAME } from '../../shared/contract/lists';
import { parseItemLines } from '../../shared/list-text';
import { MESSAGES } from '../../shared/messages';
import type { AiService } from '../ai/ai-service';
import type { CategoryMemory } from '../ai/category-memory.repo';
import { normalizeItemKey } from '../items/item-keys';
import { isPro } from '../profile/pro-policy';
import type { ProfileRepo } from '../profile/profile.repo';
import { AppError } from '../rpc/app-error';
import type { Procedures } from '../rpc/procedure-types';
import type { AddToList } from './add-to-list';
import { abilitiesOf, authorize, canCreateList, type ListAction, memberRelation } from './list-policies';
import { presentList } from './list-presenter';
import type { Changed, ListRow, ListsRepo } from './lists.repo';

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
  | 'deleteItem'
  | 'resortList'
  | 'clearList';

interface Deps {
  lists: ListsRepo;
  profiles: ProfileRepo;
  ai: AiService;
  addToList: AddToList;
  categoryMemory: CategoryMemory;
  freeListLimit: number;
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
      const [members, items] = await Promise.all([lists.membersOf(listId), lists.itemsOf(listId)]);
      const abilities = abilitiesOf({ userId: ctx.userId, ownerId: row.ownerId, member: true });
      return { list: presentList(row, members, items, abilities) };
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
    updateListName: async ({ listId, name }, ctx) => {
      const row = await allowed(listId, ctx.userId, 'rename');
      const trimmed = name.trim();
      // SPEC §5: renaming ignores blank or unchanged names.
      if (trimmed === '' || trimmed === row.name) {
        return { version: row.version };
      }
      if (trimmed.length > MAX_LIST_NAME) {
        throw new AppError('INVALID_ARGUMENT', MESSAGES.listNameTooLong(MAX_LIST_NAME));
      }
      return { version: (await lists.rename(listId, trimmed))?.version ?? row.version };
    },
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
    addItems: async ({ listId, text }, ctx) => deps.addToList({ listId, names: parseItemLines(text) }, ctx),
    toggleItem: async ({ listId, itemId, checked }, ctx) => {
      // The hottest call in a shop aisle: the membership rule is checked in the same write as the tick.
      const outcome = await lists.setChecked({ listId, itemId, userId: ctx.userId, checked });
      if (!outcome.done) {
        notFound(outcome.missing === 'list' ? MESSAGES.listNotFound : MESSAGES.itemNotFound);
      }
      return { version: outcome.version };
    },
    renameItem: async ({ listId, itemId, name }, ctx) => {
      await allowed(listId, ctx.userId, 'edit');
      return { version: itemChanged(await lists.updateItem(listId, itemId, { name })).version };
    },
    moveItem: async ({ listId, itemId, category }, ctx) => {
      await allowed(listId, ctx.userId, 'edit');
      const moved = itemChanged(await lists.updateItem(listId, itemId, { category }));
      // The correction is remembered for this shopper and wins over the lexicon next time.
      await deps.categoryMemory.remember(ctx.userId, normalizeItemKey(moved.value), category);
      return { version: moved.version };
    },
    deleteItem: async ({ listId, itemId }, ctx) => {
      await allowed(listId, ctx.userId, 'edit');
      return { version: itemChanged(await lists.deleteItem(listId, itemId)).version };
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
    clearList: async ({ listId }, ctx) => {
      const row = await allowed(listId, ctx.userId, 'edit');
      return { version: (await lists.clear(listId))?.version ?? row.version };
    },
  };
}

function notFound(message: string): never {
  throw new AppError('NOT_FOUND', message);
}
