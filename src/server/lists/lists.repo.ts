import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Category } from '../../shared/categories';
import { type Executor, publishChanges } from '../db/change-feed';
import type { Database } from '../db/client';
import { list, listItem, listMember, user } from '../db/schema';
import { itemWrites, stampAndNotify } from './item-writes.repo';

/** A new unguessable id (128 random bits). */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}

/** A list row as the procedures need it to decide access. */
export interface ListRow {
  id: string;
  name: string;
  ownerId: string;
  needsResort: boolean;
  plannedMeals: string[];
  createdAt: Date;
  lastUpdated: Date;
}

/** Lists, their members and their items. Every write publishes its topics in the same transaction. */
export function listsRepo(db: Database) {
  /**
   * Runs a write on one list, touches it, and tells every member's devices what changed. A write that
   * answers null or false found nothing to change (an item already gone), so the list is left untouched.
   */
  const change = <T>(
    listId: string,
    work: (tx: Executor & Database) => Promise<T>,
    extraTopics: string[] = [],
  ) =>
    db.transaction(async (tx) => {
      const result = await work(tx as unknown as Executor & Database);
      if (result === null || result === false) {
        return result;
      }
      await tx.execute(sql`
        with changed as (select ${listId}::text as list_id), ${stampAndNotify(extraTopics)}
        select count(*) from notified
      `);
      return result;
    });

  return {
    ...itemWrites(db),

    /** The list if this user is one of its members; null otherwise (the caller answers 404 either way). */
    async findForMember(listId: string, userId: string): Promise<ListRow | null> {
      const [row] = await db
        .select({
          id: list.id,
          name: list.name,
          ownerId: list.ownerId,
          needsResort: list.needsResort,
          plannedMeals: list.plannedMeals,
          createdAt: list.createdAt,
          lastUpdated: list.lastUpdated,
        })
        .from(list)
        .innerJoin(listMember, and(eq(listMember.listId, list.id), eq(listMember.userId, userId)))
        .where(eq(list.id, listId));
      return row ?? null;
    },

    /** The lists a user is a member of, newest first, with their item counts and member ids. */
    async listsOf(userId: string) {
      const rows = await db
        .select({ id: list.id, name: list.name, ownerId: list.ownerId, createdAt: list.createdAt })
        .from(list)
        .innerJoin(listMember, and(eq(listMember.listId, list.id), eq(listMember.userId, userId)))
        .orderBy(desc(list.createdAt), desc(list.id));
      const ids = rows.map((row) => row.id);
      if (ids.length === 0) {
        return [];
      }
      const counts = await db
        .select({ listId: listItem.listId, n: count() })
        .from(listItem)
        .where(inArray(listItem.listId, ids))
        .groupBy(listItem.listId);
      const members = await db
        .select({ listId: listMember.listId, userId: listMember.userId })
        .from(listMember)
        .where(inArray(listMember.listId, ids))
        .orderBy(asc(listMember.addedAt));
      return rows.map((row) => ({
        ...row,
        itemCount: counts.find((c) => c.listId === row.id)?.n ?? 0,
        members: members.filter((m) => m.listId === row.id).map((m) => m.userId),
      }));
    },

    /** The ids of a list's members (none when the list is gone). */
    async memberIdsOf(listId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: listMember.userId })
        .from(listMember)
        .where(eq(listMember.listId, listId));
      return rows.map((row) => row.userId);
    },

    /** The members of a list with their display names, the owner first. */
    membersOf(listId: string) {
      return db
        .select({ uid: user.id, displayName: user.name, addedAt: listMember.addedAt })
        .from(listMember)
        .innerJoin(user, eq(user.id, listMember.userId))
        .where(eq(listMember.listId, listId))
        .orderBy(asc(listMember.addedAt));
    },

    /** The items of a list in the order they were added. */
    itemsOf(listId: string) {
      return db
        .select({
          id: listItem.id,
          name: listItem.name,
          category: listItem.category,
          checked: listItem.checked,
        })
        .from(listItem)
        .where(eq(listItem.listId, listId))
        .orderBy(asc(listItem.position));
    },

    /** How many lists a user owns. */
    async countOwnedBy(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(list).where(eq(list.ownerId, userId));
      return row?.n ?? 0;
    },

    /** Creates a list with its owner as the only member, and with its first items when given (one write). */
    async create(
      ownerId: string,
      name: string,
      contents: { items: { name: string; category: Category }[]; plannedMeals: string[] } = {
        items: [],
        plannedMeals: [],
      },
    ): Promise<string> {
      const id = newId();
      await db.transaction(async (tx) => {
        await tx.insert(list).values({ id, name, ownerId, plannedMeals: contents.plannedMeals });
        await tx.insert(listMember).values({ listId: id, userId: ownerId });
        if (contents.items.length > 0) {
          await tx
            .insert(listItem)
            .values(contents.items.map((item) => ({ id: newId(), listId: id, ...item })));
        }
        await publishChanges(tx, [`lists:${ownerId}`]);
      });
      return id;
    },

    rename: (listId: string, name: string) =>
      change(listId, (tx) => tx.update(list).set({ name }).where(eq(list.id, listId))),

    /** Deletes a list and everything on it; members' overviews are told before the rows go. */
    async remove(listId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const members = await tx
          .select({ userId: listMember.userId })
          .from(listMember)
          .where(eq(listMember.listId, listId));
        await tx.delete(list).where(eq(list.id, listId));
        await publishChanges(tx, [`list:${listId}`, ...members.map((m) => `lists:${m.userId}`)]);
      });
    },

    /** Adds a member (sharing); answers false when they already were one. */
    async addMember(listId: string, userId: string): Promise<boolean> {
      return change(
        listId,
        async (tx) => {
          const inserted = await tx
            .insert(listMember)
            .values({ listId, userId })
            .onConflictDoNothing()
            .returning({ userId: listMember.userId });
          return inserted.length > 0;
        },
        [`lists:${userId}`],
      );
    },

    /** Removes a member; their devices hear about it through their own overview topic. */
    removeMember: (listId: string, userId: string) =>
      change(
        listId,
        (tx) =>
          tx.delete(listMember).where(and(eq(listMember.listId, listId), eq(listMember.userId, userId))),
        [`lists:${userId}`],
      ),

    /** Adds items; a meal's name joins the list's planned meals (once) in the same write. */
    addItems: (listId: string, items: { name: string; category: Category }[], plannedMeal?: string) =>
      change(listId, async (tx) => {
        if (items.length > 0) {
          await tx.insert(listItem).values(items.map((item) => ({ id: newId(), listId, ...item })));
        }
        if (plannedMeal) {
          await tx
            .update(list)
            .set({
              plannedMeals: sql`case when ${plannedMeal} = any(${list.plannedMeals}) then ${list.plannedMeals} else array_append(${list.plannedMeals}, ${plannedMeal}) end`,
            })
            .where(eq(list.id, listId));
        }
        return items.length;
      }),

    /** Applies a change to one item of a list; answers its name, or null when it is not on that list. */
    updateItem: (listId: string, itemId: string, values: Partial<{ name: string; category: Category }>) =>
      change(listId, async (tx) => {
        const [updated] = await tx
          .update(listItem)
          .set(values)
          .where(and(eq(listItem.id, itemId), eq(listItem.listId, listId)))
          .returning({ name: listItem.name });
        if (updated && values.name !== undefined) {
          await tx.update(list).set({ needsResort: true }).where(eq(list.id, listId));
        }
        return updated?.name ?? null;
      }),

    deleteItem: (listId: string, itemId: string) =>
      change(listId, async (tx) => {
        const deleted = await tx
          .delete(listItem)
          .where(and(eq(listItem.id, itemId), eq(listItem.listId, listId)))
          .returning({ id: listItem.id });
        return deleted.length > 0;
      }),

    clear: (listId: string) =>
      change(listId, async (tx) => {
        await tx.delete(listItem).where(eq(listItem.listId, listId));
        await tx.update(list).set({ needsResort: false }).where(eq(list.id, listId));
      }),

    /** Files items under new categories after a re-sort and clears the re-sort flag. */
    recategorize: (listId: string, categories: { id: string; category: Category }[]) =>
      change(listId, async (tx) => {
        for (const entry of categories) {
          await tx
            .update(listItem)
            .set({ category: entry.category })
            .where(and(eq(listItem.id, entry.id), eq(listItem.listId, listId)));
        }
        await tx.update(list).set({ needsResort: false }).where(eq(list.id, listId));
      }),
  };
}

/** The lists repository. */
export type ListsRepo = ReturnType<typeof listsRepo>;
