import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type DietFilter, filterLabel, type MealTypeFilter } from './suggestion-filters';

/** A row of toggle buttons that behave as one radio group: arrow keys move, one is always chosen. */
export function FilterGroup<F extends DietFilter | MealTypeFilter>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly F[];
  value: F;
  onChange: (value: F) => void;
}) {
  const { t } = useTranslation('meals');
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option} className="relative">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="peer absolute inset-0 appearance-none rounded-full"
            />
            <span className="pointer-events-none relative inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 transition peer-checked:border-emerald-700 peer-checked:bg-emerald-700 peer-checked:text-white peer-hover:border-emerald-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:peer-checked:border-emerald-500 dark:peer-checked:bg-emerald-600">
              {filterLabel(option, t)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
