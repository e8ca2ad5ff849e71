/**
 * An item as one line, quantity after the name ('chicken thighs (2 lb)'): what SPEC calls the item's name,
 * and what Copy Sorted List prints; splitQuantity reads it back. A module of its own so that screens which
 * only print items do not load the quantity parser.
 */
export function itemLine(item: { name: string; quantity: string | null }): string {
  return item.quantity === null || item.quantity === '' ? item.name : `${item.name} (${item.quantity})`;
}
