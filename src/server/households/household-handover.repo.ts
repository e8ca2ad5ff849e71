import type { HouseholdRole } from '@shared/contract/households';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { householdOf } from '../db/household-scope';
import { newId } from '../db/new-id';
import { rowsOf } from '../db/raw-rows';
import { household, householdMember, meal } from '../db/schema';
import { stampListsById } from '../lists';
import { heirOf, membersOf } from './household-seats.repo';

// What goes with a person between households, and what stays: their lists' members, meals, planned week,
// stores, corrections, staples and item history. Run inside the move's transaction (household-moves.repo.ts), or an account's deletion.

/**
 * Takes the user out of their household; answers who else was in it. `keep` (joining another household): their
 * lists, meals, plan, stores, corrections and staples go with them. `hand-over` (leaving): the household keeps
 * its lists and the rest, now its owner's, and the user gets copies of the meals they made, their corrections
 * and the staples they marked.
 */
export async function depart(
  tx: Transaction,
  userId: string,
  householdId: string,
  role: HouseholdRole,
  mode: 'keep' | 'hand-over',
): Promise<string[]> {
  const others = (await membersOf(tx, householdId)).filter((id) => id !== userId);
  const heir = await heirOf(tx, householdId, userId, role);
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
  await stampListsById(tx, changed, { summaryChanged: true });
  await tx.delete(householdMember).where(eq(householdMember.userId, userId));
  if (others.length === 0) {
    await tx.delete(household).where(eq(household.id, householdId));
  }
  return others;
}

/**
 * The household keeps what the user made for it: their meals, the week's entries they planned, their stores
 * with their trips, now the heir's, and the heir takes on their corrections, the staples they marked and what they
 * bought (item history, favourites), as the user keeps theirs. With `copyMeals` (someone leaving, not an account
 * deleted) the user keeps copies of their meals.
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
  await tx.execute(sql`insert into staple (user_id, item_key, name, created_at)
    select ${heir}, item_key, name, created_at from staple where user_id = ${userId}
    on conflict do nothing`);
  // What they bought stays the household's too (its completion and "bought before"), the heir's now.
  await tx.execute(sql`insert into item_history as kept
      (user_id, name_key, name, category, quantity, times_bought, last_bought_at, favourite)
    select ${heir}, name_key, name, category, quantity, times_bought, last_bought_at, favourite
    from item_history where user_id = ${userId}
    on conflict (user_id, name_key) do update set times_bought = kept.times_bought + excluded.times_bought,
      favourite = kept.favourite or excluded.favourite,
      name = case when excluded.last_bought_at > kept.last_bought_at then excluded.name else kept.name end,
      category = case when excluded.last_bought_at > kept.last_bought_at then excluded.category else kept.category end,
      quantity = case when excluded.last_bought_at > kept.last_bought_at then excluded.quantity else kept.quantity end,
      last_bought_at = greatest(kept.last_bought_at, excluded.last_bought_at)`);
}

/**
 * Makes every list the user made that is not private the household's (its other members join it through the
 * household), and the user a member of the household's lists, as a household's list is: seen already.
 */
export async function shareListsWithin(tx: Transaction, userId: string): Promise<void> {
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
  await stampListsById(
    tx,
    added.map((row) => row.list_id),
    { summaryChanged: true },
  );
}
