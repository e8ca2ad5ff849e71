import type { PlanScale } from '@shared/meal-plan';
import { MEAL_SLOTS, WEEK_DAYS, type WeekDay } from '@shared/meal-plan';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PlannedMeal, type PlanSlotView, type PlanWeek, weekRows } from '../api/plan-week';
import type { Meal } from '../api/use-meals';
import { DayPicker } from './day-picker';
import { PlanDay } from './plan-day';

// From `sm` up: a day-name column and a column per slot, inside the page's column (the header's width),
// so the week lines up with the logo and Sign Out above it. Days are rows: a slot's cell keeps 160-200 px
// for meal names, where seven day columns in the same width would leave under 100 px each.
const GRID =
  'min-w-0 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:grid sm:grid-cols-[8rem_repeat(3,minmax(0,1fr))] dark:border-slate-700 dark:bg-slate-900';

/** The phone opens on today's day; the plan has no dates, so the weekday is all that matters. */
function today(): WeekDay {
  return WEEK_DAYS[new Date().getDay()] ?? WEEK_DAYS[0];
}

/** The week to plan: one day at a time under day chips on a phone, the whole week as a grid from `sm` up. */
export function WeekGrid({
  week,
  meals,
  offline,
  onAdd,
  onRemove,
  onScale,
}: {
  week: PlanWeek;
  meals: readonly Meal[];
  offline: boolean;
  onAdd: (slot: PlanSlotView, meal: Meal) => void;
  onRemove: (slot: PlanSlotView, meal: PlannedMeal, index: number) => void;
  onScale: (slot: PlanSlotView, meal: PlannedMeal, scale: PlanScale) => void;
}) {
  const { t } = useTranslation('meals');
  const [shown, setShown] = useState<WeekDay>(today);
  const rows = weekRows(week);
  return (
    <div className="space-y-3">
      {/* Outside the fieldset: offline, the days can still be looked through. */}
      <DayPicker week={rows} shown={shown} onShow={setShown} />
      {/* Offline, every slot's controls are disabled together: the plan is kept on the server. */}
      <fieldset aria-label={t('plan.weekLabel')} disabled={offline} className={GRID}>
        <div
          aria-hidden="true"
          className="hidden bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase sm:col-span-4 sm:grid sm:grid-cols-subgrid dark:bg-slate-800 dark:text-slate-300"
        >
          <span />
          {MEAL_SLOTS.map((slot) => (
            // Indented like the meal names below it: the cell's padding plus a meal's.
            <span key={slot} className="px-4.5 py-2.5">
              {t(`plan.slots.${slot}`)}
            </span>
          ))}
        </div>
        {rows.map(({ day, slots }) => (
          <PlanDay
            key={day}
            day={day}
            slots={slots}
            meals={meals}
            shownOnPhone={day === shown}
            onAdd={onAdd}
            onRemove={onRemove}
            onScale={onScale}
          />
        ))}
      </fieldset>
    </div>
  );
}
