import type { HouseholdRole } from '@shared/contract/households';
import { MESSAGES } from '@shared/messages';
import { AppError } from '../rpc/app-error';

/** A member as the household rules see them. */
export interface HouseholdSeat {
  userId: string;
  role: HouseholdRole;
}

const leads = (role: HouseholdRole) => role === 'owner' || role === 'admin';

/** Renames the household: its owner or an admin. */
export const canRenameHousehold = (role: HouseholdRole): boolean => leads(role);
/** Chooses the household's units: the owner or an admin, as for its name. */
export const canSetUnits = (role: HouseholdRole): boolean => leads(role);
/** Makes, sees and revokes invite links: the owner or an admin. */
export const canInvite = (role: HouseholdRole): boolean => leads(role);
/** Changes roles and hands the household over: the owner. */
export const canChangeRoles = (role: HouseholdRole): boolean => role === 'owner';
/** Leaves: anyone, while someone else is in the household to keep it. */
export const canLeaveHousehold = (members: number): boolean => members > 1;

/** Removes someone else: the owner anyone, an admin the members; nobody removes the owner. */
export function canRemove(caller: HouseholdSeat, target: HouseholdSeat): boolean {
  if (caller.userId === target.userId || target.role === 'owner') {
    return false;
  }
  return caller.role === 'owner' || (caller.role === 'admin' && target.role === 'member');
}

/** Throws the 403 renameHousehold answers unless the caller's role may rename. */
export function authorizeHouseholdRename(role: HouseholdRole): void {
  if (!canRenameHousehold(role)) {
    throw new AppError('PERMISSION_DENIED', MESSAGES.householdRenameRefused);
  }
}

/** Throws the 403 setHouseholdUnits answers unless the caller's role may choose the units. */
export function authorizeUnitsChange(role: HouseholdRole): void {
  if (!canSetUnits(role)) {
    throw new AppError('PERMISSION_DENIED', MESSAGES.householdUnitsRefused);
  }
}

/** Throws the 403 the invite procedures answer unless the caller may invite. */
export function authorizeInvite(role: HouseholdRole): void {
  if (!canInvite(role)) {
    throw new AppError('PERMISSION_DENIED', MESSAGES.householdInviteRefused);
  }
}

/** Throws what removeHouseholdMember answers when the caller may not remove the target (absent: 404). */
export function authorizeRemove(caller: HouseholdSeat, target: HouseholdSeat | undefined): asserts target {
  if (!target) {
    throw new AppError('NOT_FOUND', MESSAGES.householdMemberNotFound);
  }
  if (target.userId === caller.userId) {
    throw new AppError('INVALID_ARGUMENT', MESSAGES.householdRemoveSelf);
  }
  if (target.role === 'owner') {
    throw new AppError('PERMISSION_DENIED', MESSAGES.householdRemoveOwnerRefused);
  }
  if (!leads(caller.role)) {
    throw new AppError('PERMISSION_DENIED', MESSAGES.householdRemoveRefused);
  }
  if (!canRemove(caller, target)) {
    throw new AppError('PERMISSION_DENIED', MESSAGES.householdRemoveAdminRefused);
  }
}

/** Throws what setHouseholdRole answers unless the owner changes someone else's role. */
export function authorizeRoleChange(
  caller: HouseholdSeat,
  target: HouseholdSeat | undefined,
): asserts target {
  if (!canChangeRoles(caller.role)) {
    throw new AppError('PERMISSION_DENIED', MESSAGES.householdRoleRefused);
  }
  if (!target) {
    throw new AppError('NOT_FOUND', MESSAGES.householdMemberNotFound);
  }
  if (target.userId === caller.userId) {
    throw new AppError('INVALID_ARGUMENT', MESSAGES.householdOwnRole);
  }
}

/** Throws what leaveHousehold answers to someone alone in their household. */
export function authorizeLeave(members: number): void {
  if (!canLeaveHousehold(members)) {
    throw new AppError('INVALID_ARGUMENT', MESSAGES.householdLeaveAlone);
  }
}
