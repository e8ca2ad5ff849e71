import type { SuggestedMeal } from '@shared/meals/suggested-meals';
import { Check, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { Spinner } from '@/components/spinner';
import { filterLabel } from './suggestion-filters';

/** Where a suggestion stands: not yet added, being added, or added (then it stays disabled). */
export type SuggestionState = 'idle' | 'adding' | 'added';

/** One built-in meal: name, meal type and diets, ingredients, and Add (once). */
export function SuggestionCard({
  meal,
  state,
  onAdd,
}: {
  meal: SuggestedMeal;
  state: SuggestionState;
  onAdd: () => void;
}) {
  const { t } = useTranslation('meals');
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold leading-snug break-words">{meal.name}</h3>
        <button
          type="button"
          className={`${BUTTON.secondary} shrink-0 px-3`}
          disabled={state !== 'idle'}
          aria-label={
            state === 'added'
              ? t('suggestions.card.addedName', { name: meal.name })
              : t('suggestions.card.addName', { name: meal.name })
          }
          onClick={onAdd}
        >
          {state === 'adding' ? (
            <Spinner label={t('suggestions.card.addingName', { name: meal.name })} className="size-4" />
          ) : state === 'added' ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Plus aria-hidden="true" className="size-4" />
          )}
          {state === 'added' ? t('suggestions.card.added') : t('suggestions.card.add')}
        </button>
      </div>
      <ul aria-label={t('suggestions.card.tagsLabel')} className="flex flex-wrap gap-1.5 text-xs font-medium">
        <li className="rounded-md bg-sky-100 px-2 py-0.5 text-sky-900 dark:bg-sky-900 dark:text-sky-100">
          {filterLabel(meal.mealType, t)}
        </li>
        {meal.tags.map((tag) => (
          <li
            key={tag}
            className="rounded-md bg-emerald-50 px-2 py-0.5 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
          >
            {filterLabel(tag, t)}
          </li>
        ))}
      </ul>
      <p className="text-sm break-words text-slate-600 dark:text-slate-300">{meal.ingredients.join(', ')}</p>
    </li>
  );
}
