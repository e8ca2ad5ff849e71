import type { HouseholdInvitePreview } from '@shared/contract/households';
import { LIMITS } from '@shared/limits';
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { newId } from '../db/new-id';
import { householdInvite, householdMember, user } from '../db/schema';

/** A household invite link as it is kept. */
export interface HouseholdInviteRow {
  id: string;
  householdId: string;
  expiresAt: Date;
  maxUses: number;
  uses: number;
  revokedAt: Date | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where an invite link stands: usable, or why not. */
export function inviteStatus(invite: HouseholdInviteRow, now = new Date()): HouseholdInvitePreview['status'] {
  if (invite.revokedAt) {
    return 'revoked';
  }
  if (invite.expiresAt.getTime() <= now.getTime()) {
    return 'expired';
  }
  return invite.uses >= invite.maxUses ? 'used-up' : 'valid';
}

/** Household invite links: made by the owner or an admin, valid 7 days for a number of joins, revocable. */
export function householdInvitesRepo(db: Database) {
  return {
    async create(householdId: string, inviterId: string, maxUses: number): Promise<HouseholdInviteRow> {
      const [row] = await db
        .insert(householdInvite)
        .values({
          id: newId(),
          householdId,
          inviterId,
          maxUses,
          expiresAt: new Date(Date.now() + LIMITS.inviteLinkDays * DAY_MS),
        })
        .returning();
      if (!row) {
        throw new Error('The invite was not written.');
      }
      return row;
    },

    /** The household's links that still work, oldest first. */
    working(householdId: string): Promise<HouseholdInviteRow[]> {
      return db
        .select()
        .from(householdInvite)
        .where(
          and(
            eq(householdInvite.householdId, householdId),
            isNull(householdInvite.revokedAt),
            gt(householdInvite.expiresAt, sql`now()`),
            lt(householdInvite.uses, householdInvite.maxUses),
          ),
        )
        .orderBy(asc(householdInvite.createdAt));
    },

    /** A link with its household's name, who made it and how many are in the household; null when none. */
    async preview(inviteId: string) {
      const [row] = await db
        .select({
          invite: householdInvite,
          householdName: sql<string>`(select name from household where id = ${householdInvite.householdId})`,
          invitedBy: user.name,
          memberCount: sql<number>`(select count(*)::int from ${householdMember}
            where ${householdMember.householdId} = ${householdInvite.householdId})`,
        })
        .from(householdInvite)
        .innerJoin(user, eq(user.id, householdInvite.inviterId))
        .where(eq(householdInvite.id, inviteId));
      return row ?? null;
    },

    /** Stops a link of this household at once; false when it has no such link. */
    async revoke(householdId: string, inviteId: string): Promise<boolean> {
      const rows = await db
        .update(householdInvite)
        .set({ revokedAt: sql`coalesce(${householdInvite.revokedAt}, now())` })
        .where(and(eq(householdInvite.id, inviteId), eq(householdInvite.householdId, householdId)))
        .returning({ id: householdInvite.id });
      return rows.length > 0;
    },
  };
}

/** The household invites repository. */
export type HouseholdInvitesRepo = ReturnType<typeof householdInvitesRepo>;
