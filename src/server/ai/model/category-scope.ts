import type { Category } from '@shared/categories';

/**
 * What each category covers, and the calls where two answers are defensible: CATEGORIES.md in a line each, so
 * a model sorts by the same rules as the built-in categorizer and the tests.
 */
export const CATEGORY_SCOPE: Record<Category, string> = {
  Produce: 'fresh fruit and vegetables, fresh herbs, bagged salads (not dried, canned or frozen ones)',
  Bakery: 'bread, buns, rolls, bagels, tortillas and flat breads, bakery pastries, cakes and pies',
  'Meat & Seafood': 'fresh and packaged meat, poultry, fish and shellfish, deli meat, bacon, sausages',
  'Dairy & Eggs': 'milk, cream, butter, cheese, yogurt, eggs, refrigerated plant milks, coffee creamers',
  Pantry:
    'everything shelf-stable to eat: pasta, rice, grains, baking, oils, sauces, condiments, spices, canned goods, soups, cereal, snacks (chips, crackers, nuts, jerky), candy, cookies, spreads, international foods',
  'Frozen Foods': 'everything from the freezer, ice cream and ice included',
  Beverages:
    'water, sparkling water, soft drinks, juice, energy and sports drinks, coffee and tea (beans, ground, pods, bags, cold brew), cocoa and drink mixes, beer, wine, spirits',
  'Household & Cleaning':
    'cleaning, laundry, dish soap, paper towels, toilet paper, trash bags, foil and food storage, kitchen supplies, air fresheners, candles, batteries, bulbs',
  'Personal Care':
    'hair, skin, face and body care, deodorant, oral care, shaving, feminine care, cosmetics, and all health products: vitamins, supplements, cold and flu, allergy, pain relief, digestion, first aid, eye and ear care',
  Pets: 'pet food, treats, litter and pet care',
  Baby: 'diapers, wipes, formula, baby food, baby bath and body care, baby accessories',
  Miscellaneous: 'only what none of the others covers, and ready-made deli meals and salads',
};
