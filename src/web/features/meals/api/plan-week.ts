import {
  MEAL_SLOTS,
  type MealPlanDays,
  type MealSlot,
  type PlanEntry,
  WEEK_DAYS,
  type WeekDay,
} from '@shared/meal-plan';

/** A planned meal as the page holds it: `pending` while the server has not saved it yet. */
export interface PlannedMeal extends PlanEntry {
  pending?: boolean;
}

/** The week as the page holds it: every day and slot, each with its planned meals in order. */
export type PlanWeek = Record<WeekDay, Record<MealSlot, PlannedMeal[]>>;

/** One slot of one day, ready to show. */
export interface PlanSlotView {
  day: WeekDay;
  slot: MealSlot;
  meals: PlannedMeal[];
}

/** The week in calendar order, Sunday first, each day's slots breakfast to dinner; missing ones empty. */
export function weekRows(week: Partial<MealPlanDays> | PlanWeek): { day: WeekDay; slots: PlanSlotView[] }[] {
  return WEEK_DAYS.map((day) => ({
    day,
    slots: MEAL_SLOTS.map((slot) => ({ day, slot, meals: week[day]?.[slot] ?? [] })),
  }));
}

/** How many meals the week holds. */
export function plannedCount(week: PlanWeek): number {
  return WEEK_DAYS.reduce(
    (sum, day) => sum + MEAL_SLOTS.reduce((inDay, slot) => inDay + week[day][slot].length, 0),
    0,
  );
}

function withSlot(
  week: PlanWeek,
  day: WeekDay,
  slot: MealSlot,
  change: (meals: PlannedMeal[]) => PlannedMeal[],
): PlanWeek {
  return { ...week, [day]: { ...week[day], [slot]: change(week[day][slot]) } };
}

/** The week with a meal put in a slot, at the end or at `index` (to undo a removal in place). */
export function withMealPlanned(
  week: PlanWeek,
  day: WeekDay,
  slot: MealSlot,
  meal: PlannedMeal,
  index = Number.POSITIVE_INFINITY,
): PlanWeek {
  return withSlot(week, day, slot, (meals) => {
    const next = meals.filter((entry) => entry.id !== meal.id);
    next.splice(Math.min(index, next.length), 0, meal);
    return next;
  });
}

/** The week without one planned meal. */
export function withoutPlanned(week: PlanWeek, day: WeekDay, slot: MealSlot, entryId: string): PlanWeek {
  return withSlot(week, day, slot, (meals) => meals.filter((entry) => entry.id !== entryId));
}

/** The week with one planned meal made at another scale (the rest of the week untouched). */
export function withScale(
  week: PlanWeek,
  day: WeekDay,
  slot: MealSlot,
  entryId: string,
  scale: number,
): PlanWeek {
  return withSlot(week, day, slot, (meals) =>
    meals.map((entry) => (entry.id === entryId ? { ...entry, scale } : entry)),
  );
}

/** A scale as the plan shows it: "½×", "1×", "2×", "3×". */
export function scaleLabel(scale: number): string {
  return scale === 0.5 ? '½×' : `${scale}×`;
}
