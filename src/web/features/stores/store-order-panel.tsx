import { RotateCcw, Undo2 } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '@/components/button-styles';
import { CategoryOrderEditor } from '@/components/category-order/category-order-editor';
import { FormError } from '@/components/form-message';
import { SpinnerIcon } from '@/components/spinner';
import { tripsText } from './trips-text';
import { useStoreOrder } from './use-store-order';
import type { Store } from './use-stores';

/**
 * A store's aisle order: edited and saved at once, back to the default in one press, and the trips its learned
 * order comes from, which can be forgotten.
 */
export function StoreOrderPanel({
  store,
  disabled,
  resetting,
  onReset,
}: {
  store: Store;
  disabled: boolean;
  resetting: boolean;
  onReset: () => void;
}) {
  const { t } = useTranslation('stores');
  const { setOrder, saving, error } = useStoreOrder(store.id);
  const heading = useRef<HTMLHeadingElement>(null);
  const useDefault = () => {
    setOrder(null);
    // The button goes with the hand-set order: focus stays in the panel rather than falling to the page.
    heading.current?.focus();
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 ref={heading} tabIndex={-1} className="font-semibold">
          {t('order.heading')}
        </h3>
        <p role="status" className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
          {saving ? (
            <>
              <SpinnerIcon className="size-4" />
              {t('order.saving')}
            </>
          ) : null}
        </p>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('order.hint')}</p>
      <div className="rounded-xl border border-slate-200 dark:border-slate-700">
        <CategoryOrderEditor
          order={store.categoryOrder}
          onChange={setOrder}
          label={t('order.label', { name: store.name })}
          disabled={disabled}
        />
      </div>
      <FormError message={error} />
      {store.orderSetByHand && store.trips > 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('order.handSetNote')}</p>
      ) : null}
      {store.orderSetByHand ? (
        <button type="button" className={BUTTON.secondary} disabled={disabled} onClick={useDefault}>
          <Undo2 aria-hidden="true" className="size-5" />
          {t('order.useDefault')}
        </button>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-3 dark:border-slate-700">
        <p className="text-slate-700 dark:text-slate-300">{tripsText(t, store.trips)}</p>
        <button
          type="button"
          className={BUTTON.secondary}
          disabled={disabled || resetting || store.trips === 0}
          onClick={onReset}
        >
          {resetting ? <SpinnerIcon /> : <RotateCcw aria-hidden="true" className="size-5" />}
          {t('order.resetLearned')}
        </button>
      </div>
    </div>
  );
}
