import { DEFAULT_LIST_NAME, MAX_LIST_NAME } from '../../shared/contract/lists';
import { parseItemLines } from '../../shared/list-text';
import { MESSAGES } from '../../shared/messages';
import type { AiService } from '../ai/ai-service';
import type { CategoryMemory } from '../ai/category-memory.repo';
import { normalizeItemKey } from '../ai/local/categorize-locally';
import type { ProfileRepo } from '../profile/profile.repo';
import { AppError } from '../rpc/app-error';
import type { Procedures } from '../rpc/procedure-types';
import { presentList } from './list-presenter';
import { type ListRow, type ListsRepo, newId } from './lists.repo';

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
  categoryMemory: CategoryMemory;
  freeListLimit: number;
}

/** Procedures of saved lists; every one answers 404 to anyone who is not a member. */
export function createSavedListProcedures(deps: Deps): Pick<Procedures, SavedListProcedure> {
  const { lists } = deps;
  const memberList = async (listId: string, userId: string): Promise<ListRow> =>
    (await lists.findForMember(listId, userId)) ?? notFound(MESSAGES.listNotFound);
  const found = <T>(value: T | null | false): T =>
    value === null || value === false ? notFound(MESSAGES.itemNotFound) : value;

  return {
    listLists: async (_input, ctx) => ({
      lists: (await lists.listsOf(ctx.userId)).map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
      })),
    }),
    getList: async ({ listId }, ctx) => {
      const row = await memberList(listId, ctx.userId);
      return { list: presentList(row, await lists.membersOf(listId), await lists.itemsOf(listId)) };
    },
    createList: async ({ name }, ctx) => {
      const profile = await deps.profiles.find(ctx.userId);
      if (
        profile?.subscriptionStatus !== 'active' &&
        (await lists.countOwnedBy(ctx.userId)) >= deps.freeListLimit
      ) {
        throw new AppError('PERMISSION_DENIED', MESSAGES.freeListLimit(deps.freeListLimit));
      }
      return { id: await lists.create(ctx.userId, name ?? DEFAULT_LIST_NAME) };
    },
    updateListName: async ({ listId, name }, ctx) => {
      const row = await memberList(listId, ctx.userId);
      const trimmed = name.trim();
      // SPEC §5: renaming ignores blank or unchanged names.
      if (trimmed === '' || trimmed === row.name) {
        return {};
      }
      if (trimmed.length > MAX_LIST_NAME) {
        throw new AppError('INVALID_ARGUMENT', MESSAGES.listNameTooLong(MAX_LIST_NAME));
      }
      await lists.rename(listId, trimmed);
      return {};
    },
    deleteList: async ({ listId }, ctx) => {
      const row = await memberList(listId, ctx.userId);
      if (row.ownerId !== ctx.userId) {
        throw new AppError('PERMISSION_DENIED', MESSAGES.ownerOnlyDelete);
      }
      await lists.remove(listId);
      return {};
    },
    leaveList: async ({ listId }, ctx) => {
      const row = await memberList(listId, ctx.userId);
      if (row.ownerId === ctx.userId) {
        throw new AppError('INVALID_ARGUMENT', MESSAGES.ownerCannotLeave);
      }
      await lists.removeMember(listId, ctx.userId);
      return {};
    },
    removeMember: async ({ listId, memberId }, ctx) => {
      const row = await memberList(listId, ctx.userId);
      if (row.ownerId !== ctx.userId) {
        throw new AppError('PERMISSION_DENIED', MESSAGES.ownerOnlyRemove);
      }
      if (memberId === row.ownerId) {
        throw new AppError('INVALID_ARGUMENT', MESSAGES.ownerCannotLeave);
      }
      await lists.removeMember(listId, memberId);
      return {};
    },
    addItems: async ({ listId, text }, ctx) => {
      await memberList(listId, ctx.userId);
      const names = parseItemLines(text);
      const { categories, warning } = await deps.ai.categorize(names, ctx);
      const items = names.map((name, index) => ({
        id: newId(),
        name,
        category: categories[index] ?? 'Miscellaneous',
      }));
      // Membership is checked again in the write: the shopper may have been removed while the model thought.
      if ((await lists.addItemsAsMember({ listId, userId: ctx.userId, items })) !== 'done') {
        notFound(MESSAGES.listNotFound);
      }
      return warning ? { added: items.length, warning } : { added: items.length };
    },
    toggleItem: async ({ listId, itemId, checked }, ctx) => {
      // The hottest call in a shop aisle: membership is checked in the same write as the tick.
      const outcome = await lists.setChecked({ listId, itemId, userId: ctx.userId, checked });
      if (outcome !== 'done') {
        notFound(outcome === 'no-list' ? MESSAGES.listNotFound : MESSAGES.itemNotFound);
      }
      return {};
    },
    renameItem: async ({ listId, itemId, name }, ctx) => {
      await memberList(listId, ctx.userId);
      found(await lists.updateItem(listId, itemId, { name }));
      return {};
    },
    moveItem: async ({ listId, itemId, category }, ctx) => {
      await memberList(listId, ctx.userId);
      const name = found(await lists.updateItem(listId, itemId, { category }));
      // The correction is remembered for this shopper and wins over the lexicon next time.
      await deps.categoryMemory.remember(ctx.userId, normalizeItemKey(name), category);
      return {};
    },
    deleteItem: async ({ listId, itemId }, ctx) => {
      await memberList(listId, ctx.userId);
      found(await lists.deleteItem(listId, itemId));
      return {};
    },
    resortList: async ({ listId }, ctx) => {
      await memberList(listId, ctx.userId);
      const items = await lists.itemsOf(listId);
      const { categories, warning } = await deps.ai.categorize(
        items.map((item) => item.name),
        ctx,
      );
      await lists.recategorize(
        listId,
        items.map((item, index) => ({ id: item.id, category: categories[index] ?? 'Miscellaneous' })),
      );
      return warning ? { warning } : {};
    },
    clearList: async ({ listId }, ctx) => {
      await memberList(listId, ctx.userId);
      await lists.clear(listId);
      return {};
    },
  };
}

function notFound(message: string): never {
  throw new AppError('NOT_FOUND', message);
}
