import type { ListVisibility } from '@shared/contract/lists';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChangeRecord } from '../change-ids/applied-changes.repo';
import { publishChanges } from '../db/change-feed';
import type { Database } from '../db/client';
import { inHouseholdOf, publishToHousehold } from '../db/household-scope';
import { newId } from '../db/new-id';
import { rowsOf } from '../db/raw-rows';
import { list, listMember, user } from '../db/schema';
import { joinHouseholdTo } from './household-lists.repo';
import { itemAdds } from './item-adds.repo';
import { itemTicks } from './item-ticks.repo';
import { listChange } from './list-change.repo';
import { listItemsRepo } from './list-items.repo';
import { listRelations } from './list-relation.repo';

/**
 * Lists and their members, with who a user is to a list (list-relation.repo.ts) and their items' reads and
 * writes (list-items.repo.ts, item-ticks.repo.ts, item-adds.repo.ts). Every write publishes where it happened
 * in the same transaction.
 */
export function listsRepo(db: Database) {
  const change = listChange(db);

  return {
    ...itemTicks(db),
    ...itemAdds(db),
    ...listItemsRepo(db, change),
    ...listRelations(db),

    /**
     * The lists a user is a member of: those shared with them and not opened yet first, then newest first, with
     * their item counts and member ids.
     */
    async listsOf(userId: string) {
      const owner = alias(user, 'owner');
      const adder = alias(user, 'adder');
      const rows = await db
        .select({
          id: list.id,
          name: list.name,
          ownerId: list.ownerId,
          createdAt: list.createdAt,
          // Who shared it, when it came from outside the caller's household: whoever added them, else its owner.
          sharedBy: sql<string | null>`case when ${list.ownerId} <> ${userId} and not exists (
              select 1 from household_member mine join household_member theirs
                on theirs.household_id = mine.household_id
              where mine.user_id = ${userId} and theirs.user_id = ${list.ownerId}
            ) then coalesce(${adder.name}, ${owner.name}) end`,
          isNew: sql<boolean>`(${list.ownerId} <> ${userId} and ${listMember.seenAt} is null)`,
          visibility: sql<ListVisibility>`${list.visibility}`,
        })
        .from(list)
        .innerJoin(listMember, and(eq(listMember.listId, list.id), eq(listMember.userId, userId)))
        .innerJoin(owner, eq(owner.id, list.ownerId))
        .leftJoin(adder, eq(adder.id, listMember.addedBy))
        .orderBy(
          sql`(${list.ownerId} <> ${userId} and ${listMember.seenAt} is null) desc`,
          desc(list.createdAt),
          desc(list.id),
        );
      const ids = rows.map((row) => row.id);
      if (ids.length === 0) {
        return [];
      }
      // Each list's item count and member ids in one row, read in one statement for all of them. The ids come
      // as one text each list (ids never hold a space): a household's overview carries six a list, and parsing
      // a text is cheaper for both drivers than a Postgres array.
      const extras = await rowsOf<{ list_id: string; item_count: number; member_ids: string | null }>(
        db,
        sql`select ids.id as list_id,
            (select count(*)::int from list_item i where i.list_id = ids.id) as item_count,
            (select string_agg(m.user_id, ' ' order by m.added_at) from list_member m where m.list_id = ids.id)
              as member_ids
          from json_array_elements_text(${JSON.stringify(ids)}::json) as ids(id)`,
      );
      const byList = new Map(extras.map((extra) => [extra.list_id, extra]));
      return rows.map((row) => {
        const extra = byList.get(row.id);
        return {
          ...row,
          itemCount: Number(extra?.item_count ?? 0),
          members: extra?.member_ids ? extra.member_ids.split(' ') : [],
        };
      });
    },

    /** The members of a list with their display names, the owner first. */
    membersOf(listId: string) {
      return db
        .select({
          uid: user.id,
          displayName: user.name,
          addedAt: listMember.addedAt,
          seenAt: listMember.seenAt,
        })
        .from(listMember)
        .innerJoin(user, eq(user.id, listMember.userId))
        .where(eq(listMember.listId, listId))
        .orderBy(asc(listMember.addedAt));
    },

    /** Notes that the member has opened a list shared with them, so it is no longer new in their My Lists. */
    markSeen: (listId: string, userId: string) =>
      db.transaction(async (tx) => {
        const seen = await tx
          .update(listMember)
          .set({ seenAt: sql`now()` })
          .where(and(eq(listMember.listId, listId), eq(listMember.userId, userId), isNull(listMember.seenAt)))
          .returning({ userId: listMember.userId });
        if (seen.length > 0) {
          await publishChanges(tx, [{ kind: 'lists', userId }]);
        }
      }),

    /** How many lists the user's household has (made by any of its members, private ones included). */
    async countHouseholdLists(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(list).where(inHouseholdOf(list.ownerId, userId));
      return row?.n ?? 0;
    },

    /**
     * Creates an empty list, the household's: its creator and every other member of their household are its
     * members (the others through the household). Items go in through the one add path.
     */
    async create(ownerId: string, name: string, plannedMeals: string[] = []): Promise<string> {
      const id = newId();
      await db.transaction(async (tx) => {
        await tx.insert(list).values({ id, name, ownerId, plannedMeals });
        await tx.insert(listMember).values({ listId: id, userId: ownerId, seenAt: sql`now()` });
        await joinHouseholdTo(tx, [id], ownerId);
        await publishToHousehold(tx, ownerId, ['lists']);
      });
      return id;
    },

    /**
     * Makes a list private (only its creator and whom it was shared with stay members) or the household's again
     * (every member of its creator's household is one). Members who lose it or gain it hear it in their overview.
     */
    setVisibility: (listId: string, visibility: ListVisibility) =>
      change(listId, { summaryChanged: true }, async (tx) => {
        const [row] = await tx
          .update(list)
          .set({ visibility })
          .where(and(eq(list.id, listId), sql`${list.visibility} <> ${visibility}`))
          .returning({ ownerId: list.ownerId });
        if (!row) {
          return false;
        }
        if (visibility === 'private') {
          const gone = await tx
            .delete(listMember)
            .where(and(eq(listMember.listId, listId), eq(listMember.viaHousehold, true)))
            .returning({ userId: listMember.userId });
          await publishChanges(
            tx,
            gone.map((member) => ({ kind: 'lists' as const, userId: member.userId })),
          );
        } else {
          await joinHouseholdTo(tx, [listId], row.ownerId);
        }
        return true;
      }),

    rename: (listId: string, name: string, record?: ChangeRecord) =>
      change(listId, { summaryChanged: true, record }, async (tx) => {
        await tx.update(list).set({ name }).where(eq(list.id, listId));
        return true;
      }),

    /** Sets the store the list is shopped in (null for none); its members' open pages are told. */
    setStore: (listId: string, storeId: string | null) =>
      change(listId, { summaryChanged: false }, async (tx) => {
        // Ticks in another store are another trip.
        await tx.update(list).set({ storeId, tripId: null }).where(eq(list.id, listId));
        return true;
      }),

    /** Deletes a list and everything on it; members' overviews are told before the rows go. */
    async remove(listId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const members = await tx
          .select({ userId: listMember.userId })
          .from(listMember)
          .where(eq(listMember.listId, listId));
        await tx.delete(list).where(eq(list.id, listId));
        await publishChanges(tx, [
          { kind: 'list', listId },
          ...members.map((m) => ({ kind: 'lists' as const, userId: m.userId })),
        ]);
      });
    },

    /** Adds a member (sharing); null when they already were one. */
    addMember: (listId: string, userId: string, addedBy?: string) =>
      change(listId, { summaryChanged: true, overviewsOf: [userId] }, async (tx) => {
        const inserted = await tx
          .insert(listMember)
          .values({ listId, userId, addedBy })
          .onConflictDoNothing()
          .returning({ userId: listMember.userId });
        return inserted.length > 0;
      }),

    /** Removes a member; their devices hear about it through their own overview, and the list's page. */
    removeMember: (listId: string, userId: string) =>
      change(listId, { summaryChanged: true, overviewsOf: [userId] }, async (tx) => {
        await tx.delete(listMember).where(and(eq(listMember.listId, listId), eq(listMember.userId, userId)));
        return true;
      }),
  };
}

/** The lists repository. */
export type ListsRepo = ReturnType<typeof listsRepo>;
