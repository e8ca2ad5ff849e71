/** The 12 store categories, in the order a shopper walks them (SPEC §3). */
export const CATEGORIES = [
  'Produce',
  'Bakery',
  'Meat & Seafood',
  'Dairy & Eggs',
  'Pantry',
  'Frozen Foods',
  'Beverages',
  'Household & Cleaning',
  'Personal Care',
  'Pets',
  'Baby',
  'Miscellaneous',
] as const;

/** One of the 12 store categories. */
export type Category = (typeof CATEGORIES)[number];

/** The fallback for anything no rule recognises. */
export const FALLBACK_CATEGORY: Category = 'Miscellaneous';

/** The emoji shown beside each category heading. */
export const CATEGORY_ICONS: Record<Category, string> = {
  Produce: '🥦',
  Bakery: '🍞',
  'Meat & Seafood': '🥩',
  'Dairy & Eggs': '🧀',
  Pantry: '🥫',
  'Frozen Foods': '🧊',
  Beverages: '🥤',
  'Household & Cleaning': '🧽',
  'Personal Care': '🧴',
  Pets: '🐾',
  Baby: '🍼',
  Miscellaneous: '🛒',
};

const categorySet: ReadonlySet<string> = new Set(CATEGORIES);

/** True when the text is exactly one of the 12 category names. */
export function isCategory(value: string): value is Category {
  return categorySet.has(value);
}
