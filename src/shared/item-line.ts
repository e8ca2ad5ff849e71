/**
 * An item as one line, quantity after the name and the note after a comma ('kidney beans (2 × 15 oz cans),
 * drained'): what SPEC calls the item's name, and what Copy Sorted List prints; splitQuantity reads it
 * back. A module of its own so that screens which only print items do not load the quantity parser.
 */
export function itemLine(item: { name: string; quantity: string | null; note?: string | null }): string {
  const named =
    item.quantity === null || item.quantity === '' ? item.name : `${item.name} (${item.quantity})`;
  return item.note === null || item.note === undefined || item.note === '' ? named : `${named}, ${item.note}`;
}
