import type { Meal } from '@shared/contract/meals';

/** A meal template as the contract presents it. */
export function presentMeal(row: Omit<Meal, 'createdAt'> & { createdAt: Date }): Meal {
  return {
    id: row.id,
    name: row.name,
    ingredients: row.ingredients,
    instructions: row.instructions,
    servings: row.servings,
    sourceUrl: row.sourceUrl,
    createdAt: row.createdAt.toISOString(),
  };
}
