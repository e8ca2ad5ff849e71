/** The week of SPEC §9: seven days from Sunday, three meal slots a day. */
export const WEEK_DAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** How much of a meal a slot of the plan makes: half, as written, twice or three times. */
export const PLAN_SCALES = [0.5, 1, 2, 3] as const;
export type PlanScale = (typeof PLAN_SCALES)[number];

export const MEAL_SLOTS = ['breakfast', 'lunch', 'dinner'] as const;
export type MealSlot = (typeof MEAL_SLOTS)[number];

/** One planned meal in a slot; `id` is the plan entry's, so the same meal can sit in a slot twice. */
export interface PlanEntry {
  id: string;
  mealId: string;
  name: string;
  /** How much of the recipe the slot makes: its quantities are multiplied by this on the week's list. */
  scale: number;
}

/** The whole week, every day and slot present even when empty. */
export type MealPlanDays = Record<WeekDay, Record<MealSlot, PlanEntry[]>>;

/** A week with nothing planned. */
export function emptyWeek(): MealPlanDays {
  const week: Partial<MealPlanDays> = {};
  for (const day of WEEK_DAYS) {
    week[day] = { breakfast: [], lunch: [], dinner: [] };
  }
  return week as MealPlanDays;
}

/** Splits a meal form's ingredient text on commas or new lines; blanks are dropped. */
export function splitIngredients(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
