import { type HouseholdRole, isHouseholdRole } from '@shared/contract/households';
import { isUnitSystem, type UnitSystem } from '@shared/items/unit-systems';
import { isLanguage } from '@shared/languages';
import { LIMITS } from '@shared/limits';
import { MESSAGES, messagesIn } from '@shared/messages';
import { asc, eq, sql } from 'drizzle-orm';
import { publishChanges } from '../db/change-feed';
import type { Database, Transaction } from '../db/client';
import { newId } from '../db/new-id';
import { household, householdMember, user } from '../db/schema';
import type { HouseholdRows } from '../presenters/household';

/**
 * A new household is named after the one it is made for, in the language they chose in Profile, else the request's
 * (a sign-up's): "Lena's household", "Haushalt von Lena". The migration named existing users' households in English.
 */
export function householdNameFor(displayName: string, language: string | null): string {
  const messages = language !== null && isLanguage(language) ? messagesIn(language) : MESSAGES;
  return messages.householdNamedFor(displayName).slice(0, LIMITS.maxHouseholdName);
}

/** Households and who is in them. */
export function householdsRepo(db: Database) {
  /** The household the user is in, with its members (the owner first, then by joining), or null. */
  async function householdOf(userId: string): Promise<HouseholdRows | null> {
    const [mine] = await db
      .select({ id: household.id, name: household.name, units: household.units })
      .from(householdMember)
      .innerJoin(household, eq(household.id, householdMember.householdId))
      .where(eq(householdMember.userId, userId));
    if (!mine) {
      return null;
    }
    const members = await db
      .select({
        userId: householdMember.userId,
        displayName: user.name,
        role: householdMember.role,
        subscriptionStatus: user.subscriptionStatus,
      })
      .from(householdMember)
      .innerJoin(user, eq(user.id, householdMember.userId))
      .where(eq(householdMember.householdId, mine.id))
      .orderBy(sql`${householdMember.role} <> 'owner'`, asc(householdMember.joinedAt), asc(user.name));
    return {
      ...mine,
      units: unitsOf(mine.units),
      members: members.map((member) => ({ ...member, role: roleOf(member.role) })),
    };
  }

  return {
    householdOf,

    /**
     * The user's household, made first when they have none: a new account's own, named after them. The user
     * row is locked, so two first calls at once make one household. Null when the account is gone.
     */
    async ensureHousehold(userId: string): Promise<HouseholdRows | null> {
      const found = await householdOf(userId);
      if (found) {
        return found;
      }
      const made = await db.transaction(async (tx) => {
        const [me] = await tx
          .select({ name: user.name, language: user.language })
          .from(user)
          .where(eq(user.id, userId))
          .for('update');
        if (!me) {
          return false;
        }
        const [already] = await tx
          .select({ id: householdMember.householdId })
          .from(householdMember)
          .where(eq(householdMember.userId, userId));
        if (!already) {
          const id = newId();
          await tx.insert(household).values({ id, name: householdNameFor(me.name, me.language) });
          await tx.insert(householdMember).values({ userId, householdId: id, role: 'owner' });
        }
        return true;
      });
      return made ? householdOf(userId) : null;
    },

    /** The units the user's household chose, or null when it has not (or the user has none). */
    async chosenUnits(userId: string): Promise<UnitSystem | null> {
      const [row] = await db
        .select({ units: household.units })
        .from(householdMember)
        .innerJoin(household, eq(household.id, householdMember.householdId))
        .where(eq(householdMember.userId, userId));
      return unitsOf(row?.units ?? null);
    },

    /** Sets the household's units (null: each shopper's region again) and tells its members' devices. */
    async setUnits(householdId: string, units: UnitSystem | null): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(household).set({ units }).where(eq(household.id, householdId));
        // Each member's `me` names the units in use, which their devices sum in while offline: they ask again.
        await publishChanges(tx, await memberTopics(tx, householdId, ['household', 'user']));
      });
    },

    /** Renames the household. */
    async rename(householdId: string, name: string): Promise<void> {
      await db.transaction(async (tx) => {
        const members = await tx
          .update(household)
          .set({ name })
          .where(eq(household.id, householdId))
          .returning({ id: household.id });
        if (members.length > 0) {
          await publishChanges(tx, await memberTopics(tx, householdId));
        }
      });
    },
  };
}

/** The 'household' topic (or those given) of each of its members, whose devices show what changed in it. */
async function memberTopics(
  tx: Transaction,
  householdId: string,
  kinds: readonly ('household' | 'user')[] = ['household'],
) {
  const members = await tx
    .select({ userId: householdMember.userId })
    .from(householdMember)
    .where(eq(householdMember.householdId, householdId));
  return members.flatMap((member) => kinds.map((kind) => ({ kind, userId: member.userId })));
}

/** Units as stored; anything else (never written) counts as not chosen. */
function unitsOf(stored: string | null): UnitSystem | null {
  return stored !== null && isUnitSystem(stored) ? stored : null;
}

/** A role as stored; the column only ever holds one of the three. */
export function roleOf(stored: string): HouseholdRole {
  return isHouseholdRole(stored) ? stored : 'member';
}

/** The households repository. */
export type HouseholdsRepo = ReturnType<typeof householdsRepo>;
