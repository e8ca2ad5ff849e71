import type { HistoryItem } from '@shared/contract/item-history';
import { Plus, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const CHIP =
  'inline-flex min-h-11 max-w-full items-center gap-1.5 rounded-l-full border border-slate-300 bg-white py-2 pr-3 pl-4 text-left font-medium text-slate-900 transition hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';
const STAR =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-r-full border border-l-0 border-slate-300 bg-white transition hover:bg-amber-50 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700';

/**
 * "Bought before": what the household bought that is not on the list now, as chips that add the item at once,
 * each with a star that makes it a favourite (favourites come first, here and in the completion).
 */
export function BoughtBeforeChips({
  items,
  onAdd,
  onStar,
}: {
  items: readonly HistoryItem[];
  onAdd: (name: string) => void;
  onStar: (name: string, favourite: boolean) => void;
}) {
  const { t } = useTranslation('lists');
  if (items.length === 0) {
    return null;
  }
  return (
    <section aria-labelledby="bought-before-label" className="mt-3 space-y-2">
      <h2 id="bought-before-label" className="text-sm font-medium text-slate-600 dark:text-slate-300">
        {t('addItems.boughtBefore.heading')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.name} className="flex max-w-full">
            <button
              type="button"
              className={CHIP}
              aria-label={t('addItems.boughtBefore.add', { name: item.name })}
              onClick={() => onAdd(item.name)}
            >
              <Plus aria-hidden="true" className="size-4 shrink-0" />
              <span className="min-w-0 break-words">{item.name}</span>
            </button>
            <button
              type="button"
              className={STAR}
              aria-pressed={item.favourite}
              aria-label={t('addItems.boughtBefore.favourite', { name: item.name })}
              onClick={() => onStar(item.name, !item.favourite)}
            >
              <Star
                aria-hidden="true"
                className={`size-4 ${item.favourite ? 'fill-amber-400 text-amber-600' : 'text-slate-500'}`}
              />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
