import { MESSAGES } from '@shared/messages';
import { ChevronRight } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { BUTTON } from '@/components/button-styles';
import { FormError } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { TEXT_LINK } from '@/components/surface-styles';
import { useModalDialog } from '@/components/use-modal-dialog';
import { WIDE_DIALOG } from '@/components/wide-dialog-styles';
import { JOINED, useOneTap } from '@/lib/one-tap';
import { call, messageOf } from '@/lib/rpc-client';
import { useErrorBanner } from '@/providers/error-banner';
import { type Meal, useMeals } from '../api/use-meals';

/**
 * The add-meal-to-list picker (SPEC Modals): the user's meals; choosing one adds its ingredients to the list,
 * sorted into aisles, and its name to the list's planned meals.
 */
export function MealPickerDialog({
  open,
  listId,
  onAdded,
  onClose,
}: {
  open: boolean;
  listId: string;
  /** Told what the add did, in words: 'Added 3 items, 2 already on your list'. */
  onAdded: (outcome: string) => void;
  onClose: () => void;
}) {
  const ref = useModalDialog(open, onClose);
  const titleId = useId();
  const meals = useMeals();
  const { showError } = useErrorBanner();
  const [adding, setAdding] = useState<string | null>(null);
  const [addMeal] = useOneTap((mealId: string, changeId) =>
    call('addMealToList', { mealId, listId, changeId }),
  );
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setError(null);
    }
  }, [open]);

  const add = async (meal: Meal) => {
    if (adding) {
      return;
    }
    setAdding(meal.id);
    setError(null);
    let answer: Awaited<ReturnType<typeof addMeal>>;
    try {
      answer = await addMeal(meal.id);
    } catch (failure) {
      setError(messageOf(failure));
      setAdding(null);
      return;
    }
    // A tap that joined an add under way leaves the answer to the first.
    if (answer === JOINED) {
      return;
    }
    setAdding(null);
    const { added, merged, warning } = answer;
    onAdded(`${MESSAGES.addedToList(added, merged)} from ${meal.name}.`);
    onClose();
    // Added either way; the warning says the built-in categorizer filed the items.
    if (warning) {
      showError(warning);
    }
  };

  return (
    <dialog ref={ref} aria-labelledby={titleId} onCancel={onClose} className={WIDE_DIALOG}>
      <h2 id={titleId} className="text-lg font-semibold">
        Add Meal to List
      </h2>
      <p className="mt-1 text-slate-600 dark:text-slate-300">
        Its ingredients go onto the list, sorted by aisle.
      </p>
      <div className="mt-4 space-y-3">
        <FormError message={error} />
        {meals.data ? (
          meals.data.length > 0 ? (
            <ul aria-label="Your meals" className="space-y-2">
              {meals.data.map((meal) => (
                <li key={meal.id}>
                  <button
                    type="button"
                    disabled={adding !== null}
                    aria-describedby={`${titleId}-${meal.id}`}
                    onClick={() => void add(meal)}
                    className="flex min-h-14 w-full items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-2.5 text-left transition hover:border-emerald-400 hover:bg-emerald-50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-emerald-700 dark:hover:bg-emerald-950"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold break-words">{meal.name}</span>
                      <span
                        id={`${titleId}-${meal.id}`}
                        className="block truncate text-sm text-slate-600 dark:text-slate-300"
                      >
                        {meal.ingredients.join(', ')}
                      </span>
                    </span>
                    {adding === meal.id ? (
                      <Spinner label={`Adding ${meal.name}…`} className="size-5" />
                    ) : (
                      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
                    )}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-800">
              {MESSAGES.noMeals}.{' '}
              <Link to="/meals" className={TEXT_LINK}>
                Create one in My Meals
              </Link>
              .
            </p>
          )
        ) : meals.isError ? (
          <FormError message={MESSAGES.loadFailed} />
        ) : (
          <div className="flex justify-center py-6 text-emerald-700 dark:text-emerald-400">
            <Spinner label="Loading your meals…" className="size-6" />
          </div>
        )}
      </div>
      <div className="mt-5 flex justify-end">
        <button type="button" className={BUTTON.secondary} onClick={onClose}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
