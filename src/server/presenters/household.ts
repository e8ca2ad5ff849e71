import type { Household, HouseholdRole } from '@shared/contract/households';
import { canRenameHousehold } from '../policies/households';
import { isPro } from '../policies/pro';

/** A household as its rows hold it: its members in order, each with their subscription. */
export interface HouseholdRows {
  id: string;
  name: string;
  members: { userId: string; displayName: string; role: HouseholdRole; subscriptionStatus: string }[];
}

/**
 * A household as a member sees it: Pro when any member's subscription is active (the Pro policy's rule), and
 * what the member may do with it.
 */
export function presentHousehold(rows: HouseholdRows, viewerId: string): Household {
  const role = rows.members.find((member) => member.userId === viewerId)?.role ?? 'member';
  return {
    id: rows.id,
    name: rows.name,
    isPro: rows.members.some(isPro),
    members: rows.members.map(({ userId, displayName, role }) => ({ userId, displayName, role })),
    abilities: { rename: canRenameHousehold(role) },
  };
}
