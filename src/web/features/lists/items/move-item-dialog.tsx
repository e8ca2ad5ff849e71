import { CATEGORIES, CATEGORY_ICONS, type Category } from '@shared/categories';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { DIALOG } from '@/components/surface-styles';
import { useModalDialog } from '@/components/use-modal-dialog';

/** The item whose aisle is being chosen, and the aisle it is in now. */
export interface AisleChoice {
  name: string;
  category: Category;
}

/**
 * Move to category: the twelve aisles as buttons, one tap moves the item. The aisle it is in is marked and
 * cannot be chosen. The dialog keeps its last item while closing, so its text does not change as it goes.
 */
export function MoveItemDialog({
  choice,
  open,
  onMove,
  onClose,
}: {
  choice: AisleChoice | null;
  open: boolean;
  onMove: (category: Category) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('lists');
  const ref = useModalDialog(open, onClose);
  const titleId = useId();
  return (
    <dialog ref={ref} aria-labelledby={titleId} onCancel={onClose} className={DIALOG}>
      <h2 id={titleId} className="text-lg font-semibold break-words">
        {t('items.move.title', { name: choice?.name ?? '' })}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-2">
        {CATEGORIES.map((category) => {
          const current = category === choice?.category;
          return (
            <li key={category}>
              <button
                type="button"
                disabled={current}
                aria-current={current ? 'true' : undefined}
                onClick={() => onMove(category)}
                className="flex min-h-11 w-full items-center gap-2 rounded-xl border border-slate-300 px-3 py-2 text-left text-sm font-medium transition hover:bg-slate-100 disabled:border-emerald-600 disabled:bg-emerald-50 disabled:text-emerald-900 dark:border-slate-600 dark:hover:bg-slate-800 dark:disabled:border-emerald-500 dark:disabled:bg-emerald-950 dark:disabled:text-emerald-100"
              >
                <span aria-hidden="true">{CATEGORY_ICONS[category]}</span>
                <span className="min-w-0 flex-1">{t(`categories.${category}`, { ns: 'common' })}</span>
                {current ? (
                  <>
                    <Check aria-hidden="true" className="size-4 shrink-0" />
                    <span className="sr-only">{t('items.move.current')}</span>
                  </>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="mt-5 flex justify-end">
        <button type="button" className={BUTTON.secondary} onClick={onClose}>
          {t('items.move.cancel')}
        </button>
      </div>
    </dialog>
  );
}
