import { CATEGORIES } from '../../src/shared/categories';
import { MY_DATA_FORMAT, MY_DATA_VERSION, type MyDataFile } from '../../src/shared/contract/my-data-file';

/**
 * A data file as large as the security review's (issue 31, 2.9): `lists` lists of `itemsPerList` items and
 * `meals` meals: at the defaults, 3 lists of 10,000 items and 2,500 meals (3 MB of JSON).
 */
export function largeDataFile(
  size: { lists?: number; itemsPerList?: number; meals?: number } = {},
): MyDataFile {
  const { lists = 3, itemsPerList = 10_000, meals = 2_500 } = size;
  const at = '2025-05-01T09:30:00.000Z';
  return {
    format: MY_DATA_FORMAT,
    version: MY_DATA_VERSION,
    exportedAt: at,
    app: { version: '0.1.0' },
    profile: { email: 'big@example.com', displayName: 'Big', subscriptionStatus: 'active' },
    lists: Array.from({ length: lists }, (_, list) => ({
      name: `List ${list + 1}`,
      role: 'owner' as const,
      createdAt: at,
      members: [],
      store: null,
      plannedMeals: [],
      items: Array.from({ length: itemsPerList }, (_, item) => ({
        name: `item ${item + 1}`,
        quantity: item % 3 === 0 ? '2 lb' : null,
        note: item % 7 === 0 ? 'for the weekend' : null,
        category: CATEGORIES[item % CATEGORIES.length] ?? 'Miscellaneous',
        checked: item % 5 === 0,
        checkedAt: item % 5 === 0 ? at : null,
      })),
    })),
    meals: Array.from({ length: meals }, (_, meal) => ({
      name: `Meal ${meal + 1}`,
      ingredients: ['2 onions', '1 lb beef', 'salt'],
      instructions: 'Simmer for an hour.',
      servings: 4,
      sourceUrl: null,
    })),
    plan: [],
    stores: [],
    categoryCorrections: [],
    staples: [],
    itemHistory: [],
  };
}
