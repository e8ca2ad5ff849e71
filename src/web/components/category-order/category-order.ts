import { CATEGORIES, type Category, isCategory } from '@shared/categories';

/** The order with `category` taken out and put back at `toIndex` (clamped to the list). */
export function movedCategory(order: readonly Category[], category: Category, toIndex: number): Category[] {
  const rest = order.filter((entry) => entry !== category);
  const at = Math.min(Math.max(toIndex, 0), rest.length);
  return [...rest.slice(0, at), category, ...rest.slice(at)];
}

/** True when the order is SPEC's own, the one a store starts with. */
export function isDefaultOrder(order: readonly Category[]): boolean {
  return (
    order.length === CATEGORIES.length && order.every((category, index) => category === CATEGORIES[index])
  );
}

/** The value as an order of the aisles (each of the 12 categories once), or null when it is not one. */
export function asCategoryOrder(value: unknown): Category[] | null {
  if (!Array.isArray(value) || value.length !== CATEGORIES.length) {
    return null;
  }
  const order = value.filter((entry): entry is Category => typeof entry === 'string' && isCategory(entry));
  return new Set(order).size === CATEGORIES.length ? order : null;
}
