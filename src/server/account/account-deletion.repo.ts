import { and, eq, or, sql } from 'drizzle-orm';
import { publishChanges } from '../db/change-feed';
import type { Database, Transaction } from '../db/client';
import { publishToHousehold } from '../db/household-scope';
import { rowsOf } from '../db/raw-rows';
import {
  account,
  appliedChange,
  billingCustomer,
  billingSubscription,
  categoryMemory,
  household,
  householdMember,
  itemHistory,
  list,
  listMember,
  meal,
  mealPlanEntry,
  session,
  shareInvite,
  staple,
  store,
  testCheckout,
  user,
  verification,
} from '../db/schema';
import { handOverHouseholdData, heirOf, roleOf } from '../households';
import { stampListsById } from '../lists';

/** What a deletion did with the lists the user owned. */
export interface AccountDeletion {
  listsHandedOver: number;
  listsDeleted: number;
}

/** Removing an account and everything that is its alone; shared lists live on with their other members. */
export function accountDeletionRepo(db: Database) {
  return {
    /** The account's e-mail, or null when it no longer exists. */
    async emailOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
      return row?.email ?? null;
    },

    /**
     * Deletes the account in one transaction: a household with others in it keeps what the user made for it
     * (and gets a new owner when the user was it), its owned lists go to their longest-standing other member
     * or are deleted, it leaves every other list, and what is still its own (meals, plan, stores with their
     * trips, corrections, staples), invites, billing rows, sessions and sign-in methods go before the user row. Every list page that
     * changed is told on commit. Null when the account was already gone (a second tab's delete).
     */
    deleteAccount: (userId: string): Promise<AccountDeletion | null> =>
      db.transaction(async (tx) => {
        // Locked, so two deletes of one account run one after the other and the second finds nothing.
        const [me] = await tx
          .select({ email: user.email })
          .from(user)
          .where(eq(user.id, userId))
          .for('update');
        if (!me) {
          return null;
        }
        await leaveHousehold(tx, userId);
        const handedOver = await handOverOwnedLists(tx, userId);
        const storeCleared = await clearStoresOfOthersLists(tx, userId);
        const left = await tx
          .delete(listMember)
          .where(eq(listMember.userId, userId))
          .returning({ listId: listMember.listId });
        // What is still the user's now had no other member to go to.
        const deleted = (
          await tx.delete(list).where(eq(list.ownerId, userId)).returning({ id: list.id })
        ).map((row) => row.id);
        const gone = new Set(deleted);
        const membersChanged = unique(left.map((row) => row.listId)).filter((id) => !gone.has(id));
        const changedLists = new Set(membersChanged);
        await stampListsById(tx, membersChanged, { summaryChanged: true });
        await stampListsById(
          tx,
          storeCleared.filter((id) => !gone.has(id) && !changedLists.has(id)),
          { summaryChanged: false },
        );
        await publishChanges(tx, [
          ...deleted.map((listId) => ({ kind: 'list' as const, listId })),
          // The user's other devices learn the account is gone and sign out.
          { kind: 'user', userId },
        ]);
        await removeOwnRows(tx, userId, me.email);
        return { listsHandedOver: handedOver, listsDeleted: deleted.length };
      }),
  };
}

/** The account deletion repository. */
export type AccountDeletionRepo = ReturnType<typeof accountDeletionRepo>;

/**
 * A household with others in it lives on without the user: its longest-standing admin, else member, becomes
 * its owner when the user was, and it keeps the meals, planned week, stores and corrections the user made for
 * it (now its owner's). Its members are told.
 */
async function leaveHousehold(tx: Transaction, userId: string): Promise<void> {
  const [seat] = await tx
    .select({ householdId: householdMember.householdId, role: householdMember.role })
    .from(householdMember)
    .where(eq(householdMember.userId, userId));
  if (!seat) {
    return;
  }
  const heir = await heirOf(tx, seat.householdId, userId, roleOf(seat.role));
  if (!heir) {
    return;
  }
  await handOverHouseholdData(tx, userId, heir, { copyMeals: false });
  await publishToHousehold(tx, heir, ['meals', 'plan', 'stores', 'staples', 'household', 'history']);
}

/**
 * Makes the longest-standing other member (earliest to join; the id breaks a tie) the owner of each list the
 * user owns. Answers how many lists changed hands.
 */
async function handOverOwnedLists(tx: Transaction, userId: string): Promise<number> {
  // Locked first, so nobody joins or leaves them while their heir is chosen.
  await tx.select({ id: list.id }).from(list).where(eq(list.ownerId, userId)).for('update');
  const handedOver = await rowsOf(
    tx,
    sql`
    with heirs as (
      select distinct on (m.list_id) m.list_id, m.user_id
      from list_member m join list l on l.id = m.list_id
      where l.owner_id = ${userId} and m.user_id <> ${userId}
      order by m.list_id, m.added_at, m.user_id
    )
    update list set owner_id = heirs.user_id from heirs where list.id = heirs.list_id
    returning list.id
  `,
  );
  return handedOver.length;
}

/**
 * Lists (anyone's) set to one of the user's stores lose it before the stores go, with the trip being counted,
 * as deleting a store does. Answers their ids.
 */
async function clearStoresOfOthersLists(tx: Transaction, userId: string): Promise<string[]> {
  const rows = await tx
    .update(list)
    .set({ storeId: null, tripId: null })
    .where(sql`${list.storeId} in (select ${store.id} from ${store} where ${store.ownerId} = ${userId})`)
    .returning({ id: list.id });
  return rows.map((row) => row.id);
}

/** Every row that is the user's alone, then the user. Most would cascade; naming them keeps the list honest. */
async function removeOwnRows(tx: Transaction, userId: string, email: string): Promise<void> {
  await tx
    .delete(shareInvite)
    .where(or(eq(shareInvite.inviterId, userId), eq(shareInvite.recipientId, userId)));
  await tx.delete(mealPlanEntry).where(eq(mealPlanEntry.userId, userId));
  await tx.delete(meal).where(eq(meal.userId, userId));
  // Their trips (store_tick) go with them.
  await tx.delete(store).where(eq(store.ownerId, userId));
  // No foreign key: corrections are read by user id alone.
  await tx.delete(categoryMemory).where(eq(categoryMemory.userId, userId));
  await tx.delete(staple).where(eq(staple.userId, userId));
  // What they bought; the household kept a copy (handOverHouseholdData).
  await tx.delete(itemHistory).where(eq(itemHistory.userId, userId));
  await tx.delete(appliedChange).where(eq(appliedChange.userId, userId));
  await tx.delete(billingSubscription).where(eq(billingSubscription.userId, userId));
  await tx.delete(billingCustomer).where(eq(billingCustomer.userId, userId));
  await tx.delete(testCheckout).where(eq(testCheckout.userId, userId));
  await tx.delete(session).where(eq(session.userId, userId));
  await tx.delete(account).where(eq(account.userId, userId));
  // better-auth keys a reset token by the token and keeps the user id as its value.
  await tx.delete(verification).where(or(eq(verification.identifier, email), eq(verification.value, userId)));
  const [membership] = await tx
    .delete(householdMember)
    .where(eq(householdMember.userId, userId))
    .returning({ householdId: householdMember.householdId });
  if (membership) {
    // A household left empty goes with its last member.
    await tx
      .delete(household)
      .where(
        and(
          eq(household.id, membership.householdId),
          sql`not exists (select 1 from ${householdMember} where ${householdMember.householdId} = ${household.id})`,
        ),
      );
  }
  await tx.delete(user).where(eq(user.id, userId));
}

function unique(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}
