import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Meal } from '../api/use-meals';

// The native <select> lies invisible over the drawn control: a phone opens its own picker sheet on tap,
// and keyboard users and screen readers meet a plain combobox. It covers the frame's border too, so the
// tap target is the whole 44 px; its focus ring is drawn on the frame. With no meals to add it says so in words
// and stops answering the pointer, at full contrast: dimmed, its words fell below AA (axe: color-contrast).
const FRAME =
  'relative inline-flex min-h-11 items-center transition has-[select:disabled]:pointer-events-none has-[select:focus-visible]:outline-2 has-[select:focus-visible]:outline-offset-2 has-[select:focus-visible]:outline-emerald-600 dark:has-[select:focus-visible]:outline-emerald-400';

const LOOK = {
  empty: `${FRAME} w-full gap-2 rounded-lg border border-dashed border-slate-300 px-3 text-sm font-medium text-slate-600 hover:border-emerald-600 hover:bg-emerald-50 hover:text-emerald-800 dark:border-slate-600 dark:text-slate-300 dark:hover:bg-emerald-950 dark:hover:text-emerald-200`,
  more: `${FRAME} size-11 shrink-0 justify-center rounded-full border border-emerald-200 text-emerald-800 hover:bg-emerald-50 dark:border-emerald-800 dark:text-emerald-200 dark:hover:bg-emerald-950`,
} as const;

/**
 * The dropdown of the user's meals that adds one to a slot (SPEC §2 Meal planner): a dashed "Add a meal"
 * row in an empty slot, a round "+" beside the meals of a filled one.
 */
export function AddMealSelect({
  where,
  meals,
  look,
  onAdd,
}: {
  /** Day and slot, as in "Monday lunch": the control's name says where the meal goes. */
  where: string;
  meals: readonly Meal[];
  look: keyof typeof LOOK;
  onAdd: (meal: Meal) => void;
}) {
  const { t } = useTranslation('meals');
  const none = meals.length === 0;
  const name = t('plan.addMeal.to', { where });
  return (
    <div className={LOOK[look]}>
      <Plus aria-hidden="true" className="size-5 shrink-0" />
      {look === 'empty' ? (
        <span aria-hidden="true">{none ? t('plan.addMeal.none') : t('plan.addMeal.add')}</span>
      ) : null}
      <select
        aria-label={name}
        title={name}
        value=""
        disabled={none}
        onChange={(event) => {
          const meal = meals.find((entry) => entry.id === event.target.value);
          if (meal) {
            onAdd(meal);
          }
        }}
        className="absolute -inset-px cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
      >
        <option value="">{none ? t('plan.addMeal.none') : t('plan.addMeal.choose')}</option>
        {meals.map((meal) => (
          <option key={meal.id} value={meal.id}>
            {meal.name}
          </option>
        ))}
      </select>
    </div>
  );
}
