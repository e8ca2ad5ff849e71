import type { Category } from '@shared/categories';
import { itemLine } from '@shared/item-line';
import { ArrowRightLeft, House, Pencil, Trash2 } from 'lucide-react';
import { memo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MenuAction, MoreMenu } from '@/components/more-menu';
import { shownQuantity } from '@/i18n/quantity-words';
import type { EditableItem, ItemActions } from './editable-item';
import { ItemEditForm } from './item-edit-form';
import { useRowSwipe } from './use-row-swipe';

/** Where focus goes once a row is deleted: the next row's menu, else the one before, else the add box. */
function focusAfterDelete(row: HTMLLIElement | null): HTMLElement | null {
  const menuOf = (element: Element | null | undefined) =>
    element?.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]') ?? null;
  return (
    menuOf(row?.nextElementSibling) ??
    menuOf(row?.previousElementSibling) ??
    document.querySelector<HTMLElement>('#add-items')
  );
}

/**
 * One item: tap the row to tick it, or swipe it (right ticks, left deletes); its quantity sits beside the name,
 * quieter; a long name wraps, to be read whole in the aisle; everything else is in its More menu (move to
 * another aisle, edit, delete).
 */
/**
 * Memoized: a long list renders a row again only when its item (kept by identity through refetches) or the
 * actions' shape change; the actions come from useStableActions.
 */
export const ItemRow = memo(function ItemRow({
  item,
  category,
  onToggle,
  onEdit,
  onDelete,
  onChooseAisle,
  onAlwaysHave,
}: { item: EditableItem; category: Category } & ItemActions) {
  const { t, i18n } = useTranslation('lists');
  const [editing, setEditing] = useState(false);
  const row = useRef<HTMLLIElement>(null);
  // Swipe right ticks, left deletes (with Undo, as the menu's Delete); the checkbox and menu stay for the rest.
  const swipe = useRowSwipe({
    onTick: () => onToggle(item.id, !item.checked),
    onDelete: () => onDelete(item),
  });

  if (editing) {
    return (
      <li ref={row}>
        <ItemEditForm
          item={item}
          onSave={(change) => onEdit(item.id, change)}
          onClose={() => {
            setEditing(false);
            // Back to the row's menu button, where the edit started.
            requestAnimationFrame(() =>
              row.current?.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]')?.focus(),
            );
          }}
        />
      </li>
    );
  }

  const actions: MenuAction[] = [
    ...(onChooseAisle
      ? [{ label: t('items.row.move'), icon: ArrowRightLeft, onSelect: () => onChooseAisle(item, category) }]
      : []),
    { label: t('items.row.edit'), icon: Pencil, onSelect: () => setEditing(true) },
    ...(onAlwaysHave
      ? [{ label: t('items.row.alwaysHave'), icon: House, onSelect: () => onAlwaysHave(item) }]
      : []),
    {
      label: t('items.row.delete'),
      icon: Trash2,
      onSelect: () => {
        const next = focusAfterDelete(row.current);
        onDelete(item);
        // The row and its menu button are gone: keyboard and screen-reader users carry on from the next row.
        requestAnimationFrame(() => next?.focus());
      },
      danger: true,
    },
  ];

  return (
    // Every pixel goes to the name on a phone: 30 characters fit on one line at 390 px beside a short quantity.
    <li ref={row} {...swipe.handlers} style={swipe.style} className={`flex items-center ${swipe.className}`}>
      <label className="flex min-h-12 min-w-0 flex-1 cursor-pointer items-center gap-3 py-2 pl-3">
        <input
          type="checkbox"
          // Named as SPEC writes the item, quantity in brackets after the name.
          aria-label={itemLine({
            name: item.label,
            quantity: item.quantity && shownQuantity(item.quantity, i18n.language),
          })}
          checked={item.checked}
          onChange={(event) => onToggle(item.id, event.target.checked)}
          className="size-5 shrink-0 accent-emerald-700"
        />
        <span className="min-w-0">
          <span
            className={`block text-[0.9375rem] [overflow-wrap:anywhere] sm:text-base ${item.checked ? 'text-slate-500 line-through dark:text-slate-400' : ''}`}
          >
            {item.label}
          </span>
          {item.note ? (
            <span className="block text-sm text-slate-600 [overflow-wrap:anywhere] dark:text-slate-300">
              {item.note}
            </span>
          ) : null}
        </span>
        {item.quantity ? (
          <span className="max-w-[45%] shrink-0 text-sm [overflow-wrap:anywhere] text-slate-600 dark:text-slate-300">
            {shownQuantity(item.quantity, i18n.language)}
          </span>
        ) : null}
      </label>
      <MoreMenu
        label={t('items.row.more', { name: item.label })}
        actions={actions}
        note={item.addedBy ? t('items.row.addedBy', { name: item.addedBy }) : undefined}
      />
    </li>
  );
});
