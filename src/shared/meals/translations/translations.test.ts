import { describe, expect, it } from 'vitest';
import type { MealTranslations } from '../meal-translation';
import { SUGGESTED_MEALS } from '../suggested-meals';
import { MEAL_TRANSLATIONS as DE } from './de';
import { MEAL_TRANSLATIONS as ES } from './es';
import { MEAL_TRANSLATIONS as FR } from './fr';
import { MEAL_TRANSLATIONS as IT } from './it';
import { MEAL_TRANSLATIONS as NL } from './nl';

const LANGUAGES: Record<string, MealTranslations> = { de: DE, fr: FR, es: ES, it: IT, nl: NL };

/**
 * English grocery lines a language writes with the very same words (compared ignoring case): food names it
 * borrowed, like German "Feta" or Italian "lime". Any other line equal to the English one was left untranslated.
 */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  de: [
    '50 g feta',
    '200 g feta',
    '40 g parmesan',
    '60 g butter',
    '1 avocado',
    '1 zucchini',
    '2 zucchini',
    '400 g spaghetti',
    '400 g penne',
    '400 g linguine',
  ],
  fr: [],
  es: [],
  it: ['1 avocado', '1 lime'],
  nl: ['1 avocado', '400 g spaghetti', '400 g penne', '400 g linguine'],
};

const catalogueIds = SUGGESTED_MEALS.map((meal) => meal.id).sort();

describe.each(Object.entries(LANGUAGES))('%s meal translations', (language, translations) => {
  const allowed = new Set(SAME_AS_ENGLISH[language]);

  it('has exactly the ids of the catalogue', () => {
    expect(Object.keys(translations).sort()).toEqual(catalogueIds);
  });

  it('has a name of its own for every meal', () => {
    const names = Object.values(translations).map((translation) => translation.name.toLowerCase());
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it.each(SUGGESTED_MEALS.map((meal) => [meal.id, meal] as const))('translates %s whole', (_, meal) => {
    const translation = translations[meal.id];
    if (translation === undefined) {
      throw new Error(`${language} has no translation of ${meal.id}`);
    }
    expect(translation.name.trim()).not.toBe('');
    expect(translation.instructions.trim()).not.toBe('');
    expect(translation.ingredients).toHaveLength(meal.ingredients.length);
    expect(translation.ingredients.filter((line) => line.trim() === '')).toEqual([]);
    const untranslated = translation.ingredients.filter((line, index) => {
      const english = meal.ingredients[index] ?? '';
      return line.toLowerCase() === english.toLowerCase() && !allowed.has(english.toLowerCase());
    });
    expect(untranslated).toEqual([]);
    const sentences = translation.instructions.trim().split(/(?<=[.!?])\s+/);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(5);
  });
});
