import type { HouseholdRole } from '@shared/contract/households';
import { LIMITS } from '@shared/limits';
import { OWN_TOPICS, type OwnTopic } from '@shared/live';
import { eq, sql } from 'drizzle-orm';
import { publishChanges } from '../db/change-feed';
import type { Database, Transaction } from '../db/client';
import { newId } from '../db/new-id';
import { household, householdInvite, householdMember, user } from '../db/schema';
import { depart, shareListsWithin } from './household-handover.repo';
import { inviteStatus } from './household-invites.repo';
import { householdIdOf, lockHouseholds, membersOf, setRoleOf } from './household-seats.repo';
import { householdNameFor, roleOf } from './households.repo';

/** Every kind of household data a move changes for the people in the households it touches. */
const EVERYTHING: readonly OwnTopic[] = OWN_TOPICS;

/** Why a join did not happen. */
export type JoinRefusal = 'invalid' | 'expired' | 'revoked' | 'used-up' | 'member' | 'full';

/**
 * People moving between households: joining by a link, leaving, being removed, and the owner's role changing
 * hands. Each runs in one transaction with the households' member rows locked, and tells every device of
 * everyone in the households it touched on commit.
 */
export function householdMovesRepo(db: Database) {
  return {
    /**
     * Moves the user into the invite's household: their lists (shared with their new household unless private)
     * and meals come with them, their planned week joins the household's, and they leave their previous
     * household (deleted when left empty). Answers why not when the link cannot be used.
     */
    join: (userId: string, inviteId: string): Promise<JoinRefusal | null> =>
      db.transaction(async (tx) => {
        // Both households' rows first, in id order, before the link's and any member's row: two people joining
        // each other's households at once then take turns instead of deadlocking (a household left empty takes
        // its links with it). The new household's row is also the turnstile that makes two joins count its
        // members one after the other.
        const [seen] = await tx
          .select({ householdId: householdInvite.householdId })
          .from(householdInvite)
          .where(eq(householdInvite.id, inviteId));
        if (!seen) {
          return 'invalid';
        }
        const current = await householdIdOf(tx, userId);
        await lockHouseholds(tx, [seen.householdId, ...(current ? [current] : [])]);
        const [invite] = await tx
          .select()
          .from(householdInvite)
          .where(eq(householdInvite.id, inviteId))
          .for('update');
        if (!invite) {
          return 'invalid';
        }
        const status = inviteStatus(invite);
        if (status !== 'valid') {
          return status;
        }
        const [mine] = await tx
          .select()
          .from(householdMember)
          .where(eq(householdMember.userId, userId))
          .for('update');
        if (mine?.householdId === invite.householdId) {
          return 'member';
        }
        const joined = await membersOf(tx, invite.householdId);
        if (joined.length >= LIMITS.maxHouseholdMembers) {
          return 'full';
        }
        const told = new Set([userId, ...joined]);
        if (mine) {
          for (const former of await depart(tx, userId, mine.householdId, roleOf(mine.role), 'keep')) {
            told.add(former);
          }
        }
        await tx.insert(householdMember).values({ userId, householdId: invite.householdId, role: 'member' });
        await shareListsWithin(tx, userId);
        await tx
          .update(householdInvite)
          .set({ uses: sql`${householdInvite.uses} + 1` })
          .where(eq(householdInvite.id, inviteId));
        await tell(tx, told);
        return null;
      }),

    /**
     * Takes the user out of their household into a new one of their own. The household keeps its lists, plan,
     * stores and meals (the user starts with copies of the meals they made, and their private lists); its
     * owner role passes on when they held it. False when they are not in a household with anyone else.
     */
    leave: (userId: string): Promise<boolean> =>
      db.transaction(async (tx) => {
        const current = await householdIdOf(tx, userId);
        await lockHouseholds(tx, current ? [current] : []);
        const [mine] = await tx
          .select()
          .from(householdMember)
          .where(eq(householdMember.userId, userId))
          .for('update');
        if (!mine) {
          return false;
        }
        const members = await membersOf(tx, mine.householdId);
        if (members.length < 2) {
          return false;
        }
        const former = await depart(tx, userId, mine.householdId, roleOf(mine.role), 'hand-over');
        const [me] = await tx
          .select({ name: user.name, language: user.language })
          .from(user)
          .where(eq(user.id, userId));
        const id = newId();
        await tx
          .insert(household)
          .values({ id, name: householdNameFor(me?.name ?? '', me?.language ?? null) });
        await tx.insert(householdMember).values({ userId, householdId: id, role: 'owner' });
        await tell(tx, new Set([userId, ...former]));
        return true;
      }),

    /** Sets a member's role; 'owner' hands the household over, and the owner becomes an admin. */
    setRole: (householdId: string, ownerId: string, memberId: string, role: HouseholdRole) =>
      db.transaction(async (tx) => {
        await lockHouseholds(tx, [householdId]);
        const members = await membersOf(tx, householdId);
        if (!members.includes(memberId) || !members.includes(ownerId)) {
          return false;
        }
        if (role === 'owner') {
          await setRoleOf(tx, ownerId, 'admin');
        }
        await setRoleOf(tx, memberId, role);
        await tell(tx, new Set(members), ['household']);
        return true;
      }),
  };
}

/** The households moves repository. */
export type HouseholdMovesRepo = ReturnType<typeof householdMovesRepo>;

/** Tells every device of these people that these kinds of their data changed. */
async function tell(tx: Transaction, people: ReadonlySet<string>, kinds: readonly OwnTopic[] = EVERYTHING) {
  await publishChanges(
    tx,
    [...people].flatMap((userId) => kinds.map((kind) => ({ kind, userId }))),
  );
}
