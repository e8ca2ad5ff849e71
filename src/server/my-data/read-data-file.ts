import {
  correctionSchema,
  listSchema,
  MY_DATA_LIMITS,
  type MyDataFile,
  mealSchema,
  missingPlanMeal,
  myDataFileOutline,
  storeSchema,
} from '@shared/contract/my-data-file';
import { whereInFile } from '@shared/contract/my-data-problems';
import { MESSAGES } from '@shared/messages';
import type { z } from 'zod';
import { AppError } from '../rpc/app-error';
import { nextTurn, WORK_PER_TURN } from './next-turn';

/**
 * Reads a data file whose header the contract checked, as myDataFileSchema would, but a part at a time: its
 * outline first, then each list, meal, store and correction on its own, letting other requests in every few
 * hundred entries. A file of a whole account is checked in a few hundred milliseconds, all of which would
 * otherwise keep every other request (a health check, a tick) waiting. Refuses with the first problem and
 * where it is in the file.
 */
export async function readDataFileInTurns(value: unknown): Promise<MyDataFile> {
  const outline = myDataFileOutline.safeParse(value);
  if (!outline.success) {
    return refuse(value, [], outline.error.issues[0]);
  }
  const items = outline.data.lists.reduce<number>((total, list) => total + itemCount(list), 0);
  if (items > MY_DATA_LIMITS.items) {
    throw new AppError('INVALID_ARGUMENT', MESSAGES.importTooManyItems(items, MY_DATA_LIMITS.items));
  }
  const read = <T>(key: string, entries: unknown[], schema: z.ZodType<T>) =>
    readEntries(value, key, entries, schema);
  const file: MyDataFile = {
    ...outline.data,
    lists: await read('lists', outline.data.lists, listSchema),
    meals: await read('meals', outline.data.meals, mealSchema),
    stores: await read('stores', outline.data.stores, storeSchema),
    categoryCorrections: await read(
      'categoryCorrections',
      outline.data.categoryCorrections,
      correctionSchema,
    ),
  };
  const missing = missingPlanMeal(file);
  if (missing !== undefined) {
    const meal = file.plan[missing]?.meal ?? '';
    return refuse(value, ['plan', missing, 'meal'], {
      message: MESSAGES.importPlanMealMissing(meal),
      path: [],
    });
  }
  return file;
}

/** The entries of one array of the file, each read with its schema, a turn of the event loop now and then. */
async function readEntries<T>(
  file: unknown,
  key: string,
  entries: unknown[],
  schema: z.ZodType<T>,
): Promise<T[]> {
  const read: T[] = [];
  let work = 0;
  for (const [index, entry] of entries.entries()) {
    const parsed = schema.safeParse(entry);
    if (!parsed.success) {
      return refuse(file, [key, index], parsed.error.issues[0]);
    }
    read.push(parsed.data);
    // A list counts as its items, a store as its trips' ticks: what reading it costs.
    work += 1 + itemCount(entry) + tickCount(entry);
    if (work >= WORK_PER_TURN) {
      work = 0;
      await nextTurn();
    }
  }
  return read;
}

function refuse(
  file: unknown,
  at: readonly PropertyKey[],
  issue: { message: string; path: readonly PropertyKey[] } | undefined,
): never {
  const where = whereInFile([...at, ...(issue?.path ?? [])], file);
  throw new AppError('INVALID_ARGUMENT', MESSAGES.importFileInvalid(where, issue?.message ?? ''));
}

const lengthOf = (value: unknown, key: string): number => {
  const inside =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return Array.isArray(inside) ? inside.length : 0;
};

/** The items a list of the file holds, as far as can be told before it is read. */
const itemCount = (list: unknown) => lengthOf(list, 'items');

/** The ticks of a store's trips, as far as can be told before it is read. */
function tickCount(store: unknown): number {
  const trips =
    typeof store === 'object' && store !== null ? (store as { trips?: unknown }).trips : undefined;
  return Array.isArray(trips) ? trips.reduce<number>((total, trip) => total + lengthOf(trip, 'ticks'), 0) : 0;
}
