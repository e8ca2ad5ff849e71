import type { ItemsByCategory } from '../../../shared/list-text';
import { CartSection } from './cart-section';
import { CategorySection } from './category-section';
import type { EditableItem, ItemActions } from './editable-item';
import { shoppingSections } from './shopping-sections';

/** A list laid out for the shop: the aisles with what is still to get, then In the cart. */
export function ShoppingList({
  items,
  onUncheckAll,
  onRemoveTicked,
  ...actions
}: {
  items: ItemsByCategory<EditableItem> | null;
  onUncheckAll: () => void;
  onRemoveTicked: () => void;
} & ItemActions) {
  const { aisles, cart } = shoppingSections(items);
  return (
    <div className="space-y-4">
      {aisles.map(([category, entries]) => (
        <CategorySection key={category} category={category} items={entries} {...actions} />
      ))}
      {cart.length > 0 ? (
        <CartSection
          entries={cart}
          onUncheckAll={onUncheckAll}
          onRemoveTicked={onRemoveTicked}
          {...actions}
        />
      ) : null}
    </div>
  );
}
