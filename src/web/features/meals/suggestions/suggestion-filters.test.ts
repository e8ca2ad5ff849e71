import { SUGGESTED_MEALS, type SuggestedMeal } from '@shared/meals/suggested-meals';
import { nameKey } from '@shared/same-name';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishTexts } from '@/i18n/english-texts';
import {
  activeFilterCount,
  DIET_FILTERS,
  filterLabel,
  filterSuggestions,
  isSuggestionAdded,
  MEAL_TYPE_FILTERS,
  searchSuggestions,
} from './suggestion-filters';

function meal(id: string, tags: SuggestedMeal['tags'], mealType: SuggestedMeal['mealType']): SuggestedMeal {
  return { id, name: id, ingredients: ['x'], instructions: 'Cook.', tags, mealType };
}

const MEALS = [
  meal('oats', ['vegetarian', 'low-sodium'], 'breakfast'),
  meal('soup', ['vegetarian', 'gluten-free'], 'lunch'),
  meal('steak', ['gluten-free'], 'dinner'),
  meal('curry', ['vegetarian', 'gluten-free', 'lactose-free'], 'dinner'),
];
const ids = (meals: SuggestedMeal[]) => meals.map((entry) => entry.id);

describe('filterSuggestions', () => {
  it('shows everything for all and all', () => {
    expect(ids(filterSuggestions(MEALS, { diet: 'all', mealType: 'all' }))).toEqual([
      'oats',
      'soup',
      'steak',
      'curry',
    ]);
  });

  it('filters by diet, by meal type, and by both, keeping the catalogue order', () => {
    expect(ids(filterSuggestions(MEALS, { diet: 'gluten-free', mealType: 'all' }))).toEqual([
      'soup',
      'steak',
      'curry',
    ]);
    expect(ids(filterSuggestions(MEALS, { diet: 'all', mealType: 'dinner' }))).toEqual(['steak', 'curry']);
    expect(ids(filterSuggestions(MEALS, { diet: 'vegetarian', mealType: 'dinner' }))).toEqual(['curry']);
    expect(filterSuggestions(MEALS, { diet: 'low-histamine', mealType: 'lunch' })).toEqual([]);
  });

  it('finds something in the real catalogue for every single filter', () => {
    for (const diet of DIET_FILTERS) {
      expect(filterSuggestions(SUGGESTED_MEALS, { diet, mealType: 'all' }).length).toBeGreaterThan(0);
    }
    for (const mealType of MEAL_TYPE_FILTERS) {
      expect(filterSuggestions(SUGGESTED_MEALS, { diet: 'all', mealType }).length).toBeGreaterThan(0);
    }
  });
});

describe('added suggestions', () => {
  const soup = MEALS[1] as SuggestedMeal;

  it('counts a meal added this session', () => {
    expect(isSuggestionAdded(soup, new Set(['soup']), new Set())).toBe(true);
    expect(isSuggestionAdded(soup, new Set(['oats']), new Set())).toBe(false);
  });

  it('counts a meal the user already has by name, in any case and spacing', () => {
    expect(isSuggestionAdded(soup, new Set(), new Set([nameKey('  SOUP ')]))).toBe(true);
    expect(nameKey(' Red   Lentil Soup ')).toBe('red lentil soup');
  });
});

describe('filterLabel', () => {
  let t: TFunction<'meals'>;
  beforeAll(async () => {
    t = await englishTexts('meals');
  });

  it('names each filter as its button reads in English', () => {
    expect(DIET_FILTERS.map((filter) => filterLabel(filter, t))).toEqual([
      'All',
      'Gluten-free',
      'Lactose-free',
      'Vegetarian',
      'Low-sodium',
      'Low-histamine',
    ]);
    expect(MEAL_TYPE_FILTERS.map((filter) => filterLabel(filter, t))).toEqual([
      'All',
      'Breakfast',
      'Lunch',
      'Dinner',
    ]);
  });
});

describe('searching the suggested meals', () => {
  it('finds every word typed in the name or the ingredients, in any case', () => {
    const found = searchSuggestions(SUGGESTED_MEALS, '  LENTIL soup ').map((meal) => meal.name);
    expect(found).toContain('Red Lentil Soup');
    const byIngredient = searchSuggestions(SUGGESTED_MEALS, 'chickpeas');
    expect(byIngredient.length).toBeGreaterThan(0);
    for (const meal of byIngredient) {
      expect([meal.name, ...meal.ingredients].join(' ').toLowerCase()).toContain('chickpeas');
    }
    expect(searchSuggestions(SUGGESTED_MEALS, '')).toHaveLength(SUGGESTED_MEALS.length);
    expect(searchSuggestions(SUGGESTED_MEALS, 'no such food anywhere')).toEqual([]);
  });

  it('counts the filters that narrow the meals', () => {
    expect(activeFilterCount({ diet: 'all', mealType: 'all' })).toBe(0);
    expect(activeFilterCount({ diet: 'vegetarian', mealType: 'all' })).toBe(1);
    expect(activeFilterCount({ diet: 'vegetarian', mealType: 'lunch' })).toBe(2);
  });
});
