import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import {
  authorizeHouseholdRename,
  authorizeInvite,
  authorizeLeave,
  authorizeRemove,
  authorizeRoleChange,
  authorizeUnitsChange,
} from '../policies/households';
import { presentHousehold, presentInviteLink } from '../presenters/household';
import { AppError, accountGone } from '../rpc/app-error';
import type { Procedures } from '../rpc/procedure-types';
import type { HouseholdInvitesRepo } from './household-invites.repo';
import { inviteStatus } from './household-invites.repo';
import type { HouseholdMovesRepo, JoinRefusal } from './household-moves.repo';
import type { HouseholdsRepo } from './households.repo';

type HouseholdProcedure =
  | 'getHousehold'
  | 'renameHousehold'
  | 'createHouseholdInvite'
  | 'getHouseholdInvite'
  | 'joinHousehold'
  | 'revokeHouseholdInvite'
  | 'leaveHousehold'
  | 'removeHouseholdMember'
  | 'setHouseholdRole'
  | 'setHouseholdUnits';

/** What a join answers when the link cannot be used, in SPEC's manner: the status and the words to show. */
const JOIN_REFUSALS: Record<JoinRefusal, [AppError['status'], string]> = {
  invalid: ['NOT_FOUND', MESSAGES.householdInviteInvalid],
  expired: ['INVALID_ARGUMENT', MESSAGES.householdInviteExpired],
  revoked: ['INVALID_ARGUMENT', MESSAGES.householdInviteRevoked],
  'used-up': ['INVALID_ARGUMENT', MESSAGES.householdInviteUsedUp],
  member: ['INVALID_ARGUMENT', MESSAGES.householdAlreadyIn],
  full: ['INVALID_ARGUMENT', MESSAGES.householdFull(LIMITS.maxHouseholdMembers)],
};

/**
 * Procedures of the households area: the caller's household, its invite links, joining, leaving, removing and
 * roles. The households policy decides each from the caller's role, read with the household.
 */
export function createHouseholdProcedures(deps: {
  households: HouseholdsRepo;
  householdInvites: HouseholdInvitesRepo;
  householdMoves: HouseholdMovesRepo;
}): Pick<Procedures, HouseholdProcedure> {
  const { households, householdInvites: invites, householdMoves: moves } = deps;
  const mine = async (userId: string) => (await households.ensureHousehold(userId)) ?? accountGone();
  /** The caller's household and their seat in it. */
  const seated = async (userId: string) => {
    const household = await mine(userId);
    const seat = household.members.find((member) => member.userId === userId) ?? accountGone();
    return { household, seat };
  };
  /** The caller's household as they see it now, with its working links when they may invite. */
  const present = async (userId: string, origin: string) => {
    const household = await mine(userId);
    return {
      household: presentHousehold(household, userId, { rows: await invites.working(household.id), origin }),
    };
  };

  return {
    getHousehold: async (_input, ctx) => present(ctx.userId, ctx.linkOrigin),
    renameHousehold: async ({ name }, ctx) => {
      const { household, seat } = await seated(ctx.userId);
      authorizeHouseholdRename(seat.role);
      await households.rename(household.id, name);
      return present(ctx.userId, ctx.linkOrigin);
    },
    setHouseholdUnits: async ({ units }, ctx) => {
      const { household, seat } = await seated(ctx.userId);
      authorizeUnitsChange(seat.role);
      await households.setUnits(household.id, units);
      return present(ctx.userId, ctx.linkOrigin);
    },
    createHouseholdInvite: async ({ maxUses }, ctx) => {
      const { household, seat } = await seated(ctx.userId);
      authorizeInvite(seat.role);
      if ((await invites.working(household.id)).length >= LIMITS.maxInviteLinks) {
        throw new AppError('INVALID_ARGUMENT', MESSAGES.householdTooManyLinks(LIMITS.maxInviteLinks));
      }
      const invite = await invites.create(household.id, ctx.userId, maxUses ?? LIMITS.maxInviteUses);
      return presentInviteLink(invite, ctx.linkOrigin);
    },
    getHouseholdInvite: async ({ inviteId }, ctx) => {
      const found = await invites.preview(inviteId);
      if (!found) {
        return { invite: null };
      }
      const member =
        ctx.userId !== null && (await households.householdOf(ctx.userId))?.id === found.invite.householdId;
      return {
        invite: {
          householdName: found.householdName,
          invitedBy: found.invitedBy,
          status: member ? 'member' : inviteStatus(found.invite),
          memberCount: found.memberCount,
        },
      };
    },
    joinHousehold: async ({ inviteId }, ctx) => {
      const refusal = await moves.join(ctx.userId, inviteId);
      if (refusal) {
        const [status, message] = JOIN_REFUSALS[refusal];
        throw new AppError(status, message);
      }
      return present(ctx.userId, ctx.linkOrigin);
    },
    revokeHouseholdInvite: async ({ inviteId }, ctx) => {
      const { household, seat } = await seated(ctx.userId);
      authorizeInvite(seat.role);
      if (!(await invites.revoke(household.id, inviteId))) {
        throw new AppError('NOT_FOUND', MESSAGES.householdInviteInvalid);
      }
      return present(ctx.userId, ctx.linkOrigin);
    },
    leaveHousehold: async (_input, ctx) => {
      const { household } = await seated(ctx.userId);
      authorizeLeave(household.members.length);
      if (!(await moves.leave(ctx.userId))) {
        throw new AppError('INVALID_ARGUMENT', MESSAGES.householdLeaveAlone);
      }
      return present(ctx.userId, ctx.linkOrigin);
    },
    removeHouseholdMember: async ({ userId }, ctx) => {
      const { household, seat } = await seated(ctx.userId);
      authorizeRemove(
        seat,
        household.members.find((member) => member.userId === userId),
      );
      await moves.leave(userId);
      return present(ctx.userId, ctx.linkOrigin);
    },
    setHouseholdRole: async ({ userId, role }, ctx) => {
      const { household, seat } = await seated(ctx.userId);
      authorizeRoleChange(
        seat,
        household.members.find((member) => member.userId === userId),
      );
      if (!(await moves.setRole(household.id, ctx.userId, userId, role))) {
        throw new AppError('NOT_FOUND', MESSAGES.householdMemberNotFound);
      }
      return present(ctx.userId, ctx.linkOrigin);
    },
  };
}
