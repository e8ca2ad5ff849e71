import type { WeekDay } from '@shared/meal-plan';
import { useTranslation } from 'react-i18next';
import type { PlanSlotView } from '../api/plan-week';
import { weekdayTitle } from './weekday-name';

const CHIP =
  'flex min-h-14 min-w-0 flex-col items-center justify-center gap-1.5 rounded-xl border text-sm font-semibold transition';
const IDLE =
  'border-slate-200 bg-white text-slate-700 hover:border-emerald-600 hover:bg-emerald-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-emerald-950';
// emerald-700 in both schemes: white text on emerald-600 falls short of 4.5:1.
const PRESSED = 'border-emerald-700 bg-emerald-700 text-white dark:border-emerald-500';

/**
 * A phone's way through the week: a chip per day, Sunday to Saturday, the shown one pressed. Under each
 * day's short name, one dot per slot (breakfast, lunch, dinner), filled when that slot holds a meal.
 */
export function DayPicker({
  week,
  shown,
  onShow,
}: {
  week: readonly { day: WeekDay; slots: PlanSlotView[] }[];
  shown: WeekDay;
  onShow: (day: WeekDay) => void;
}) {
  const { t, i18n } = useTranslation('meals');
  return (
    <fieldset aria-label={t('plan.dayLabel')} className="grid min-w-0 grid-cols-7 gap-1 sm:hidden">
      {week.map(({ day, slots }) => {
        const pressed = day === shown;
        const count = slots.reduce((sum, slot) => sum + slot.meals.length, 0);
        const name = weekdayTitle(day, i18n.language, 'long');
        return (
          <button
            key={day}
            type="button"
            aria-pressed={pressed}
            aria-label={
              count === 0
                ? t('plan.dayNothingPlanned', { day: name })
                : t('plan.dayPlanned', { day: name, count })
            }
            onClick={() => onShow(day)}
            className={`${CHIP} ${pressed ? PRESSED : IDLE}`}
          >
            <span aria-hidden="true">{weekdayTitle(day, i18n.language, 'short')}</span>
            <span aria-hidden="true" className="flex gap-0.5">
              {slots.map(({ slot, meals }) => (
                <span
                  key={slot}
                  className={`size-1.5 rounded-full ${dotColour(meals.length > 0, pressed)}`}
                />
              ))}
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}

function dotColour(filled: boolean, pressed: boolean): string {
  if (pressed) {
    return filled ? 'bg-white' : 'bg-white/35';
  }
  return filled ? 'bg-emerald-600 dark:bg-emerald-400' : 'bg-slate-300 dark:bg-slate-600';
}
