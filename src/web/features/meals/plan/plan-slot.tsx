import { X } from 'lucide-react';
import type { MealSlot, WeekDay } from '../../../../shared/meal-plan';
import { SpinnerIcon } from '../../../components/spinner';
import type { PlannedMeal } from '../api/plan-week';
import type { Meal } from '../api/use-meals';

const SELECT_CLASS =
  'block min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 py-2 text-sm shadow-sm disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-600 dark:bg-slate-800';

/** One meal of one day: what is planned, each with ×, and a dropdown of the user's meals to add one. */
export function PlanSlot({
  day,
  slot,
  planned,
  meals,
  onAdd,
  onRemove,
}: {
  day: WeekDay;
  slot: MealSlot;
  planned: PlannedMeal[];
  meals: readonly Meal[];
  onAdd: (meal: Meal) => void;
  onRemove: (meal: PlannedMeal, index: number) => void;
}) {
  const where = `${day} ${slot}`;
  return (
    // Below `lg` the slot's name sits beside its meals, to keep a phone's week short; in the 7 columns, above.
    <div className="grid min-w-0 grid-cols-[5.5rem_minmax(0,1fr)] items-start gap-2 border-t border-slate-100 px-3 py-3 lg:flex lg:flex-col lg:items-stretch dark:border-slate-800">
      <h3 className="pt-3.5 text-xs font-semibold tracking-wide text-slate-600 uppercase lg:pt-0 dark:text-slate-300">
        {slot}
      </h3>
      <div className="min-w-0 space-y-1.5">
        {planned.length > 0 ? (
          <ul aria-label={`Planned for ${where}`} className="space-y-1.5">
            {planned.map((meal, index) => (
              <li
                key={meal.id}
                className="flex items-center gap-1 rounded-lg bg-emerald-50 pl-3 text-sm font-medium text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50"
              >
                <span className="min-w-0 flex-1 py-1 break-words">{meal.name}</span>
                <button
                  type="button"
                  aria-label={`Remove ${meal.name} from ${where}`}
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
              </li>
            ))}
          </ul>
        ) : null}
        <select
          aria-label={`Add a meal to ${where}`}
          value=""
          disabled={meals.length === 0}
          onChange={(event) => {
            const meal = meals.find((entry) => entry.id === event.target.value);
            if (meal) {
              onAdd(meal);
            }
          }}
          className={SELECT_CLASS}
        >
          <option value="">{meals.length === 0 ? 'No meals yet' : 'Add a meal…'}</option>
          {meals.map((meal) => (
            <option key={meal.id} value={meal.id}>
              {meal.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
