import { emptyWeek, type MealPlanDays, type MealSlot, type WeekDay } from '@shared/meal-plan';

/** The week as the contract presents it: every day and slot present, entries in the order given. */
export function presentPlan(
  entries: readonly { id: string; day: string; slot: string; mealId: string; name: string; scale: number }[],
): MealPlanDays {
  const week = emptyWeek();
  for (const entry of entries) {
    week[entry.day as WeekDay]?.[entry.slot as MealSlot]?.push({
      id: entry.id,
      mealId: entry.mealId,
      name: entry.name,
      scale: entry.scale,
    });
  }
  return week;
}
