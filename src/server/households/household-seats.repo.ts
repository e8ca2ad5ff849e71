import type { HouseholdRole } from '@shared/contract/households';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { rowsOf } from '../db/raw-rows';
import { household, householdMember } from '../db/schema';

// Who sits where in a household, as the moves (household-moves.repo.ts) and an account's deletion read and
// change it inside their transactions.

/** The household the user is in, unlocked: what to lock before their row. */
export async function householdIdOf(tx: Transaction, userId: string): Promise<string | null> {
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
export async function lockHouseholds(tx: Transaction, householdIds: readonly string[]): Promise<void> {
  for (const id of [...new Set(householdIds)].sort()) {
    await tx.select({ id: household.id }).from(household).where(eq(household.id, id)).for('update');
  }
}

/** The ids of a household's members, their rows locked until the transaction ends. */
export async function membersOf(tx: Transaction, householdId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: householdMember.userId })
    .from(householdMember)
    .where(eq(householdMember.householdId, householdId))
    .for('update');
  return rows.map((row) => row.userId);
}

export async function setRoleOf(tx: Transaction, userId: string, role: HouseholdRole): Promise<void> {
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
 * Who takes over what a departing member made for the household: its owner, or when the member was the owner,
 * the one passOwnership makes owner. Null when nobody else is in it.
 */
export async function heirOf(
  tx: Transaction,
  householdId: string,
  leaverId: string,
  role: HouseholdRole,
): Promise<string | null> {
  if (role === 'owner') {
    return passOwnership(tx, householdId, leaverId);
  }
  const [row] = await tx
    .select({ userId: householdMember.userId })
    .from(householdMember)
    .where(and(eq(householdMember.householdId, householdId), eq(householdMember.role, 'owner')));
  return row?.userId ?? null;
}
