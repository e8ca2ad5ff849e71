import type { Category } from '@shared/categories';
import { useTranslation } from 'react-i18next';
import type { SavedList } from '../api/list-cache';
import type { useListEdits } from '../api/use-list-edits';
import type { EditableItem } from '../items/editable-item';
import { ShoppingList } from '../items/shopping-list';
import { useAisleChoice } from '../items/use-aisle-choice';
import type { useUndoableEdits } from './use-undoable-edits';

/**
 * A saved list's items: the aisles, In the cart, and Move to category's choice of aisle; or, with no items,
 * how to add some.
 */
export function ListItemsPanel({
  items,
  categoryOrder,
  edits,
  undoable,
  onAlwaysHave,
}: {
  items: SavedList['items'];
  /** The aisles in the list's store's walking order; SPEC's when the list has no store. */
  categoryOrder?: readonly Category[];
  edits: ReturnType<typeof useListEdits>;
  undoable: ReturnType<typeof useUndoableEdits>;
  /** Marks an item as one the household always has. */
  onAlwaysHave: (item: EditableItem) => void;
}) {
  const { t } = useTranslation('lists');
  const aisleChoice = useAisleChoice(edits.move);

  return (
    <>
      {items ? (
        <ShoppingList
          items={items}
          categoryOrder={categoryOrder}
          onToggle={edits.toggle}
          onEdit={edits.edit}
          onDelete={undoable.remove}
          onChooseAisle={aisleChoice.choose}
          onUncheckAll={edits.uncheckAll}
          onRemoveTicked={undoable.removeTicked}
          onAlwaysHave={onAlwaysHave}
        />
      ) : (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-slate-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-300">
          {t('detail.empty')}
        </p>
      )}
      {aisleChoice.dialog}
    </>
  );
}
