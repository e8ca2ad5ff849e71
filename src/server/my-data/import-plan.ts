import type { MyDataFile } from '@shared/contract/my-data-file';
import { LIMITS } from '@shared/limits';
import type { MealSlot, WeekDay } from '@shared/meal-plan';
import type {
  categoryMemory,
  itemHistory,
  list,
  listItem,
  meal,
  mealPlanEntry,
  store,
  storeTick,
} from '../db/schema';
import { nextTurn, WORK_PER_TURN } from './next-turn';

/** What the importing account already has, read in the import's transaction. */
export interface ExistingData {
  /** Names of every list the user is on, their own or shared with them. */
  listNames: string[];
  meals: { id: string; name: string }[];
  stores: { id: string; name: string }[];
  plan: { day: WeekDay; slot: MealSlot; mealId: string }[];
}

/** The rows an import writes, every id made here, in the order they are to be inserted. */
export interface ImportRows {
  lists: (typeof list.$inferInsert)[];
  items: (typeof listItem.$inferInsert)[];
  meals: (typeof meal.$inferInsert)[];
  plan: (typeof mealPlanEntry.$inferInsert)[];
  stores: (typeof store.$inferInsert)[];
  ticks: (typeof storeTick.$inferInsert)[];
  corrections: (typeof categoryMemory.$inferInsert)[];
  bought: (typeof itemHistory.$inferInsert)[];
  skipped: { meals: number; stores: number; planEntries: number };
}

/** The words after a list's name when the account already has a list of that name. */
const IMPORTED = 'imported';

/** Names are matched as a shopper reads them: case and surrounding spaces aside. */
const nameKey = (name: string) => name.trim().toLowerCase();

/**
 * `name`, or when the account already had a list of that name, `name (imported)`, `name (imported 2)`, …:
 * the first one no list has, cut to fit the longest list name.
 */
export function importedListName(name: string, taken: Set<string>, existing: Set<string>): string {
  if (!existing.has(nameKey(name))) {
    return name;
  }
  for (let n = 1; ; n += 1) {
    const suffix = ` (${IMPORTED}${n === 1 ? '' : ` ${n}`})`;
    const candidate = `${name.slice(0, LIMITS.maxListName - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(nameKey(candidate))) {
      return candidate;
    }
  }
}

/** A time from the file, or undefined for the column's default (now). */
const dateOrDefault = (at: string | undefined) => (at === undefined ? undefined : new Date(at));

/** A trip's ticks as rows: one per item (as the table keys them, the first tick wins), all at its end. */
function tripTicks(
  storeId: string,
  tripId: string,
  trip: MyDataFile['stores'][number]['trips'][number],
): ImportRows['ticks'] {
  const seen = new Set<string>();
  return trip.ticks.flatMap((tick) => {
    if (seen.has(tick.itemKey)) {
      return [];
    }
    seen.add(tick.itemKey);
    return [{ storeId, listId: null, tripId, ...tick, tickedAt: new Date(trip.endedAt) }];
  });
}

/** Every name to the id of the first row that has it. */
function firstByName(rows: readonly { id: string; name: string }[]): Map<string, string> {
  const byName = new Map<string, string>();
  for (const row of rows) {
    if (!byName.has(nameKey(row.name))) {
      byName.set(nameKey(row.name), row.id);
    }
  }
  return byName;
}

type FileOf<K extends 'meals' | 'stores' | 'plan' | 'lists'> = MyDataFile[K];

/**
 * The file's meals the account does not have by name yet, and every meal name to the id it points at: the
 * account's own first, else the first new one (two of one name in a file both come in, as the account had both).
 */
function planMeals(meals: FileOf<'meals'>, existing: ExistingData, userId: string, newId: () => string) {
  const own = firstByName(existing.meals);
  const ids = new Map(own);
  const rows: ImportRows['meals'] = [];
  for (const fields of meals) {
    const key = nameKey(fields.name);
    if (!own.has(key)) {
      const id = newId();
      ids.set(key, ids.get(key) ?? id);
      rows.push({ ...fields, id, userId, createdAt: dateOrDefault(fields.createdAt) });
    }
  }
  return { rows, ids, skipped: meals.length - rows.length };
}

/** The file's stores the account does not have by name yet, with their trips, and every store name's id. */
function planStores(stores: FileOf<'stores'>, existing: ExistingData, userId: string, newId: () => string) {
  const own = firstByName(existing.stores);
  const ids = new Map(own);
  const rows: ImportRows['stores'] = [];
  const ticks: ImportRows['ticks'] = [];
  for (const entry of stores) {
    const key = nameKey(entry.name);
    if (own.has(key)) {
      continue;
    }
    const id = newId();
    ids.set(key, ids.get(key) ?? id);
    const { name, categoryOrder, createdAt } = entry;
    rows.push({ id, ownerId: userId, name, categoryOrder, createdAt: dateOrDefault(createdAt) });
    for (const trip of entry.trips) {
      for (const tick of tripTicks(id, newId(), trip)) {
        ticks.push(tick);
      }
    }
  }
  return { rows, ticks, ids, skipped: stores.length - rows.length };
}

/** The plan's entries, each pointing at its meal; one already in its slot, or past a full slot, is left out. */
function planEntries(
  plan: FileOf<'plan'>,
  mealIds: Map<string, string>,
  existing: ExistingData,
  userId: string,
  newId: () => string,
): ImportRows['plan'] {
  const rows: ImportRows['plan'] = [];
  for (const { day, slot, meal, scale } of plan) {
    const mealId = mealIds.get(nameKey(meal));
    const sameSlot = [...existing.plan, ...rows].filter((row) => row.day === day && row.slot === slot);
    const alreadyThere = existing.plan.some(
      (row) => row.day === day && row.slot === slot && row.mealId === mealId,
    );
    if (mealId !== undefined && !alreadyThere && sameSlot.length < LIMITS.maxMealsPerSlot) {
      rows.push({ id: newId(), userId, day, slot, mealId, scale });
    }
  }
  return rows;
}

/**
 * Every list as the user's own, renamed when the account has one of that name, with its items in order; a
 * turn of the event loop now and then, since a file may hold thousands of items.
 */
async function planLists(
  lists: FileOf<'lists'>,
  storeIds: Map<string, string>,
  existing: ExistingData,
  userId: string,
  newId: () => string,
) {
  const existingNames = new Set(existing.listNames.map(nameKey));
  const taken = new Set(existingNames);
  const rows: ImportRows['lists'] = [];
  const items: ImportRows['items'] = [];
  let work = 0;
  for (const entry of lists) {
    const id = newId();
    const name = importedListName(entry.name, taken, existingNames);
    taken.add(nameKey(name));
    const storeId = entry.store === null ? null : (storeIds.get(nameKey(entry.store)) ?? null);
    const { plannedMeals, createdAt } = entry;
    rows.push({ id, name, ownerId: userId, plannedMeals, createdAt: new Date(createdAt), storeId });
    for (const item of entry.items) {
      const checkedAt = item.checkedAt === null ? null : new Date(item.checkedAt);
      items.push({ ...item, id: newId(), listId: id, checkedAt });
      work += 1;
      if (work >= WORK_PER_TURN) {
        work = 0;
        await nextTurn();
      }
    }
  }
  return { rows, items };
}

/**
 * Works out what importing a data file writes for a user, by the rules of docs/data-export.md: every list
 * comes in as the user's own (renamed when the name is taken); a meal or store whose name the user already
 * has is not added again, and the file's plan and lists point at the user's one; a plan entry already in its
 * slot, or past a full slot, is left out. Corrections are all written; the repository keeps the user's own
 * where they have one for the same item.
 */
export async function planImport(
  file: MyDataFile,
  existing: ExistingData,
  userId: string,
  newId: () => string,
): Promise<ImportRows> {
  const meals = planMeals(file.meals, existing, userId, newId);
  const stores = planStores(file.stores, existing, userId, newId);
  const plan = planEntries(file.plan, meals.ids, existing, userId, newId);
  const lists = await planLists(file.lists, stores.ids, existing, userId, newId);
  // The last correction of an item in the file wins, as the latest one did where it was made.
  const corrections = new Map(
    file.categoryCorrections.map(({ itemKey, category, updatedAt }) => [
      itemKey,
      { userId, itemKey, category, updatedAt: dateOrDefault(updatedAt) },
    ]),
  );
  return {
    lists: lists.rows,
    items: lists.items,
    meals: meals.rows,
    plan,
    stores: stores.rows,
    ticks: stores.ticks,
    corrections: [...corrections.values()],
    bought: plannedHistory(file.itemHistory, userId),
    skipped: { meals: meals.skipped, stores: stores.skipped, planEntries: file.plan.length - plan.length },
  };
}

/**
 * The file's item history as the account's rows, one per spelling (the last in the file wins); the repository
 * keeps what the account already has for a spelling. The spelling is the tick's (bought-items-sql.repo.ts).
 */
function plannedHistory(bought: MyDataFile['itemHistory'], userId: string): ImportRows['bought'] {
  const rows = new Map<string, ImportRows['bought'][number]>();
  for (const item of bought) {
    const nameKey = item.name.trim().replace(/\s+/g, ' ').toLowerCase();
    rows.set(nameKey, { userId, nameKey, ...item, lastBoughtAt: dateOrDefault(item.lastBoughtAt) });
  }
  return [...rows.values()];
}
