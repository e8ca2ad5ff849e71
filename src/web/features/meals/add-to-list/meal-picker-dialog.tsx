import { MESSAGES } from '@shared/messages';
import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BUTTON } from '@/components/button-styles';
import { FormError } from '@/components/form-message';
import { Spinner } from '@/components/spinner';
import { TEXT_LINK } from '@/components/surface-styles';
import { useModalDialog } from '@/components/use-modal-dialog';
import { WIDE_DIALOG } from '@/components/wide-dialog-styles';
import { type Meal, useMeals } from '../api/use-meals';

/**
 * The add-meal-to-list picker (SPEC Modals): the user's meals; choosing one opens its review, where the
 * shopper picks what goes onto which list.
 */
export function MealPickerDialog({
  open,
  onPick,
  onClose,
}: {
  open: boolean;
  onPick: (meal: Meal) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('meals');
  const ref = useModalDialog(open, onClose);
  const titleId = useId();
  const meals = useMeals();

  return (
    <dialog ref={ref} aria-labelledby={titleId} onCancel={onClose} className={WIDE_DIALOG}>
      <h2 id={titleId} className="text-lg font-semibold">
        {t('addToList.title')}
      </h2>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{t('addToList.intro')}</p>
      <div className="mt-4 space-y-3">
        {meals.data ? (
          meals.data.length > 0 ? (
            <ul aria-label={t('addToList.listLabel')} className="space-y-2">
              {meals.data.map((meal) => (
                <li key={meal.id}>
                  <button
                    type="button"
                    aria-describedby={`${titleId}-${meal.id}`}
                    onClick={() => onPick(meal)}
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
                    <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-800">
              <Trans
                t={t}
                i18nKey="addToList.noMeals"
                values={{ noMeals: MESSAGES.noMeals }}
                components={{ go: <Link to="/meals" className={TEXT_LINK} /> }}
              />
            </p>
          )
        ) : meals.isError ? (
          <FormError message={MESSAGES.loadFailed} />
        ) : (
          <div className="flex justify-center py-6 text-emerald-700 dark:text-emerald-400">
            <Spinner label={t('addToList.loading')} className="size-6" />
          </div>
        )}
      </div>
      <div className="mt-5 flex justify-end">
        <button type="button" className={BUTTON.secondary} onClick={onClose}>
          {t('addToList.cancel')}
        </button>
      </div>
    </dialog>
  );
}
