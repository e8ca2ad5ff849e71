import { and, asc, eq } from 'drizzle-orm';
import type { Category } from '../../shared/categories';
import type { Database } from '../db/client';
import { list, listItem } from '../db/schema';
import type { ChangeRecord } from './applied-changes.repo';
import type { ListChange } from './list-change.repo';

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
        })
        .from(listItem)
        .where(eq(listItem.listId, listId))
        .orderBy(asc(listItem.position));
    },

    /** Applies a change to one item of a list; answers its name, or null when it is not on that list. */
    updateItem: (
      listId: string,
      itemId: string,
      values: Partial<{ name: string; category: Category }>,
      record?: ChangeRecord,
    ) =>
      change(listId, { summaryChanged: false, record }, async (tx) => {
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

    deleteItem: (listId: string, itemId: string, record?: ChangeRecord) =>
      change(listId, { summaryChanged: true, record }, async (tx) => {
        const deleted = await tx
          .delete(listItem)
          .where(and(eq(listItem.id, itemId), eq(listItem.listId, listId)))
          .returning({ id: listItem.id });
        return deleted.length > 0;
      }),

    clear: (listId: string, record?: ChangeRecord) =>
      change(listId, { summaryChanged: true, record }, async (tx) => {
        await tx.delete(listItem).where(eq(listItem.listId, listId));
        await tx.update(list).set({ needsResort: false }).where(eq(list.id, listId));
        return true;
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
        await tx.update(list).set({ needsResort: false }).where(eq(list.id, listId));
        return true;
      }),
  };
}
