import { DEFAULT_LIST_NAME, listContracts, MAX_LIST_NAME } from '@shared/contract/lists';
import { MESSAGES } from '@shared/messages';
import type { AppliedChangesRepo } from '../change-ids/applied-changes.repo';
import { replayableWrite } from '../change-ids/replayable-write';
import { abilitiesOf, canCreateList } from '../policies/lists';
import { isPro } from '../policies/pro';
import { presentList } from '../presenters/list';
import { presentListSummary } from '../presenters/list-summary';
import type { ProfileRepo } from '../profile';
import { AppError } from '../rpc/app-error';
import type { Procedures } from '../rpc/procedure-types';
import type { ListAccess } from './list-access';
import type { ListStoreWalks } from './list-store-walks';
import type { ListsRepo } from './lists.repo';

type SavedListProcedure =
  | 'listLists'
  | 'getList'
  | 'createList'
  | 'updateListName'
  | 'deleteList'
  | 'leaveList'
  | 'removeMember'
  | 'setListVisibility';

/**
 * Procedures of saved lists as a whole: the overview, one list, and its name and members. The list policies
 * decide each (listAccess), and anyone who cannot see a list gets 404; the items' are list-items.procedures.ts.
 */
export function createSavedListProcedures(deps: {
  lists: ListsRepo;
  listAccess: ListAccess;
  appliedChanges: AppliedChangesRepo;
  profiles: ProfileRepo;
  freeListLimit: number;
  storeWalks: ListStoreWalks;
}): Pick<Procedures, SavedListProcedure> {
  const { lists, listAccess: access } = deps;
  const replayable = replayableWrite(deps.appliedChanges);
  return {
    listLists: async (_input, ctx) => ({
      lists: (await lists.listsOf(ctx.userId)).map((row) =>
        presentListSummary(row, abilitiesOf({ userId: ctx.userId, ownerId: row.ownerId, member: true })),
      ),
    }),
    getList: async ({ listId }, ctx) => {
      const relation = await access(listId, ctx.userId, 'view');
      const { list } = relation;
      const [members, items, walk] = await Promise.all([
        lists.membersOf(listId),
        lists.itemsOf(listId),
        list.storeId ? deps.storeWalks.of(list.storeId) : null,
      ]);
      const shown = walk ? walk.orderItems(items) : items;
      // Only a list shared with the caller is new to them; its owner's opening writes nothing.
      const unseen = members.some((member) => member.uid === ctx.userId && member.seenAt === null);
      if (unseen && list.ownerId !== ctx.userId) {
        await lists.markSeen(listId, ctx.userId);
      }
      return { list: presentList(list, members, shown, abilitiesOf(relation), walk?.walk ?? null) };
    },
    createList: async ({ name }, ctx) => {
      const allowedToCreate = canCreateList({
        isPro: isPro(await deps.profiles.find(ctx.userId)),
        lists: await lists.countHouseholdLists(ctx.userId),
        freeListLimit: deps.freeListLimit,
      });
      if (!allowedToCreate) {
        throw new AppError('PERMISSION_DENIED', MESSAGES.freeListLimit(deps.freeListLimit));
      }
      return { id: await lists.create(ctx.userId, name ?? DEFAULT_LIST_NAME) };
    },
    updateListName: replayable(listContracts.updateListName, async ({ listId, name }, ctx, change) => {
      const { list } = await access(listId, ctx.userId, 'rename');
      const trimmed = name.trim();
      // SPEC §5: renaming ignores blank or unchanged names.
      if (trimmed === '' || trimmed === list.name) {
        return { version: list.version };
      }
      if (trimmed.length > MAX_LIST_NAME) {
        throw new AppError('INVALID_ARGUMENT', MESSAGES.listNameTooLong(MAX_LIST_NAME));
      }
      const renamed = await lists.rename(listId, trimmed, change);
      return { version: renamed?.version ?? list.version };
    }),
    deleteList: async ({ listId }, ctx) => {
      await access(listId, ctx.userId, 'delete');
      await lists.remove(listId);
      return {};
    },
    leaveList: async ({ listId }, ctx) => {
      await access(listId, ctx.userId, 'leave');
      await lists.removeMember(listId, ctx.userId);
      return {};
    },
    removeMember: async ({ listId, memberId }, ctx) => {
      const { list } = await access(listId, ctx.userId, 'removeMember', { memberId });
      return { version: (await lists.removeMember(listId, memberId))?.version ?? list.version };
    },
    setListVisibility: async ({ listId, visibility }, ctx) => {
      const { list } = await access(listId, ctx.userId, 'setVisibility');
      return { version: (await lists.setVisibility(listId, visibility))?.version ?? list.version };
    },
  };
}
