import type { PlanScale, WeekDay } from '@shared/meal-plan';
import { useTranslation } from 'react-i18next';
import type { PlannedMeal, PlanSlotView } from '../api/plan-week';
import type { Meal } from '../api/use-meals';
import { PlanSlot } from './plan-slot';
import { weekdayTitle } from './weekday-name';

/**
 * One day of the week: its name, then breakfast, lunch and dinner. On a phone only the chosen day shows,
 * as the card's whole content; from `sm` up every day is a row of the week grid (subgrid), its name in
 * the first column and each slot under its column's head.
 */
export function PlanDay({
  day,
  slots,
  meals,
  shownOnPhone,
  onAdd,
  onRemove,
  onScale,
}: {
  day: WeekDay;
  slots: PlanSlotView[];
  meals: readonly Meal[];
  shownOnPhone: boolean;
  onAdd: (slot: PlanSlotView, meal: Meal) => void;
  onRemove: (slot: PlanSlotView, meal: PlannedMeal, index: number) => void;
  onScale: (slot: PlanSlotView, meal: PlannedMeal, scale: PlanScale) => void;
}) {
  const { i18n } = useTranslation('meals');
  const headingId = `plan-${day.toLowerCase()}`;
  return (
    <section
      aria-labelledby={headingId}
      className={`min-w-0 sm:col-span-4 sm:grid sm:grid-cols-subgrid sm:border-t sm:border-slate-200 sm:py-1.5 sm:pr-1.5 dark:border-slate-700 ${shownOnPhone ? '' : 'max-sm:hidden'}`}
    >
      <h2
        id={headingId}
        className="bg-slate-50 px-3 py-2 font-semibold sm:flex sm:min-h-14 sm:items-center sm:self-start sm:bg-transparent sm:py-0 dark:bg-slate-800 sm:dark:bg-transparent"
      >
        {weekdayTitle(day, i18n.language, 'long')}
      </h2>
      {slots.map((slot) => (
        <PlanSlot
          key={slot.slot}
          day={slot.day}
          slot={slot.slot}
          planned={slot.meals}
          meals={meals}
          onAdd={(meal) => onAdd(slot, meal)}
          onRemove={(meal, index) => onRemove(slot, meal, index)}
          onScale={(meal, scale) => onScale(slot, meal, scale)}
        />
      ))}
    </section>
  );
}
