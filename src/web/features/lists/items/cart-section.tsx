import { ChevronDown, ListRestart, ShoppingCart, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditableItem, ItemActions } from './editable-item';
import { ItemRow } from './item-row';
import type { CartEntry } from './shopping-sections';

/** A secondary button, a little tighter, so both cart actions fit one row at 390 px. */
const CART_ACTION =
  'inline-flex min-h-11 flex-auto items-center justify-center gap-1.5 rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 shadow-sm transition hover:bg-slate-100 sm:flex-none dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';

/**
 * In the cart: the ticked items, after every aisle, in the order they went in. The heading folds the items
 * away; Uncheck all and Remove ticked items stay in reach either way.
 */
export function CartSection({
  entries,
  onUncheckAll,
  onRemoveTicked,
  ...actions
}: {
  entries: CartEntry<EditableItem>[];
  onUncheckAll: () => void;
  onRemoveTicked: () => void;
} & ItemActions) {
  const { t } = useTranslation('lists');
  const [open, setOpen] = useState(true);
  const headingId = useId();
  const itemsId = useId();
  const count = entries.length;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={headingId} className="font-semibold">
        <button
          type="button"
          aria-label={t('items.cart.label', { count })}
          aria-expanded={open}
          aria-controls={itemsId}
          onClick={() => setOpen((shown) => !shown)}
          className="flex min-h-12 w-full items-center gap-2 rounded-t-2xl bg-slate-50 px-4 py-2.5 text-left hover:bg-slate-100 dark:bg-slate-800 dark:hover:bg-slate-700"
        >
          <ShoppingCart aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-400" />
          <span className="flex-1">{t('items.cart.heading')}</span>
          <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
            {count}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={`size-5 shrink-0 transition ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h2>
      <div className="flex flex-wrap gap-2 border-t border-slate-200 px-3 py-2 dark:border-slate-700">
        <button type="button" className={CART_ACTION} onClick={onUncheckAll}>
          <ListRestart aria-hidden="true" className="size-4" />
          {t('items.cart.uncheckAll')}
        </button>
        <button type="button" className={CART_ACTION} onClick={onRemoveTicked}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('items.cart.removeTicked')}
        </button>
      </div>
      <ul
        id={itemsId}
        hidden={!open}
        className="divide-y divide-slate-100 overflow-x-clip border-t border-slate-200 dark:divide-slate-800 dark:border-slate-700"
      >
        {entries.map(({ item, category }) => (
          <ItemRow key={item.id} item={item} category={category} {...actions} />
        ))}
      </ul>
    </section>
  );
}
