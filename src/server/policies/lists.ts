import type { ListAbilities } from '@shared/contract/lists';
import { MESSAGES } from '@shared/messages';
import { AppError } from '../rpc/app-error';

/**
 * Who a user is to one list. Every rule about lists is decided from this alone, here, by the procedures, the
 * add path and the live hub alike, which all load it one way (`relationOf`, lists.repo.ts); the membership
 * check inside the write statements (list-write-sql.repo.ts) only closes the race between this decision and
 * the write.
 */
export interface ListRelation {
  userId: string;
  ownerId: string;
  member: boolean;
}

/** The relation of a user to a list whose owner and members are known; null when the list does not exist. */
export function relationTo(
  list: { ownerId: string; memberIds: readonly string[] } | null,
  userId: string,
): ListRelation | null {
  return list ? { userId, ownerId: list.ownerId, member: list.memberIds.includes(userId) } : null;
}

const isOwner = (relation: ListRelation) => relation.member && relation.ownerId === relation.userId;

/** Sees the list, its items and its members, and hears its changes. */
export const canView = (relation: ListRelation | null): relation is ListRelation => relation?.member === true;
/** Adds, ticks, renames, moves, deletes, re-sorts and clears items. */
export const canEdit = canView;
/** Renames the list. */
export const canRename = canView;
/** Shares the list with someone by e-mail. */
export const canShare = canView;
/** Deletes the list for everyone. */
export const canDelete = (relation: ListRelation | null) => relation !== null && isOwner(relation);
/** Removes another member; nobody removes the owner. */
export const canRemoveMember = (relation: ListRelation | null, memberId: string) =>
  canDelete(relation) && memberId !== relation?.ownerId;
/** Makes the list private, or the household's again: its creator (the owner). */
export const canSetVisibility = (relation: ListRelation | null) => relation !== null && isOwner(relation);
/** Leaves the list; the owner deletes it instead. */
export const canLeave = (relation: ListRelation | null) => canView(relation) && !isOwner(relation);

/** What the web may offer this user for this list. */
export function abilitiesOf(relation: ListRelation): ListAbilities {
  return {
    rename: canRename(relation),
    delete: canDelete(relation),
    leave: canLeave(relation),
    share: canShare(relation),
    removeMembers: canDelete(relation),
    setVisibility: canSetVisibility(relation),
  };
}

/** What a caller may ask of a list, each refused with its own status and SPEC's words. */
export type ListAction =
  | 'view'
  | 'edit'
  | 'rename'
  | 'share'
  | 'delete'
  | 'leave'
  | 'removeMember'
  | 'setVisibility';

/**
 * Throws the refusal a procedure answers when the rule does not allow the action. Anyone who cannot see the
 * list gets 404 for every action, so a stranger learns nothing about a list that is not theirs.
 */
export function authorize(
  relation: ListRelation | null,
  action: ListAction,
  target?: { memberId: string },
): asserts relation is ListRelation {
  if (!canView(relation)) {
    throw new AppError('NOT_FOUND', MESSAGES.listNotFound);
  }
  switch (action) {
    case 'view':
    case 'edit':
    case 'rename':
    case 'share':
      return;
    case 'delete':
      if (!canDelete(relation)) {
        throw new AppError('PERMISSION_DENIED', MESSAGES.ownerOnlyDelete);
      }
      return;
    case 'setVisibility':
      if (!canSetVisibility(relation)) {
        throw new AppError('PERMISSION_DENIED', MESSAGES.listVisibilityRefused);
      }
      return;
    case 'leave':
      if (!canLeave(relation)) {
        throw new AppError('INVALID_ARGUMENT', MESSAGES.ownerCannotLeave);
      }
      return;
    case 'removeMember':
      if (!canDelete(relation)) {
        throw new AppError('PERMISSION_DENIED', MESSAGES.ownerOnlyRemove);
      }
      if (!canRemoveMember(relation, target?.memberId ?? '')) {
        throw new AppError('INVALID_ARGUMENT', MESSAGES.ownerCannotLeave);
      }
      return;
  }
}

/** Creates another list: Pro always, a free household until it has `freeListLimit` lists. */
export function canCreateList(household: { isPro: boolean; lists: number; freeListLimit: number }): boolean {
  return household.isPro || household.lists < household.freeListLimit;
}
