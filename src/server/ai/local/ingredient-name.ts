import { splitQuantity } from '@shared/items/item-quantity';

/**
 * The food of an ingredient line without its amount, as the list's own reader takes it apart, in any of the six
 * languages: '1 1/2 cups basmati rice' → 'basmati rice', '2 EL Zucker' → 'Zucker', '190 g de farine' → 'farine'.
 * Enough to offer a catalogue ingredient as a shopping item; a line that is nothing but an amount stays whole.
 */
export function ingredientName(line: string): string {
  const name = splitQuantity(line).name.trim();
  return name === '' ? line.trim() : name;
}
