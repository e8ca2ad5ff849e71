import type { SuggestedMeal } from '@shared/meals/suggested-meals';
import { nameKey } from '@shared/same-name';
import { ChevronDown, Search, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { FormError } from '@/components/form-message';
import { INPUT_CLASS } from '@/components/text-field';
import { useModalDialog } from '@/components/use-modal-dialog';
import { WIDE_DIALOG } from '@/components/wide-dialog-styles';
import { JOINED } from '@/lib/one-tap';
import { useSession } from '@/providers/session';
import type { MealFields } from '../api/use-meal-actions';
import type { Meal } from '../api/use-meals';
import { FilterGroup } from './filter-group';
import { SuggestionCard, type SuggestionState } from './suggestion-card';
import {
  activeFilterCount,
  DIET_FILTERS,
  filterSuggestions,
  isSuggestionAdded,
  MEAL_TYPE_FILTERS,
  type SuggestionFilter,
  searchSuggestions,
} from './suggestion-filters';
import { useAddedSuggestions } from './use-added-suggestions';
import { useSuggestedMeals } from './use-suggested-meals';

/**
 * The suggested-meals browser (SPEC Modals): the built-in recipes by diet and meal of the day, each added to
 * the user's meals with one press. Added ones, and ones the user already has, stay marked Added.
 */
export function SuggestionsDialog({
  open,
  savedMeals,
  onAdd,
  onClose,
}: {
  open: boolean;
  savedMeals: readonly Meal[];
  /** Resolves to null once added, the reason it was not, or JOINED when the same add was under way. */
  onAdd: (fields: MealFields) => Promise<string | null | typeof JOINED>;
  onClose: () => void;
}) {
  const { t } = useTranslation('meals');
  const ref = useModalDialog(open, onClose);
  const titleId = useId();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const { user } = useSession();
  const [filter, setFilter] = useState<SuggestionFilter>({ diet: 'all', mealType: 'all' });
  const [adding, setAdding] = useState<ReadonlySet<string>>(new Set());
  const [added, markAdded] = useAddedSuggestions(user?.uid ?? '');
  const [error, setError] = useState<string | null>(null);
  const savedNames = useMemo(() => new Set(savedMeals.map((meal) => nameKey(meal.name))), [savedMeals]);
  const suggested = useSuggestedMeals();
  const shown = searchSuggestions(filterSuggestions(suggested, filter), query);
  const active = activeFilterCount(filter);

  const stateOf = (meal: SuggestedMeal): SuggestionState =>
    isSuggestionAdded(meal, added, savedNames) ? 'added' : adding.has(meal.id) ? 'adding' : 'idle';

  const add = async (meal: SuggestedMeal) => {
    setError(null);
    setAdding((current) => new Set(current).add(meal.id));
    const failure = await onAdd({
      name: meal.name,
      ingredients: [...meal.ingredients],
      instructions: meal.instructions,
      servings: null,
      sourceUrl: null,
    });
    if (failure === JOINED) {
      return;
    }
    if (failure) {
      setError(failure);
    } else {
      markAdded(meal.id);
    }
    setAdding((current) => {
      const next = new Set(current);
      next.delete(meal.id);
      return next;
    });
  };

  return (
    <dialog ref={ref} aria-labelledby={titleId} onCancel={onClose} className={WIDE_DIALOG}>
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-lg font-semibold">
            {t('suggestions.title')}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('suggestions.intro')}</p>
        </div>
        <button
          type="button"
          className={`${BUTTON.icon} -mt-2 -mr-2`}
          aria-label={t('suggestions.close')}
          onClick={onClose}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="mt-4 space-y-3">
        {/* The search comes first and the filters fold away: on a phone they took half the screen. */}
        <div>
          <label htmlFor={searchId} className="block text-sm font-semibold">
            {t('suggestions.search')}
          </label>
          <div className="relative mt-1.5">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500 dark:text-slate-400"
            />
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('suggestions.searchPlaceholder')}
              autoComplete="off"
              className={`${INPUT_CLASS} pl-10`}
            />
          </div>
        </div>
        <details className="group rounded-xl border border-slate-200 dark:border-slate-700">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 font-semibold [&::-webkit-details-marker]:hidden">
            <span>
              {t('suggestions.filtersHeading')}
              {active > 0 ? (
                <span className="ml-2 rounded-full bg-emerald-700 px-2 py-0.5 text-sm text-white dark:bg-emerald-600">
                  {t('suggestions.active', { count: active })}
                </span>
              ) : null}
            </span>
            <ChevronDown aria-hidden="true" className="size-5 transition group-open:rotate-180" />
          </summary>
          <div className="space-y-3 px-4 pb-4">
            <FilterGroup
              legend={t('suggestions.diet')}
              options={DIET_FILTERS}
              value={filter.diet}
              onChange={(diet) => setFilter((current) => ({ ...current, diet }))}
            />
            <FilterGroup
              legend={t('suggestions.mealType')}
              options={MEAL_TYPE_FILTERS}
              value={filter.mealType}
              onChange={(mealType) => setFilter((current) => ({ ...current, mealType }))}
            />
          </div>
        </details>
      </div>
      <div className="mt-4 space-y-3">
        <FormError message={error} />
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          {shown.length === 0 ? t('suggestions.noMatch') : t('suggestions.count', { count: shown.length })}
        </p>
        <ul aria-label={t('suggestions.listLabel')} className="grid gap-3 sm:grid-cols-2">
          {shown.map((meal) => (
            <SuggestionCard key={meal.id} meal={meal} state={stateOf(meal)} onAdd={() => void add(meal)} />
          ))}
        </ul>
      </div>
      <div className="mt-5 flex justify-end">
        <button type="button" className={BUTTON.primary} onClick={onClose}>
          {t('suggestions.done')}
        </button>
      </div>
    </dialog>
  );
}
