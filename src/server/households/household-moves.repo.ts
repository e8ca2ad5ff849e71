import type { HouseholdRole } from '@shared/contract/households';
import { LIMITS } from '@shared/limits';
import type { OwnTopic } from '@shared/live';
import { and, eq, sql } from 'drizzle-orm';
import { publishChanges } from '../db/change-feed';
import type { Database, Transaction } from '../db/client';
import { householdOf } from '../db/household-scope';
import { newId } from '../db/new-id';
import { rowsOf } from '../db/raw-rows';
import { household, householdInvite, householdMember, meal, user } from '../db/schema';
import { stampLists } from '../lists';
import { inviteStatus } from './household-invites.repo';
import { householdNameFor, roleOf } from './households.repo';

/** Every kind of household data a move changes for the people in the households it touches. */
const EVERYTHING: readonly OwnTopic[] = ['lists', 'meals', 'plan', 'stores', 'household', 'user'];

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
        const [me] = await tx.select({ name: user.name }).from(user).where(eq(user.id, userId));
        const id = newId();
        await tx.insert(household).values({ id, name: householdNameFor(me?.name ?? '') });
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

/** The household the user is in, unlocked: what to lock before their row. */
async function householdIdOf(tx: Transaction, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ householdId: householdMember.householdId })
    .from(householdMember)
    .where(eq(householdMember.userId, userId));
  return row?.householdId ?? null;
}

/**
 * Locks households' rows, in id order: every move locks the households it touches this way before any member
 * row, so moves between the same households take turns.
 */
async function lockHouseholds(tx: Transaction, householdIds: readonly string[]): Promise<void> {
  for (const id of [...new Set(householdIds)].sort()) {
    await tx.select({ id: household.id }).from(household).where(eq(household.id, id)).for('update');
  }
}

/** The ids of a household's members, their rows locked until the transaction ends. */
async function membersOf(tx: Transaction, householdId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: householdMember.userId })
    .from(householdMember)
    .where(eq(householdMember.householdId, householdId))
    .for('update');
  return rows.map((row) => row.userId);
}

async function setRoleOf(tx: Transaction, userId: string, role: HouseholdRole): Promise<void> {
  await tx.update(householdMember).set({ role }).where(eq(householdMember.userId, userId));
}

/**
 * When the owner goes, the longest-standing admin becomes the owner, else the longest-standing member (the id
 * breaks a tie). Answers the household's owner after it, null when nobody else is in it.
 */
export async function passOwnership(
  tx: Transaction,
  householdId: string,
  leaverId: string,
): Promise<string | null> {
  const [heir] = await rowsOf<{ user_id: string; role: string }>(
    tx,
    sql`select user_id, role from household_member
      where household_id = ${householdId} and user_id <> ${leaverId}
      order by (role = 'owner') desc, (role = 'admin') desc, joined_at, user_id
      limit 1`,
  );
  if (!heir) {
    return null;
  }
  if (heir.role !== 'owner') {
    await setRoleOf(tx, heir.user_id, 'owner');
  }
  return heir.user_id;
}

/**
 * Takes the user out of their household; answers who else was in it. `keep` (joining another household): their
 * lists, meals, plan, stores and corrections go with them. `hand-over` (leaving): the household keeps its lists
 * and the rest, now its owner's, and the user gets copies of the meals they made and their corrections.
 */
async function depart(
  tx: Transaction,
  userId: string,
  householdId: string,
  role: HouseholdRole,
  mode: 'keep' | 'hand-over',
): Promise<string[]> {
  const others = (await membersOf(tx, householdId)).filter((id) => id !== userId);
  const heir =
    role === 'owner' ? await passOwnership(tx, householdId, userId) : await ownerOf(tx, householdId);
  const changed: string[] = [];
  if (mode === 'hand-over' && heir) {
    // The household's lists the user made stay with it, now its owner's.
    const handed = await rowsOf<{ id: string }>(
      tx,
      sql`update list set owner_id = ${heir}
        where owner_id = ${userId} and visibility = 'household' returning id`,
    );
    const ids = JSON.stringify(handed.map((row) => row.id));
    await tx.execute(sql`update list_member set via_household = false
      where user_id = ${heir} and list_id in (select json_array_elements_text(${ids}::json))`);
    await tx.execute(sql`delete from list_member
      where user_id = ${userId} and list_id in (select json_array_elements_text(${ids}::json))`);
    changed.push(...handed.map((row) => row.id));
    await handOverHouseholdData(tx, userId, heir, { copyMeals: true });
  } else {
    // The user's lists go with them: the others here lose the ones they had through the household.
    const gone = await rowsOf<{ list_id: string }>(
      tx,
      sql`delete from list_member where via_household
        and list_id in (select id from list where owner_id = ${userId}) returning list_id`,
    );
    changed.push(...gone.map((row) => row.list_id));
  }
  // And the user loses the household's lists they had through it.
  const lost = await rowsOf<{ list_id: string }>(
    tx,
    sql`delete from list_member where user_id = ${userId} and via_household returning list_id`,
  );
  changed.push(...lost.map((row) => row.list_id));
  await stampChanged(tx, changed);
  await tx.delete(householdMember).where(eq(householdMember.userId, userId));
  if (others.length === 0) {
    await tx.delete(household).where(eq(household.id, householdId));
  }
  return others;
}

async function ownerOf(tx: Transaction, householdId: string): Promise<string | null> {
  const [row] = await tx
    .select({ userId: householdMember.userId })
    .from(householdMember)
    .where(and(eq(householdMember.householdId, householdId), eq(householdMember.role, 'owner')));
  return row?.userId ?? null;
}

/**
 * The household keeps what the user made for it: their meals, the week's entries they planned, their stores
 * with their trips, now the heir's, and the heir takes on their corrections. With `copyMeals` (someone leaving,
 * not an account deleted) the user keeps copies of their meals.
 */
export async function handOverHouseholdData(
  tx: Transaction,
  userId: string,
  heir: string,
  options: { copyMeals: boolean },
): Promise<void> {
  const handed = await tx.update(meal).set({ userId: heir }).where(eq(meal.userId, userId)).returning();
  if (options.copyMeals && handed.length > 0) {
    await tx
      .insert(meal)
      .values(
        handed.map(({ id: _original, userId: _heir, ...fields }) => ({ ...fields, id: newId(), userId })),
      );
  }
  await tx.execute(sql`update meal_plan_entry set user_id = ${heir} where user_id = ${userId}`);
  await tx.execute(sql`update store set owner_id = ${heir} where owner_id = ${userId}`);
  await tx.execute(sql`insert into category_memory (user_id, item_key, category, updated_at)
    select ${heir}, item_key, category, updated_at from category_memory where user_id = ${userId}
    on conflict do nothing`);
}

/**
 * Makes every list the user made that is not private the household's (its other members join it through the
 * household), and the user a member of the household's lists, as a household's list is: seen already.
 */
async function shareListsWithin(tx: Transaction, userId: string): Promise<void> {
  const added = await rowsOf<{ list_id: string }>(
    tx,
    sql`insert into list_member (list_id, user_id, seen_at, via_household)
      select list.id, ${userId}, now(), true from list
      where list.visibility = 'household' and list.owner_id <> ${userId} and list.owner_id in ${householdOf(userId)}
      union all
      select list.id, mates.user_id, now(), true from list, ${householdOf(userId)} as mates
      where list.visibility = 'household' and list.owner_id = ${userId} and mates.user_id <> ${userId}
      on conflict do nothing
      returning list_id`,
  );
  await stampChanged(
    tx,
    added.map((row) => row.list_id),
  );
}

/** A new version for each list whose members changed, its pages and members' overviews told. */
async function stampChanged(tx: Transaction, listIds: readonly string[]): Promise<void> {
  const unique = [...new Set(listIds)];
  if (unique.length === 0) {
    return;
  }
  const ids = JSON.stringify(unique);
  await stampLists(tx, sql`select id from list where id in (select json_array_elements_text(${ids}::json))`, {
    summaryChanged: true,
  });
}

/** Tells every device of these people that these kinds of their data changed. */
async function tell(tx: Transaction, people: ReadonlySet<string>, kinds: readonly OwnTopic[] = EVERYTHING) {
  await publishChanges(
    tx,
    [...people].flatMap((userId) => kinds.map((kind) => ({ kind, userId }))),
  );
}
