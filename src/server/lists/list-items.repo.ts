import type { Category } from '@shared/categories';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { ChangeRecord } from '../change-ids/applied-changes.repo';
import type { Database, Transaction } from '../db/client';
import { rowsOf } from '../db/raw-rows';
import { list, listItem, removedListItem, user } from '../db/schema';
import type { ListChange } from './list-change.repo';

/** How long removed items can be put back; far longer than an Undo, so a queued Undo sent later still finds them. */
const KEPT_FOR_UNDO = sql`interval '1 day'`;

/**
 * Moves the list's items that match `which` out of the list into removed_list_item, as they were, and drops
 * what the list removed over a day ago. Answers how many were moved.
 */
async function setAside(tx: Transaction, listId: string, which: SQL): Promise<number> {
  await tx
    .delete(removedListItem)
    .where(
      and(eq(removedListItem.listId, listId), sql`${removedListItem.removedAt} < now() - ${KEPT_FOR_UNDO}`),
    );
  const [kept] = await rowsOf<{ moved: number }>(
    tx,
    sql`
    with gone as (
      delete from ${listItem} where ${listItem.listId} = ${listId} and ${which}
      returning id, list_id, name, category, checked, quantity, note, checked_at, position, added_by
    ),
    kept as (
      insert into ${removedListItem} (id, list_id, name, category, checked, quantity, note, checked_at,
        position, added_by)
      select * from gone
      -- An id is one list's (item-adds.repo.ts refuses one another list holds); the upsert still never touches
      -- another list's set-aside item, whose Undo would then bring back this list's text or nothing.
      on conflict (id) do update set name = excluded.name, category = excluded.category,
        checked = excluded.checked, quantity = excluded.quantity, note = excluded.note, checked_at = excluded.checked_at,
        position = excluded.position, added_by = excluded.added_by, removed_at = now()
        where ${removedListItem}.list_id = excluded.list_id
      returning 1
    )
    select count(*)::int as moved from kept
  `,
  );
  return Number(kept?.moved ?? 0);
}

/**
 * Ends the trip the list's ticks were being counted into (see store-trips.repo.ts): the shopper is done with
 * the ticks. Inside the transaction of the write that ends it.
 */
async function endTrip(tx: Transaction, listId: string): Promise<void> {
  await tx.update(list).set({ tripId: null }).where(eq(list.id, listId));
}

/** The items of a list: read in order, and changed one at a time or all together, each as a list change. */
export function listItemsRepo(db: Database, change: ListChange) {
  return {
    /** The items of a list in the order they were added. */
    itemsOf(listId: string) {
      return db
        .select({
          id: listItem.id,
          name: listItem.name,
          category: listItem.category,
          checked: listItem.checked,
          quantity: listItem.quantity,
          note: listItem.note,
          checkedAt: listItem.checkedAt,
          addedBy: user.name,
        })
        .from(listItem)
        .leftJoin(user, eq(user.id, listItem.addedBy))
        .where(eq(listItem.listId, listId))
        .orderBy(asc(listItem.position));
    },

    /** The aisle an item of a list is filed under, or null when it is not on that list. */
    async categoryOf(listId: string, itemId: string): Promise<string | null> {
      const [row] = await db
        .select({ category: listItem.category })
        .from(listItem)
        .where(and(eq(listItem.id, itemId), eq(listItem.listId, listId)));
      return row?.category ?? null;
    },

    /**
     * Applies a change to one item of a list; answers its name, or null when it is not on that list. A rename
     * whose name belongs in another aisle says who made it (`resortBy`), which flags the list for a re-sort.
     */
    updateItem: (
      listId: string,
      itemId: string,
      values: Partial<{ name: string; category: Category }>,
      record?: ChangeRecord,
      resortBy?: string,
    ) =>
      change(listId, { summaryChanged: false, record }, async (tx) => {
        const [updated] = await tx
          .update(listItem)
          .set(values)
          .where(and(eq(listItem.id, itemId), eq(listItem.listId, listId)))
          .returning({ name: listItem.name });
        if (updated && resortBy !== undefined) {
          await tx.update(list).set({ needsResort: true, resortBy }).where(eq(list.id, listId));
        }
        return updated?.name ?? null;
      }),

    /**
     * Sets an item's quantity or note (null clears it); the aisle stays, as it was decided on the name. Answers
     * whether the item is on the list.
     */
    setDetails: (
      listId: string,
      itemId: string,
      values: Partial<{ quantity: string | null; note: string | null }>,
      record?: ChangeRecord,
    ) =>
      change(listId, { summaryChanged: false, record }, async (tx) => {
        const [updated] = await tx
          .update(listItem)
          .set(values)
          .where(and(eq(listItem.id, itemId), eq(listItem.listId, listId)))
          .returning({ id: listItem.id });
        return updated !== undefined;
      }),

    /** Deletes an item, keeping it for an Undo (restore). */
    deleteItem: (listId: string, itemId: string, record?: ChangeRecord) =>
      change(listId, { summaryChanged: true, record }, async (tx) =>
        (await setAside(tx, listId, sql`${listItem.id} = ${itemId}`)) > 0 ? true : null,
      ),

    /** Removes every item, keeping them for an Undo; a list already empty is still cleared of its re-sort flag. */
    clear: (listId: string, record?: ChangeRecord) =>
      change(listId, { summaryChanged: true, record }, async (tx) => {
        await setAside(tx, listId, sql`true`);
        // A list started over is a trip ended (see store-trips.repo.ts).
        await tx
          .update(list)
          .set({ needsResort: false, resortBy: null, tripId: null })
          .where(eq(list.id, listId));
        return true;
      }),

    /** Removes the ticked items (the cart), keeping them for an Undo; answers how many went, null for none. */
    removeChecked: (listId: string, record?: ChangeRecord) =>
      change(listId, { summaryChanged: true, record }, async (tx) => {
        const moved = await setAside(tx, listId, sql`${listItem.checked}`);
        await endTrip(tx, listId);
        return moved > 0 ? moved : null;
      }),

    /** Unticks every ticked item; answers how many were ticked, null for none. */
    uncheckAll: (listId: string, record?: ChangeRecord) =>
      change(listId, { summaryChanged: false, record }, async (tx) => {
        const unticked = await tx
          .update(listItem)
          .set({ checked: false, checkedAt: null })
          .where(and(eq(listItem.listId, listId), eq(listItem.checked, true)))
          .returning({ id: listItem.id });
        await endTrip(tx, listId);
        return unticked.length > 0 ? unticked.length : null;
      }),

    /**
     * Puts items set aside by a delete, a clear or a removal back as they were: tick, aisle, quantity and
     * place in the list. Answers how many came back (null for none); ids not set aside (never removed, or
     * already back) are skipped.
     */
    restore: (listId: string, itemIds: readonly string[], record?: ChangeRecord) =>
      change(listId, { summaryChanged: true, record }, async (tx) => {
        const ids = JSON.stringify(itemIds);
        const [back] = await rowsOf<{ restored: number }>(
          tx,
          sql`
          with back as (
            delete from ${removedListItem}
            where ${removedListItem.listId} = ${listId}
              and ${removedListItem.id} in (select value from json_array_elements_text(${ids}::json))
              -- An item whose id is on a list again stays set aside rather than vanish in the insert below.
              and not exists (select 1 from ${listItem} where ${listItem.id} = ${removedListItem.id})
            returning *
          ),
          restored as (
            insert into ${listItem} (id, list_id, name, category, checked, quantity, note, checked_at,
              position, added_by)
            overriding system value
            select id, list_id, name, category, checked, quantity, note, checked_at, position, added_by from back
            on conflict (id) do nothing
            returning 1
          )
          select count(*)::int as restored from restored
        `,
        );
        const restored = Number(back?.restored ?? 0);
        return restored > 0 ? restored : null;
      }),

    /** Files items under new categories after a re-sort and clears the re-sort flag. */
    recategorize: (listId: string, categories: { id: string; category: Category }[]) =>
      change(listId, { summaryChanged: false }, async (tx) => {
        for (const entry of categories) {
          await tx
            .update(listItem)
            .set({ category: entry.category })
            .where(and(eq(listItem.id, entry.id), eq(listItem.listId, listId)));
        }
        await tx.update(list).set({ needsResort: false, resortBy: null }).where(eq(list.id, listId));
        return true;
      }),
  };
}
