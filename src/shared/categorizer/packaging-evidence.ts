import type { Category } from '../categories';
import { wordSet } from './word-set';

/** A size by volume: "64 fl oz", "1 L", "500 ml", "1 gallon". Produce is never sold so (berries by the pint are). */
const VOLUME_PATTERN = /\d\s*(?:fl\.?\s*oz|ml|cl|l|liters?|litres?|gal|gallons?)\b/i;

/** Liquids a can or jar is packed in: "Mackerel in Water", "Mandarin Oranges in Light Syrup". */
const PACKING_MEDIA: ReadonlySet<string> = wordSet(`
water oil syrup juice brine sauce gravy adobo gel vinegar broth
`);

/** A tin or a jar: "Smoked Atlantic Salmon 3.2 oz Tin", "Gefilte Fish 24 oz Jar". */
const SHELF_CONTAINER_PATTERN = /\b(?:tins?|jars?)\b/i;

/** Sold by the pint: berries and ice cream. */
const PINT_PATTERN = /\bpints?\b/i;

/** What an ice cream's flavour name alone reads as: "Salted Caramel Cluster Pint", "Blood Orange Sorbetto Pint". */
const ICE_CREAM_FLAVOUR_AISLES: ReadonlySet<Category> = new Set(['Pantry', 'Bakery', 'Miscellaneous']);

/** Aisles of fresh food, whose words in a packaged product's name say what is inside. */
const FRESH_AISLES: ReadonlySet<Category> = new Set(['Produce', 'Meat & Seafood']);

function packedInLiquid(words: readonly string[]): boolean {
  const at = words.indexOf('in');
  return at > 0 && words.slice(at + 1).some((word) => PACKING_MEDIA.has(word));
}

/**
 * What the package says when the words only named a fresh food. Fruit, vegetables, meat or fish packed in a
 * liquid, a tin or a jar are shelf goods (Pantry); fruit sold by volume is a juice or a drink (Beverages). A
 * dessert or sweet flavour sold by the pint is ice cream (Frozen Foods).
 */
export function shelfByPackaging(
  text: string,
  words: readonly string[],
  category: Category,
): Category | undefined {
  if (ICE_CREAM_FLAVOUR_AISLES.has(category) && PINT_PATTERN.test(text)) {
    return 'Frozen Foods';
  }
  if (!FRESH_AISLES.has(category)) {
    return undefined;
  }
  if (packedInLiquid(words) || SHELF_CONTAINER_PATTERN.test(text)) {
    return 'Pantry';
  }
  return category === 'Produce' && VOLUME_PATTERN.test(text) ? 'Beverages' : undefined;
}
