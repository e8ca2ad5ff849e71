import type { MealSlot, WeekDay } from '@shared/meal-plan';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { inHouseholdOf, publishToHousehold } from '../db/household-scope';
import {
  categoryMemory,
  itemHistory,
  list,
  listItem,
  listMember,
  meal,
  mealPlanEntry,
  store,
  storeTick,
  user,
} from '../db/schema';
import { joinHouseholdTo } from '../lists';
import type { MyDataRows } from '../presenters/my-data-file';
import type { ExistingData, ImportRows } from './import-plan';
import { readMyData } from './my-data-export.repo';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table here. */
const CHUNK = 1000;

async function inChunks<T>(
  rows: readonly T[],
  write: (chunk: T[]) => Promise<unknown>,
  size: number = CHUNK,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    await write(rows.slice(start, start + size));
  }
}

/** Rows per statement of the larger tables: one JSON parameter each, so no parameter limit applies. */
const JSON_CHUNK = 2500;

/*
 * The larger tables' rows go in as one JSON document per statement: a third of the time of a multi-row VALUES
 * insert (a tenth for meals, whose ingredients are arrays) on the embedded database, where no other request
 * can run while the import's transaction writes.
 */

function insertItems(tx: Database, items: ImportRows['items']) {
  const rows = items.map(({ id, listId, name, category, checked, quantity, note, checkedAt }) => ({
    id,
    list_id: listId,
    name,
    category,
    checked: checked ?? false,
    quantity: quantity ?? null,
    note: note ?? null,
    checked_at: checkedAt ?? null,
  }));
  return tx.execute(sql`
    insert into ${listItem} (id, list_id, name, category, checked, quantity, note, checked_at)
    select id, list_id, name, category, checked, quantity, note, checked_at
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as t(id text, list_id text, name text, category text, checked boolean, quantity text, note text,
        checked_at timestamptz)
  `);
}

function insertMeals(tx: Database, meals: ImportRows['meals']) {
  const rows = meals.map(
    ({ id, userId, name, ingredients, instructions, servings, sourceUrl, createdAt }) => ({
      id,
      user_id: userId,
      name,
      ingredients,
      instructions: instructions ?? null,
      servings: servings ?? null,
      source_url: sourceUrl ?? null,
      created_at: createdAt ?? null,
    }),
  );
  return tx.execute(sql`
    insert into ${meal} (id, user_id, name, ingredients, instructions, servings, source_url, created_at)
    select id, user_id, name, array(select json_array_elements_text(ingredients)), instructions, servings,
      source_url, coalesce(created_at, now())
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as t(id text, user_id text, name text, ingredients json, instructions text, servings int, source_url text,
        created_at timestamptz)
  `);
}

/** What the account's household has that an import must not duplicate or overflow. */
async function existingOf(tx: Database, userId: string): Promise<ExistingData & { ownedLists: number }> {
  const listNames = await tx
    .select({ name: list.name })
    .from(list)
    .innerJoin(listMember, and(eq(listMember.listId, list.id), eq(listMember.userId, userId)));
  const [owned] = await tx.select({ n: count() }).from(list).where(inHouseholdOf(list.ownerId, userId));
  const meals = await tx
    .select({ id: meal.id, name: meal.name })
    .from(meal)
    .where(inHouseholdOf(meal.userId, userId))
    .orderBy(asc(meal.createdAt), asc(meal.id));
  const stores = await tx
    .select({ id: store.id, name: store.name })
    .from(store)
    .where(inHouseholdOf(store.ownerId, userId))
    .orderBy(asc(store.createdAt), asc(store.id));
  const plan = await tx
    .select({ day: mealPlanEntry.day, slot: mealPlanEntry.slot, mealId: mealPlanEntry.mealId })
    .from(mealPlanEntry)
    .where(inHouseholdOf(mealPlanEntry.userId, userId));
  return {
    listNames: listNames.map((row) => row.name),
    ownedLists: owned?.n ?? 0,
    meals,
    stores,
    plan: plan.map((row) => ({ ...row, day: row.day as WeekDay, slot: row.slot as MealSlot })),
  };
}

/** Everything of one user an export holds, and an import's writes, all or nothing. */
export function myDataRepo(db: Database) {
  return {
    /**
     * The user's data as the export presents it, read in one snapshot so lists, items and stores agree; null
     * when the account is gone.
     */
    exportOf: (userId: string): Promise<MyDataRows | null> =>
      db.transaction((tx) => readMyData(tx, userId), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      }),

    /**
     * Imports for a user in one transaction: `plan` sees what the account has (read under a lock on the
     * account, so two imports at once take turns) and answers the rows to write, or throws to write nothing.
     * Answers the rows written and how many corrections were new; null when the account is gone.
     */
    importFor(
      userId: string,
      plan: (existing: ExistingData & { ownedLists: number }) => Promise<ImportRows>,
    ): Promise<{ rows: ImportRows; corrections: number } | null> {
      return db.transaction(async (tx) => {
        const [account] = await tx
          .select({ id: user.id })
          .from(user)
          .where(eq(user.id, userId))
          .for('update');
        if (!account) {
          return null;
        }
        const rows = await plan(await existingOf(tx, userId));
        await inChunks(rows.stores, (chunk) => tx.insert(store).values(chunk));
        await inChunks(rows.ticks, (chunk) => tx.insert(storeTick).values(chunk));
        await inChunks(rows.lists, (chunk) => tx.insert(list).values(chunk));
        await inChunks(rows.lists, (chunk) =>
          tx.insert(listMember).values(chunk.map((row) => ({ listId: row.id, userId }))),
        );
        // The imported lists are the household's, as new lists are: every other member is on them too.
        await joinHouseholdTo(
          tx,
          rows.lists.map((row) => row.id),
          userId,
        );
        // In the order planned: each item's position follows the order of the rows inserted.
        await inChunks(rows.items, (chunk) => insertItems(tx, chunk), JSON_CHUNK);
        await inChunks(rows.meals, (chunk) => insertMeals(tx, chunk), JSON_CHUNK);
        await inChunks(rows.plan, (chunk) => tx.insert(mealPlanEntry).values(chunk));
        let corrections = 0;
        // A correction the account already has for an item is newer than the file's: it stays.
        await inChunks(rows.corrections, async (chunk) => {
          const added = await tx
            .insert(categoryMemory)
            .values(chunk)
            .onConflictDoNothing()
            .returning({ itemKey: categoryMemory.itemKey });
          corrections += added.length;
        });
        // What the account bought already is newer than the file's.
        await inChunks(rows.bought, (chunk) => tx.insert(itemHistory).values(chunk).onConflictDoNothing());
        await publishToHousehold(tx, userId, ['lists', 'meals', 'plan', 'stores', 'history']);
        return { rows, corrections };
      });
    },
  };
}

/** The repository of data export and import. */
export type MyDataRepo = ReturnType<typeof myDataRepo>;
