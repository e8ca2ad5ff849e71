import type { Household, HouseholdInviteLink, HouseholdRole } from '@shared/contract/households';
import type { UnitSystem } from '@shared/items/unit-systems';
import { unitsOfRequest } from '../http/request-language';
import {
  canChangeRoles,
  canInvite,
  canLeaveHousehold,
  canRemove,
  canRenameHousehold,
  canSetUnits,
} from '../policies/households';
import { isPro } from '../policies/pro';

/** A household as its rows hold it: its members in order, each with their subscription. */
export interface HouseholdRows {
  id: string;
  name: string;
  /** The units the household chose; null follows each shopper's region. */
  units: UnitSystem | null;
  members: { userId: string; displayName: string; role: HouseholdRole; subscriptionStatus: string }[];
}

/** An invite link row as the household page lists it. */
export interface InviteLinkRow {
  id: string;
  expiresAt: Date;
  maxUses: number;
  uses: number;
}

/** The link a household invite is opened at. */
export function presentInviteLink(invite: InviteLinkRow, origin: string): HouseholdInviteLink {
  return {
    inviteId: invite.id,
    url: `${origin}/household/join/${invite.id}`,
    expiresAt: invite.expiresAt.toISOString(),
    usesLeft: Math.max(0, invite.maxUses - invite.uses),
  };
}

/**
 * A household as a member sees it: Pro when any member's subscription is active (the Pro policy's rule), what
 * the member may do with it, and the working invite links for a member who may invite.
 */
export function presentHousehold(
  rows: HouseholdRows,
  viewerId: string,
  invites: { rows: readonly InviteLinkRow[]; origin: string },
): Household {
  const viewer = rows.members.find((member) => member.userId === viewerId) ?? {
    userId: viewerId,
    role: 'member' as const,
  };
  return {
    id: rows.id,
    name: rows.name,
    units: rows.units,
    unitsInUse: rows.units ?? unitsOfRequest(),
    isPro: rows.members.some((member) => isPro(member)),
    members: rows.members.map(({ userId, displayName, role }) => ({ userId, displayName, role })),
    abilities: {
      rename: canRenameHousehold(viewer.role),
      setUnits: canSetUnits(viewer.role),
      invite: canInvite(viewer.role),
      remove: rows.members.filter((member) => canRemove(viewer, member)).map((member) => member.userId),
      changeRoles: canChangeRoles(viewer.role),
      leave: canLeaveHousehold(rows.members.length),
    },
    invites: canInvite(viewer.role) ? invites.rows.map((row) => presentInviteLink(row, invites.origin)) : [],
  };
}
