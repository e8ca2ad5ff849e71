import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import type { Meal } from '../api/use-meals';
import { sourceHost } from './meal-source';
import { MealSourceLink } from './meal-source-link';

/** One meal template: its name and ingredients in short, whom it serves and where from, with Edit and Delete. */
export function MealCard({
  meal,
  onEdit,
  onDelete,
}: {
  meal: Meal;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('meals');
  const count = meal.ingredients.length;
  const host = meal.sourceUrl ? sourceHost(meal.sourceUrl) : null;
  return (
    <li className="flex items-start gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-700 dark:bg-slate-900">
      <div className="min-w-0 flex-1 py-1">
        <h2 className="text-lg font-semibold leading-snug break-words">{meal.name}</h2>
        <p className="mt-1 line-clamp-2 text-sm break-words text-slate-600 dark:text-slate-300">
          <span className="font-medium text-slate-700 dark:text-slate-200">
            {t('card.ingredients', { count })}
          </span>{' '}
          {meal.ingredients.join(', ')}
        </p>
        {meal.servings || host ? (
          <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-600 dark:text-slate-300">
            {meal.servings ? <span>{t('card.serves', { count: meal.servings })}</span> : null}
            {meal.sourceUrl && host ? (
              <span className="min-w-0">
                {t('source.label')} <MealSourceLink url={meal.sourceUrl} text={host} />
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0">
        <button
          type="button"
          className={BUTTON.icon}
          aria-label={t('card.edit', { name: meal.name })}
          onClick={onEdit}
        >
          <Pencil aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          className={BUTTON.icon}
          aria-label={t('card.delete', { name: meal.name })}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      </div>
    </li>
  );
}
