import { LIMITS } from '@shared/limits';
import type { MealSlot, PlanScale, WeekDay } from '@shared/meal-plan';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SpinnerIcon } from '@/components/spinner';
import type { PlannedMeal } from '../api/plan-week';
import type { Meal } from '../api/use-meals';
import { AddMealSelect } from './add-meal-select';
import { ScaleSelect } from './scale-select';
import { weekdayName } from './weekday-name';

/**
 * One meal of one day: what is planned, each with its portions (½× to 3×) and ×, and a "+" to add another;
 * an empty slot is one "Add a meal" row. On a phone the slot's name sits beside its meals; in the week grid its column says it.
 */
export function PlanSlot({
  day,
  slot,
  planned,
  meals,
  onAdd,
  onRemove,
  onScale,
}: {
  day: WeekDay;
  slot: MealSlot;
  planned: PlannedMeal[];
  meals: readonly Meal[];
  onAdd: (meal: Meal) => void;
  onRemove: (meal: PlannedMeal, index: number) => void;
  onScale: (meal: PlannedMeal, scale: PlanScale) => void;
}) {
  const { t, i18n } = useTranslation('meals');
  const slotName = t(`plan.slots.${slot}`);
  const where = t('plan.where', { day: weekdayName(day, i18n.language, 'long'), slot: slotName });
  // The server refuses an 11th meal: at the limit the "+" goes rather than offer what would fail.
  const full = planned.length >= LIMITS.maxMealsPerSlot;
  return (
    <div className="grid min-w-0 grid-cols-[5rem_minmax(0,1fr)] items-start gap-2 border-t border-slate-100 px-3 py-1.5 sm:block sm:border-t-0 sm:px-1.5 dark:border-slate-800">
      <h3 className="pt-3.5 text-xs font-semibold tracking-wide text-slate-600 uppercase sm:sr-only dark:text-slate-300">
        {slotName}
      </h3>
      {planned.length === 0 ? (
        <AddMealSelect where={where} meals={meals} look="empty" onAdd={onAdd} />
      ) : (
        <div className="flex min-w-0 items-start gap-1.5">
          <ul aria-label={t('plan.plannedFor', { where })} className="flex min-w-0 flex-1 flex-wrap gap-1.5">
            {planned.map((meal, index) => (
              <li
                key={meal.id}
                className="flex min-h-11 max-w-full min-w-0 flex-wrap items-center rounded-lg bg-emerald-50 pl-3 text-sm leading-tight font-medium text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50"
              >
                {/* At least 4rem of name: a narrow week-grid cell puts the two controls on a row under it rather
                    than squeezing it to a letter a line, while a phone's wider slot keeps one row. */}
                <span className="min-w-16 flex-1 py-1 break-words">{meal.name}</span>
                <span className="ml-auto flex">
                  <ScaleSelect
                    label={t('plan.portions', { name: meal.name, where })}
                    scale={meal.scale}
                    disabled={meal.pending === true}
                    onScale={(scale) => onScale(meal, scale)}
                  />
                  <button
                    type="button"
                    aria-label={t('plan.remove', { name: meal.name, where })}
                    disabled={meal.pending}
                    onClick={() => onRemove(meal, index)}
                    className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-emerald-900 transition hover:bg-emerald-100 disabled:cursor-wait disabled:opacity-70 dark:text-emerald-100 dark:hover:bg-emerald-900"
                  >
                    {meal.pending ? (
                      <SpinnerIcon className="size-4" />
                    ) : (
                      <X aria-hidden="true" className="size-5" />
                    )}
                  </button>
                </span>
              </li>
            ))}
          </ul>
          {full ? null : <AddMealSelect where={where} meals={meals} look="more" onAdd={onAdd} />}
        </div>
      )}
    </div>
  );
}
