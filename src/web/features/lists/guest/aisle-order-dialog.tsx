import { CATEGORIES, type Category } from '@shared/categories';
import { Undo2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { isDefaultOrder } from '@/components/category-order/category-order';
import { CategoryOrderEditor } from '@/components/category-order/category-order-editor';
import { useModalDialog } from '@/components/use-modal-dialog';

// Twelve rows are taller than a phone's screen: the dialog scrolls inside, its buttons at the end.
const PANEL =
  'm-auto max-h-[calc(100dvh-2rem)] w-[min(94vw,28rem)] overflow-y-auto overscroll-contain rounded-2xl bg-white p-4 text-slate-900 shadow-xl sm:p-6 dark:bg-slate-900 dark:text-slate-100';

/** The guest's own walking order of the aisles, changed in place and kept on this device at once. */
export function AisleOrderDialog({
  open,
  order,
  onChange,
  onClose,
}: {
  open: boolean;
  order: readonly Category[];
  onChange: (order: Category[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('lists');
  const ref = useModalDialog(open, onClose);
  const titleId = useId();
  const hintId = useId();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={hintId}
      onCancel={onClose}
      className={PANEL}
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t('guest.aisleOrder.title')}
      </h2>
      <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {t('guest.aisleOrder.hint')}
      </p>
      <div className="mt-4 rounded-xl border border-slate-200 dark:border-slate-700">
        <CategoryOrderEditor order={order} onChange={onChange} label={t('guest.aisleOrder.label')} />
      </div>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          className={BUTTON.secondary}
          disabled={isDefaultOrder(order)}
          onClick={() => onChange([...CATEGORIES])}
        >
          <Undo2 aria-hidden="true" className="size-5" />
          {t('guest.aisleOrder.useDefault')}
        </button>
        <button type="button" className={BUTTON.primary} onClick={onClose}>
          {t('guest.aisleOrder.done')}
        </button>
      </div>
    </dialog>
  );
}
