import type { Category } from '@shared/categories';
import type { ItemsByCategory } from '@shared/list-text';
import { CartSection } from './cart-section';
import { CategorySection } from './category-section';
import type { EditableItem, ItemActions } from './editable-item';
import { shoppingSections } from './shopping-sections';
import { useStableActions } from './stable-actions';

/** A list laid out for the shop: the aisles with what is still to get, then In the cart. */
export function ShoppingList({
  items,
  categoryOrder,
  onUncheckAll,
  onRemoveTicked,
  ...actions
}: {
  items: ItemsByCategory<EditableItem> | null;
  /** The aisles' order: the store's walking order, or the guest's own; SPEC's when left out. */
  categoryOrder?: readonly Category[];
  onUncheckAll: () => void;
  onRemoveTicked: () => void;
} & ItemActions) {
  const { aisles, cart } = shoppingSections(items, categoryOrder);
  const rowActions = useStableActions(actions);
  return (
    // Measured by its own width, not the screen's: a wide page puts the aisles in two columns, in the order they
    // are walked down each; a phone's and a reading page's single column stays as it was. Two, not three: a
    // column stays wider than a phone, so a name that fits one line there fits here.
    <div className="@container space-y-4">
      <div className="gap-4 @3xl:columns-2 *:break-inside-avoid *:not-last:mb-4">
        {aisles.map(([category, entries]) => (
          <CategorySection key={category} category={category} items={entries} {...rowActions} />
        ))}
      </div>
      {cart.length > 0 ? (
        <CartSection
          entries={cart}
          onUncheckAll={onUncheckAll}
          onRemoveTicked={onRemoveTicked}
          {...rowActions}
        />
      ) : null}
    </div>
  );
}
