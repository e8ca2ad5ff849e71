import type { Category } from '@shared/categories';
import { categorySections, type ItemsByCategory } from '@shared/list-text';
import type { EditableItem } from './editable-item';

/** An item in the cart, with the aisle it came from (Move to category starts there). */
export interface CartEntry<T extends EditableItem> {
  item: T;
  category: Category;
}

/**
 * A list laid out for the shop: the aisles with what is still to get (an aisle with nothing left is left
 * out) in the store's walking order (SPEC's by default), then the cart, in the order items went in. Ticks from before tick times were kept come first.
 */
export function shoppingSections<T extends EditableItem>(
  items: ItemsByCategory<T> | null,
  order?: readonly Category[],
): { aisles: [Category, T[]][]; cart: CartEntry<T>[] } {
  const sections = categorySections(items, order);
  const aisles = sections.flatMap(([category, list]): [Category, T[]][] => {
    const left = list.filter((item) => !item.checked);
    return left.length > 0 ? [[category, left]] : [];
  });
  const cart = sections
    .flatMap(([category, list]) => list.filter((item) => item.checked).map((item) => ({ item, category })))
    // ISO times of one format compare as text; the sort is stable, so equal times keep the list's order.
    .sort((a, b) => compareText(a.item.checkedAt ?? '', b.item.checkedAt ?? ''));
  return { aisles, cart };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Every item name of the list (without quantities), in aisle order: what suggestions and meal ideas go by. */
export function itemLabels(items: ItemsByCategory<EditableItem> | null): string[] {
  return categorySections(items).flatMap(([, list]) => list.map((item) => item.label));
}
