import { normalizeItemText } from '@shared/categorizer/normalize-item';
import { splitQuantity } from '@shared/items/item-quantity';

/**
 * What a list's lines name, without their quantities and each item once ('4 lb chicken thighs' and
 * '2 lbs chicken thighs' are chicken thighs): what a meal idea cooks with, suggestions build on, and a
 * saved idea keeps as its ingredients. The first spelling of each item is kept.
 */
export function distinctItemNames(lines: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const line of lines) {
    const { name } = splitQuantity(line);
    const key = normalizeItemText(name) || name.toLowerCase();
    if (name !== '' && !byKey.has(key)) {
      byKey.set(key, name);
    }
  }
  return [...byKey.values()];
}
