import type { Category } from '@shared/categories';
import type { ItemsByCategory } from '@shared/list-text';
import { CartSection } from './cart-section';
import { CategorySection } from './category-section';
import type { EditableItem, ItemActions } from './editable-item';
import { shoppingSections } from './shopping-sections';

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
