import { CATEGORIES, type Category, isCategory } from '@shared/categories';
import { isHouseholdRole } from '@shared/contract/households';
import type { StoredHistoryItem } from '@shared/contract/item-history';
import type { ImportCounts } from '@shared/contract/my-data';
import {
  MY_DATA_FORMAT,
  MY_DATA_LIMITS,
  MY_DATA_VERSION,
  type MyDataFile,
} from '@shared/contract/my-data-file';
import { MEAL_SLOTS, type MealSlot, WEEK_DAYS, type WeekDay } from '@shared/meal-plan';
import { isPro } from '../policies/pro';

/** Everything of one user that goes into their data file, as the repository reads it. */
export interface MyDataRows {
  profile: { email: string; displayName: string; subscriptionStatus: string };
  /** The user's household: its name and its members by display name, with their roles. */
  household: { name: string; members: { displayName: string; role: string }[] } | null;
  /** The lists the user is on, oldest first, with the name of the store each is shopped in. */
  lists: {
    id: string;
    name: string;
    ownerId: string;
    createdAt: Date;
    plannedMeals: string[];
    storeName: string | null;
  }[];
  /** Everyone on those lists, the user too, in the order they joined. */
  members: { listId: string; userId: string; displayName: string }[];
  /** The items of those lists, in list order. */
  items: {
    listId: string;
    name: string;
    quantity: string | null;
    note: string | null;
    category: string;
    checked: boolean;
    checkedAt: Date | null;
  }[];
  meals: {
    name: string;
    ingredients: string[];
    instructions: string | null;
    servings: number | null;
    sourceUrl: string | null;
    createdAt: Date;
  }[];
  /** The week's entries in the order they were planned. */
  plan: { day: string; slot: string; meal: string; scale: number }[];
  stores: { id: string; name: string; categoryOrder: string[] | null; createdAt: Date }[];
  /** The stores' latest trips, oldest trip first, each trip's ticks in the order they were made. */
  ticks: {
    storeId: string;
    tripId: string;
    endedAt: Date;
    itemKey: string;
    category: string;
    position: number;
  }[];
  corrections: { itemKey: string; category: string; updatedAt: Date }[];
  staples: { itemKey: string; name: string }[];
  bought: StoredHistoryItem[];
}

/** A category as stored, or Miscellaneous for one no longer among the 12 (as lists show it). */
const categoryOf = (category: string): Category => (isCategory(category) ? category : 'Miscellaneous');

/** Rows grouped by a key, each group in the rows' order. */
function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) {
      group.push(row);
    } else {
      groups.set(key(row), [row]);
    }
  }
  return groups;
}

function presentLists(rows: MyDataRows, userId: string): MyDataFile['lists'] {
  const members = groupBy(rows.members, (member) => member.listId);
  const items = groupBy(rows.items, (item) => item.listId);
  // An import takes MY_DATA_LIMITS.items in all, so an export writes no more (no household comes near it).
  let itemsLeft: number = MY_DATA_LIMITS.items;
  return rows.lists.map((row) => {
    const listItems = (items.get(row.id) ?? []).slice(0, Math.min(MY_DATA_LIMITS.itemsPerList, itemsLeft));
    itemsLeft -= listItems.length;
    return presentList(row, userId, members.get(row.id) ?? [], listItems);
  });
}

function presentList(
  row: MyDataRows['lists'][number],
  userId: string,
  members: MyDataRows['members'],
  items: MyDataRows['items'],
): MyDataFile['lists'][number] {
  return {
    name: row.name,
    role: row.ownerId === userId ? 'owner' : 'member',
    createdAt: row.createdAt.toISOString(),
    // Who else is on the list, by the name they show: never their e-mail or account id.
    members: members
      .filter((member) => member.userId !== userId)
      .slice(0, MY_DATA_LIMITS.membersPerList)
      .map((member) => ({
        displayName: member.displayName,
        role: member.userId === row.ownerId ? 'owner' : 'member',
      })),
    store: row.storeName,
    plannedMeals: row.plannedMeals.slice(0, MY_DATA_LIMITS.plannedMealsPerList),
    items: items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      note: item.note,
      category: categoryOf(item.category),
      checked: item.checked,
      checkedAt: item.checkedAt?.toISOString() ?? null,
    })),
  };
}

function presentStores(rows: MyDataRows): MyDataFile['stores'] {
  const ticks = groupBy(rows.ticks, (tick) => tick.storeId);
  return rows.stores.map((row) => {
    const trips = [...groupBy(ticks.get(row.id) ?? [], (tick) => tick.tripId).values()];
    const order = row.categoryOrder?.filter(isCategory) ?? [];
    return {
      name: row.name,
      // Only a whole order set by hand is one; anything else is the default order, as the Stores page shows it.
      categoryOrder: order.length === CATEGORIES.length ? order : null,
      createdAt: row.createdAt.toISOString(),
      trips: trips.map((trip) => ({
        endedAt: (trip[0]?.endedAt ?? new Date()).toISOString(),
        ticks: trip.slice(0, MY_DATA_LIMITS.ticksPerTrip).map(({ itemKey, category, position }) => ({
          itemKey,
          category: categoryOf(category),
          position,
        })),
      })),
    };
  });
}

/** The user's data file, version 1 (docs/data-export.md), from what the repository read. */
export function presentMyData(
  rows: MyDataRows,
  userId: string,
  app: { version: string; now: Date },
): MyDataFile {
  return {
    format: MY_DATA_FORMAT,
    version: MY_DATA_VERSION,
    exportedAt: app.now.toISOString(),
    app: { version: app.version },
    profile: {
      email: rows.profile.email,
      displayName: rows.profile.displayName,
      subscriptionStatus: isPro(rows.profile) ? 'active' : 'inactive',
    },
    ...(rows.household
      ? {
          household: {
            name: rows.household.name,
            members: rows.household.members.map((member) => ({
              displayName: member.displayName,
              role: isHouseholdRole(member.role) ? member.role : 'member',
            })),
          },
        }
      : {}),
    lists: presentLists(rows, userId),
    meals: rows.meals.map(({ createdAt, ...meal }) => ({ ...meal, createdAt: createdAt.toISOString() })),
    plan: rows.plan.flatMap(({ day, slot, meal, scale }) =>
      isDay(day) && isSlot(slot) ? [{ day, slot, meal, scale }] : [],
    ),
    stores: presentStores(rows),
    categoryCorrections: rows.corrections.map((row) => ({
      itemKey: row.itemKey,
      category: categoryOf(row.category),
      updatedAt: row.updatedAt.toISOString(),
    })),
    staples: rows.staples.map(({ itemKey, name }) => ({ itemKey, name })),
    itemHistory: rows.bought.map((row) => ({
      ...row,
      category: categoryOf(row.category),
      lastBoughtAt: row.lastBoughtAt.toISOString(),
    })),
  };
}

/** What an import wrote, counted as importMyData answers it. */
export function presentImportCounts(
  rows: {
    lists: readonly unknown[];
    items: readonly unknown[];
    meals: readonly unknown[];
    plan: readonly unknown[];
    stores: readonly unknown[];
    skipped: ImportCounts['skipped'];
  },
  corrections: number,
): ImportCounts {
  return {
    lists: rows.lists.length,
    items: rows.items.length,
    meals: rows.meals.length,
    planEntries: rows.plan.length,
    stores: rows.stores.length,
    categoryCorrections: corrections,
    skipped: rows.skipped,
  };
}

const isDay = (day: string): day is WeekDay => (WEEK_DAYS as readonly string[]).includes(day);
const isSlot = (slot: string): slot is MealSlot => (MEAL_SLOTS as readonly string[]).includes(slot);
