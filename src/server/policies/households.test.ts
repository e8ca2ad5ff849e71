import type { HouseholdRole } from '@shared/contract/households';
import { MESSAGES } from '@shared/messages';
import { describe, expect, it } from 'vitest';
import { AppError } from '../rpc/app-error';
import {
  authorizeLeave,
  authorizeRemove,
  authorizeRoleChange,
  canChangeRoles,
  canInvite,
  canRemove,
  canRenameHousehold,
} from './households';

const seat = (role: HouseholdRole, userId: string = role) => ({ userId, role });
const refusal = (act: () => void) => {
  try {
    act();
    return 'allowed';
  } catch (error) {
    return error instanceof AppError ? `${error.status}: ${error.message}` : String(error);
  }
};

describe('household policies, role by role', () => {
  it('let the owner and admins rename and invite, and the owner alone change roles', () => {
    const matrix = (['owner', 'admin', 'member'] as const).map((role) => [
      role,
      canRenameHousehold(role),
      canInvite(role),
      canChangeRoles(role),
    ]);
    expect(matrix).toEqual([
      ['owner', true, true, true],
      ['admin', true, true, false],
      ['member', false, false, false],
    ]);
  });

  it('let the owner remove anyone else, an admin the members, and nobody the owner or themselves', () => {
    const roles = ['owner', 'admin', 'member'] as const;
    const table = roles.map((caller) =>
      roles.map((target) => canRemove(seat(caller, 'caller'), seat(target, 'target'))),
    );
    expect(table).toEqual([
      [false, true, true],
      [false, false, true],
      [false, false, false],
    ]);
    expect(canRemove(seat('owner'), seat('owner'))).toBe(false);
  });

  it('refuse each removal that is not allowed with its own words', () => {
    const admin = seat('admin', 'a');
    expect(refusal(() => authorizeRemove(admin, undefined))).toBe(
      `NOT_FOUND: ${MESSAGES.householdMemberNotFound}`,
    );
    expect(refusal(() => authorizeRemove(admin, admin))).toBe(
      `INVALID_ARGUMENT: ${MESSAGES.householdRemoveSelf}`,
    );
    expect(refusal(() => authorizeRemove(admin, seat('owner', 'o')))).toBe(
      `PERMISSION_DENIED: ${MESSAGES.householdRemoveOwnerRefused}`,
    );
    expect(refusal(() => authorizeRemove(seat('member', 'm'), seat('member', 'n')))).toBe(
      `PERMISSION_DENIED: ${MESSAGES.householdRemoveRefused}`,
    );
    expect(refusal(() => authorizeRemove(admin, seat('admin', 'b')))).toBe(
      `PERMISSION_DENIED: ${MESSAGES.householdRemoveAdminRefused}`,
    );
    expect(refusal(() => authorizeRemove(admin, seat('member', 'm')))).toBe('allowed');
  });

  it('refuse a role change by anyone but the owner, or of their own role', () => {
    const owner = seat('owner', 'o');
    expect(refusal(() => authorizeRoleChange(seat('admin', 'a'), seat('member', 'm')))).toBe(
      `PERMISSION_DENIED: ${MESSAGES.householdRoleRefused}`,
    );
    expect(refusal(() => authorizeRoleChange(owner, owner))).toBe(
      `INVALID_ARGUMENT: ${MESSAGES.householdOwnRole}`,
    );
    expect(refusal(() => authorizeRoleChange(owner, undefined))).toBe(
      `NOT_FOUND: ${MESSAGES.householdMemberNotFound}`,
    );
    expect(refusal(() => authorizeRoleChange(owner, seat('member', 'm')))).toBe('allowed');
  });

  it('let anyone leave a household someone else is in', () => {
    expect(refusal(() => authorizeLeave(1))).toBe(`INVALID_ARGUMENT: ${MESSAGES.householdLeaveAlone}`);
    expect(refusal(() => authorizeLeave(2))).toBe('allowed');
  });
});
