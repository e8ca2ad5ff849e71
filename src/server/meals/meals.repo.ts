import type { MealSlot, WeekDay } from '@shared/meal-plan';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { inHouseholdOf, publishToHousehold } from '../db/household-scope';
import { newId } from '../db/new-id';
import { meal, mealPlanEntry } from '../db/schema';
import type { MealOwnership } from '../policies/meals';

/** What a meal form sends. */
export interface MealFields {
  name: string;
  ingredients: string[];
  instructions: string | null;
  servings: number | null;
  sourceUrl: string | null;
}

const mealColumns = {
  id: meal.id,
  name: meal.name,
  ingredients: meal.ingredients,
  instructions: meal.instructions,
  servings: meal.servings,
  sourceUrl: meal.sourceUrl,
  createdAt: meal.createdAt,
};

/** A meal template as it is stored. */
export interface MealRow extends MealFields {
  id: string;
  createdAt: Date;
}

/**
 * A household's meal templates and weekly plan: the rows its members made (household-scope.ts), so a member
 * who joins brings theirs and one who leaves takes theirs (the household keeps copies, households.repo.ts).
 * Every write tells every member's devices. Who may change a meal or an entry is the meal policy's
 * (policies/meals.ts): the writes take the caller's id to know whose household to tell.
 */
export function mealsRepo(db: Database) {
  /** An entry where the caller says it is: an entry moved meanwhile is not found. */
  const entryAt = (day: WeekDay, slot: MealSlot, entryId: string) =>
    and(eq(mealPlanEntry.id, entryId), eq(mealPlanEntry.day, day), eq(mealPlanEntry.slot, slot));

  return {
    /** The meals of the user's household, by name (case-insensitive), then oldest first. */
    list(userId: string): Promise<MealRow[]> {
      return db
        .select(mealColumns)
        .from(meal)
        .where(inHouseholdOf(meal.userId, userId))
        .orderBy(sql`lower(${meal.name})`, asc(meal.createdAt));
    },

    /** A meal by id, whoever made it, with whether it is the caller's household's (for its policy), or null. */
    async findById(mealId: string, callerId: string): Promise<(MealRow & MealOwnership) | null> {
      const [row] = await db
        .select({ ...mealColumns, inHousehold: sql<boolean>`${inHouseholdOf(meal.userId, callerId)}` })
        .from(meal)
        .where(eq(meal.id, mealId));
      return row ?? null;
    },

    /** An entry of someone's plan by id, with whether it is the caller's household's; null when there is none. */
    async findEntry(entryId: string, callerId: string): Promise<MealOwnership | null> {
      const [row] = await db
        .select({ inHousehold: sql<boolean>`${inHouseholdOf(mealPlanEntry.userId, callerId)}` })
        .from(mealPlanEntry)
        .where(eq(mealPlanEntry.id, entryId));
      return row ?? null;
    },

    async create(userId: string, fields: MealFields): Promise<string> {
      const id = newId();
      await db.transaction(async (tx) => {
        await tx.insert(meal).values({ id, userId, ...fields });
        await publishToHousehold(tx, userId, ['meals']);
      });
      return id;
    },

    /** Replaces the fields of one of the user's meals; false when it is gone. The plan shows the new name too. */
    async update(userId: string, mealId: string, fields: MealFields): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(meal)
          .set({ ...fields, updatedAt: sql`now()` })
          .where(eq(meal.id, mealId))
          .returning({ id: meal.id });
        if (updated.length > 0) {
          await publishToHousehold(tx, userId, ['meals', 'plan']);
        }
        return updated.length > 0;
      });
    },

    /** Deletes one of the user's meals and, through the foreign key, its places in the plan; false when gone. */
    async remove(userId: string, mealId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const deleted = await tx.delete(meal).where(eq(meal.id, mealId)).returning({ id: meal.id });
        if (deleted.length > 0) {
          await publishToHousehold(tx, userId, ['meals', 'plan']);
        }
        return deleted.length > 0;
      });
    },

    /** The entries of the household's week with their meals' names, in the order they were added. */
    planEntries(userId: string) {
      return db
        .select({
          id: mealPlanEntry.id,
          day: mealPlanEntry.day,
          slot: mealPlanEntry.slot,
          mealId: meal.id,
          name: meal.name,
          scale: mealPlanEntry.scale,
        })
        .from(mealPlanEntry)
        .innerJoin(meal, eq(meal.id, mealPlanEntry.mealId))
        .where(inHouseholdOf(mealPlanEntry.userId, userId))
        .orderBy(asc(mealPlanEntry.position));
    },

    async countInSlot(userId: string, day: WeekDay, slot: MealSlot): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(mealPlanEntry)
        .where(
          and(
            inHouseholdOf(mealPlanEntry.userId, userId),
            eq(mealPlanEntry.day, day),
            eq(mealPlanEntry.slot, slot),
          ),
        );
      return row?.n ?? 0;
    },

    /** Puts one of the household's meals in a slot of its plan, as the user's entry; null when the meal is gone. */
    async addToPlan(userId: string, day: WeekDay, slot: MealSlot, mealId: string): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [found] = await tx.select({ id: meal.id }).from(meal).where(eq(meal.id, mealId));
        if (!found) {
          return null;
        }
        const id = newId();
        await tx.insert(mealPlanEntry).values({ id, userId, day, slot, mealId });
        await publishToHousehold(tx, userId, ['plan']);
        return id;
      });
    },

    /** Takes an entry out of the user's plan; false when it is gone. */
    async removeFromPlan(userId: string, day: WeekDay, slot: MealSlot, entryId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(mealPlanEntry)
          .where(entryAt(day, slot, entryId))
          .returning({ id: mealPlanEntry.id });
        if (deleted.length > 0) {
          await publishToHousehold(tx, userId, ['plan']);
        }
        return deleted.length > 0;
      });
    },

    /** Sets how much of its meal an entry of the user's plan makes; false when the entry is gone. */
    async scaleEntry(
      userId: string,
      day: WeekDay,
      slot: MealSlot,
      entryId: string,
      scale: number,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(mealPlanEntry)
          .set({ scale })
          .where(entryAt(day, slot, entryId))
          .returning({ id: mealPlanEntry.id });
        if (updated.length > 0) {
          await publishToHousehold(tx, userId, ['plan']);
        }
        return updated.length > 0;
      });
    },

    async clearPlan(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(mealPlanEntry).where(inHouseholdOf(mealPlanEntry.userId, userId));
        await publishToHousehold(tx, userId, ['plan']);
      });
    },

    /**
     * Every planned meal of the week with its ingredients and how much of it the slot makes, in plan order (a
     * meal planned twice counts twice).
     */
    async plannedMeals(userId: string): Promise<{ name: string; ingredients: string[]; scale: number }[]> {
      return db
        .select({ name: meal.name, ingredients: meal.ingredients, scale: mealPlanEntry.scale })
        .from(mealPlanEntry)
        .innerJoin(meal, eq(meal.id, mealPlanEntry.mealId))
        .where(inHouseholdOf(mealPlanEntry.userId, userId))
        .orderBy(asc(mealPlanEntry.position));
    },
  };
}

/** The meals repository. */
export type MealsRepo = ReturnType<typeof mealsRepo>;
