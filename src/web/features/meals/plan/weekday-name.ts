import { WEEK_DAYS, type WeekDay } from '@shared/meal-plan';

/** 4 January 2026, a Sunday: the plan's week counts its days from that weekday. */
const A_SUNDAY = Date.UTC(2026, 0, 4);
const DAY_MS = 86_400_000;

/**
 * A day of the plan as the language names it: 'Monday', 'lundi' (long), or 'Mon', 'lun.' (short). The plan
 * keys its days by English name; the words shown come from Intl, so every language has its own.
 */
export function weekdayName(day: WeekDay, language: string, width: 'long' | 'short'): string {
  const date = A_SUNDAY + WEEK_DAYS.indexOf(day) * DAY_MS;
  return new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(date);
}

/** The day's name standing alone, as a heading or a chip says it: capitalised in every language ('Lundi'). */
export function weekdayTitle(day: WeekDay, language: string, width: 'long' | 'short'): string {
  const name = weekdayName(day, language, width);
  return `${name.charAt(0).toLocaleUpperCase(language)}${name.slice(1)}`;
}
