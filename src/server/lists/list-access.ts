import { authorize, type ListAction } from '../policies/lists';
import type { ListAndRelation } from './list-relation.repo';
import type { ListsRepo } from './lists.repo';

/**
 * The first step of every procedure on a saved list: who the caller is to the list, loaded the one way, and the
 * list policy's answer for the action (404 to anyone who cannot see the list). Answers the list with the
 * relation.
 */
export function listAccess(lists: Pick<ListsRepo, 'relationOf'>) {
  return async (
    listId: string,
    userId: string,
    action: ListAction,
    target?: { memberId: string },
  ): Promise<ListAndRelation> => {
    const relation = await lists.relationOf({ listId, userId });
    authorize(relation, action, target);
    return relation;
  };
}

/** The access step of the list procedures. */
export type ListAccess = ReturnType<typeof listAccess>;
