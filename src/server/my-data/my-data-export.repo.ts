import { MY_DATA_LIMITS } from '@shared/contract/my-data-file';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { householdOf as householdMembersOf, inHouseholdOf } from '../db/household-scope';
import { rowsOf } from '../db/raw-rows';
import {
  categoryMemory,
  itemHistory,
  list,
  listItem,
  listMember,
  meal,
  mealPlanEntry,
  staple,
  store,
  storeTick,
  user,
} from '../db/schema';
import type { MyDataRows } from '../presenters/my-data-file';

/** The latest trips of the user's stores with their ticks, oldest trip first (see MY_DATA_LIMITS.tripsPerStore). */
async function ticksOf(db: Database, userId: string): Promise<MyDataRows['ticks']> {
  const rows = await rowsOf<{
    store_id: string;
    trip_id: string;
    ended_at: Date | string;
    item_key: string;
    category: string;
    position: number;
  }>(
    db,
    sql`
    with trips as (
      select t.store_id, t.trip_id, max(t.ticked_at) as ended_at
      from ${storeTick} t join ${store} s on s.id = t.store_id
      where s.owner_id in ${householdMembersOf(userId)}
      group by t.store_id, t.trip_id
    ),
    latest as (
      select trips.*, row_number() over (partition by store_id order by ended_at desc, trip_id) as recent
      from trips
    )
    select t.store_id, t.trip_id, latest.ended_at, t.item_key, t.category, t.position
    from latest join ${storeTick} t on t.store_id = latest.store_id and t.trip_id = latest.trip_id
    where latest.recent <= ${MY_DATA_LIMITS.tripsPerStore}
    order by t.store_id, latest.ended_at, t.trip_id, t.position, t.item_key
  `,
  );
  return rows.map((row) => ({
    storeId: row.store_id,
    tripId: row.trip_id,
    endedAt: new Date(row.ended_at),
    itemKey: row.item_key,
    category: row.category,
    position: Number(row.position),
  }));
}

/** The lists the user is on, with their members and items, as the export presents them. */
async function listsOf(tx: Database, userId: string) {
  const lists = await tx
    .select({
      id: list.id,
      name: list.name,
      ownerId: list.ownerId,
      createdAt: list.createdAt,
      plannedMeals: list.plannedMeals,
      storeName: store.name,
    })
    .from(list)
    .innerJoin(listMember, and(eq(listMember.listId, list.id), eq(listMember.userId, userId)))
    .leftJoin(store, eq(store.id, list.storeId))
    .orderBy(asc(list.createdAt), asc(list.id))
    .limit(MY_DATA_LIMITS.lists);
  const listIds = lists.map((row) => row.id);
  if (listIds.length === 0) {
    return { lists, members: [], items: [] };
  }
  const members = await tx
    .select({ listId: listMember.listId, userId: listMember.userId, displayName: user.name })
    .from(listMember)
    .innerJoin(user, eq(user.id, listMember.userId))
    .where(inArray(listMember.listId, listIds))
    .orderBy(asc(listMember.addedAt));
  const items = await tx
    .select({
      listId: listItem.listId,
      name: listItem.name,
      quantity: listItem.quantity,
      note: listItem.note,
      category: listItem.category,
      checked: listItem.checked,
      checkedAt: listItem.checkedAt,
    })
    .from(listItem)
    .where(inArray(listItem.listId, listIds))
    .orderBy(asc(listItem.position));
  return { lists, members, items };
}

/** The user's household and its members by display name, the owner first, then by joining; null if none. */
async function householdOf(tx: Database, userId: string): Promise<MyDataRows['household']> {
  const rows = await rowsOf<{ name: string; display_name: string; role: string }>(
    tx,
    sql`select h.name, u.name as display_name, m.role
        from household_member mine
        join household h on h.id = mine.household_id
        join household_member m on m.household_id = h.id
        join "user" u on u.id = m.user_id
        where mine.user_id = ${userId}
        order by m.role <> 'owner', m.joined_at, u.name`,
  );
  const [first] = rows;
  return first
    ? { name: first.name, members: rows.map((row) => ({ displayName: row.display_name, role: row.role })) }
    : null;
}

/** Everything of the user an export holds; null when the account is gone. */
export async function readMyData(tx: Database, userId: string): Promise<MyDataRows | null> {
  const [profile] = await tx
    .select({ email: user.email, displayName: user.name, subscriptionStatus: user.subscriptionStatus })
    .from(user)
    .where(eq(user.id, userId));
  if (!profile) {
    return null;
  }
  const meals = await tx
    .select({
      name: meal.name,
      ingredients: meal.ingredients,
      instructions: meal.instructions,
      servings: meal.servings,
      sourceUrl: meal.sourceUrl,
      createdAt: meal.createdAt,
    })
    .from(meal)
    .where(inHouseholdOf(meal.userId, userId))
    .orderBy(asc(meal.createdAt), asc(meal.id))
    .limit(MY_DATA_LIMITS.meals);
  const plan = await tx
    .select({ day: mealPlanEntry.day, slot: mealPlanEntry.slot, meal: meal.name, scale: mealPlanEntry.scale })
    .from(mealPlanEntry)
    .innerJoin(meal, eq(meal.id, mealPlanEntry.mealId))
    .where(inHouseholdOf(mealPlanEntry.userId, userId))
    .orderBy(asc(mealPlanEntry.position));
  const stores = await tx
    .select({
      id: store.id,
      name: store.name,
      categoryOrder: store.categoryOrder,
      createdAt: store.createdAt,
    })
    .from(store)
    .where(inHouseholdOf(store.ownerId, userId))
    .orderBy(asc(store.createdAt), asc(store.id));
  const corrections = await tx
    .select({
      itemKey: categoryMemory.itemKey,
      category: categoryMemory.category,
      updatedAt: categoryMemory.updatedAt,
    })
    .from(categoryMemory)
    .where(eq(categoryMemory.userId, userId))
    .orderBy(asc(categoryMemory.updatedAt), asc(categoryMemory.itemKey))
    .limit(MY_DATA_LIMITS.categoryCorrections);
  // The household's, as its stores are: what it always has is not one member's.
  const staples = await tx
    .selectDistinctOn([staple.itemKey], { itemKey: staple.itemKey, name: staple.name })
    .from(staple)
    .where(inHouseholdOf(staple.userId, userId))
    .orderBy(asc(staple.itemKey), asc(staple.createdAt));
  // What the account bought, as corrections are: its own rows (the household's others are their makers').
  const bought = await tx
    .select({
      name: itemHistory.name,
      category: itemHistory.category,
      quantity: itemHistory.quantity,
      timesBought: itemHistory.timesBought,
      lastBoughtAt: itemHistory.lastBoughtAt,
      favourite: itemHistory.favourite,
    })
    .from(itemHistory)
    .where(eq(itemHistory.userId, userId))
    .orderBy(asc(itemHistory.lastBoughtAt), asc(itemHistory.nameKey))
    .limit(MY_DATA_LIMITS.itemHistory);
  const ticks = await ticksOf(tx, userId);
  const household = await householdOf(tx, userId);
  return {
    profile,
    ...(await listsOf(tx, userId)),
    meals,
    plan,
    stores,
    ticks,
    corrections,
    staples,
    bought,
    household,
  };
}
