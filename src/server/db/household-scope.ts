import type { OwnTopic } from '@shared/live';
import { type SQL, sql } from 'drizzle-orm';
import { publishChanges } from './change-feed';
import type { Executor } from './client';
import { rowsOf } from './raw-rows';

/**
 * A household's meals, plan, stores and corrections are its members' rows: a row belongs to whoever made it,
 * and everyone in that person's household shares it. These read that scope inside a statement, so the answer
 * follows the household as it is when the statement runs (a member who just left sees none of it).
 */

/** The ids of everyone in the user's household, the user included (a subquery). */
export function householdOf(userId: string): SQL {
  return sql`(select mate.user_id from household_member me
    join household_member mate on mate.household_id = me.household_id
    where me.user_id = ${userId})`;
}

/** True when the row's maker (`makerColumn`) is in the user's household. */
export function inHouseholdOf(makerColumn: SQL | { name: string }, userId: string): SQL {
  return sql`${makerColumn} in ${householdOf(userId)}`;
}

/** Tells every member of the user's household's devices that these kinds of its data changed. */
export async function publishToHousehold(
  executor: Executor,
  userId: string,
  kinds: readonly OwnTopic[],
): Promise<void> {
  const mates = await rowsOf<{ user_id: string }>(
    executor,
    sql`select user_id from ${householdOf(userId)} as m`,
  );
  // A user without a household (an account mid-deletion) still hears their own change.
  const ids = mates.length > 0 ? mates.map((mate) => mate.user_id) : [userId];
  await publishChanges(
    executor,
    ids.flatMap((id) => kinds.map((kind) => ({ kind, userId: id }))),
  );
}
