import { describe, expect, it } from 'vitest';
import { findDietViolation, violatesDiet } from './diet-rules';
import { DIET_TAGS, type DietTag, MEAL_TYPES, type MealType, SUGGESTED_MEALS } from './suggested-meals';

const MIN_PER_MEAL_TYPE: Record<MealType, number> = { breakfast: 10, lunch: 12, dinner: 14 };

const MIN_PER_TAG: Record<DietTag, number> = {
  vegetarian: 14,
  'gluten-free': 12,
  'lactose-free': 10,
  'low-sodium': 6,
  'low-histamine': 6,
};

/** Lists the duplicates of a list, so a failure names them instead of just comparing sizes. */
function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('SUGGESTED_MEALS', () => {
  it('has unique kebab-case ids and unique names', () => {
    const ids = SUGGESTED_MEALS.map((meal) => meal.id);
    expect(duplicates(ids)).toEqual([]);
    expect(ids.filter((id) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))).toEqual([]);
    expect(duplicates(SUGGESTED_MEALS.map((meal) => meal.name.toLowerCase()))).toEqual([]);
  });

  it('has 40 to 44 meals', () => {
    expect(SUGGESTED_MEALS.length).toBeGreaterThanOrEqual(40);
    expect(SUGGESTED_MEALS.length).toBeLessThanOrEqual(44);
  });

  it.each(MEAL_TYPES)('has enough %s meals', (mealType) => {
    const count = SUGGESTED_MEALS.filter((meal) => meal.mealType === mealType).length;
    expect(count).toBeGreaterThanOrEqual(MIN_PER_MEAL_TYPE[mealType]);
  });

  it.each(DIET_TAGS)('has enough %s meals', (tag) => {
    const count = SUGGESTED_MEALS.filter((meal) => meal.tags.includes(tag)).length;
    expect(count).toBeGreaterThanOrEqual(MIN_PER_TAG[tag]);
  });

  it.each(SUGGESTED_MEALS.map((meal) => [meal.id, meal] as const))('%s is complete', (_, meal) => {
    expect(meal.name.trim()).not.toBe('');
    expect(meal.ingredients.length).toBeGreaterThanOrEqual(4);
    expect(meal.ingredients.length).toBeLessThanOrEqual(12);
    expect(meal.ingredients.filter((line) => line.trim() === '')).toEqual([]);
    expect(duplicates(meal.ingredients)).toEqual([]);
    // One food per line: the list merger cannot split "salt and pepper".
    expect(meal.ingredients.filter((line) => /\band\b/i.test(line))).toEqual([]);
    const sentences = meal.instructions.trim().split(/(?<=[.!?])\s+/);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(5);
    expect(duplicates([...meal.tags])).toEqual([]);
  });

  it('never lists salt in a low-sodium meal', () => {
    const salted = SUGGESTED_MEALS.filter((meal) => meal.tags.includes('low-sodium')).flatMap((meal) =>
      meal.ingredients.filter((line) => /\bsalt\b/i.test(line)).map((line) => `${meal.id}: ${line}`),
    );
    expect(salted).toEqual([]);
  });

  it('carries only tags that every ingredient satisfies', () => {
    const violations = SUGGESTED_MEALS.flatMap((meal) =>
      meal.tags.flatMap((tag) =>
        meal.ingredients.flatMap((line) => {
          const hit = findDietViolation(tag, line);
          return hit === undefined ? [] : [`${meal.id} is tagged ${tag} but has "${line}" (${hit})`];
        }),
      ),
    );
    expect(violations).toEqual([]);
  });
});

describe('violatesDiet', () => {
  it.each([
    ['vegetarian', '2 chicken breasts', true],
    ['vegetarian', '1 tbsp fish sauce', true],
    ['vegetarian', '500 ml beef stock', true],
    ['vegetarian', 'vegetable stock', false],
    ['vegetarian', '1 l vegetable broth', false],
    ['vegetarian', '2 chickpeas', false],
    ['gluten-free', 'spaghetti', true],
    ['gluten-free', '4 slices whole wheat bread', true],
    ['gluten-free', '1 cup rolled oats', true],
    ['gluten-free', 'gluten-free oats', false],
    ['gluten-free', '8 corn tortillas', false],
    ['gluten-free', '4 flour tortillas', true],
    ['gluten-free', '2 tbsp tamari', false],
    ['gluten-free', '2 tbsp soy sauce', true],
    ['gluten-free', '1 cup buckwheat', false],
    ['gluten-free', '200 g rice noodles', false],
    ['lactose-free', 'oat milk', false],
    ['lactose-free', '1 cup almond milk', false],
    ['lactose-free', '400 ml coconut milk', false],
    ['lactose-free', '1 cup milk', true],
    ['lactose-free', '2 tbsp peanut butter', false],
    ['lactose-free', '3 tbsp butter', true],
    ['lactose-free', '½ cup Crème fraîche', true],
    ['lactose-free', '1 butternut squash', false],
    ['low-sodium', '¼ tsp salt', true],
    ['low-sodium', '2 tbsp olive oil', false],
    ['low-sodium', '100 g kalamata olives', true],
    ['low-sodium', '2 tbsp unsalted peanut butter', false],
    ['low-histamine', 'canned tomatoes', true],
    ['low-histamine', '1 lemon', true],
    ['low-histamine', '1 cup baby spinach', true],
    ['low-histamine', '2 tbsp olive oil', false],
    ['low-histamine', '2 zucchini', false],
  ] as const)('%s / %s → %s', (tag, ingredient, expected) => {
    expect(violatesDiet(tag, ingredient)).toBe(expected);
  });
});
