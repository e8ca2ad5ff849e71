import type { Language } from '@shared/languages';
import type { MealTranslations } from '@shared/meals/meal-translation';
import { SUGGESTED_MEALS, type SuggestedMeal, translateMeals } from '@shared/meals/suggested-meals';
import { MEAL_TRANSLATIONS as GERMAN } from '@shared/meals/translations/de';
import { MEAL_TRANSLATIONS as SPANISH } from '@shared/meals/translations/es';
import { MEAL_TRANSLATIONS as FRENCH } from '@shared/meals/translations/fr';
import { MEAL_TRANSLATIONS as ITALIAN } from '@shared/meals/translations/it';
import { MEAL_TRANSLATIONS as DUTCH } from '@shared/meals/translations/nl';

const TRANSLATIONS: Record<Exclude<Language, 'en'>, MealTranslations> = {
  de: GERMAN,
  fr: FRENCH,
  es: SPANISH,
  it: ITALIAN,
  nl: DUTCH,
};

const catalogues = new Map<Language, readonly SuggestedMeal[]>([['en', SUGGESTED_MEALS]]);

/** The built-in meals as the built-in AI offers them in a language: names, grocery lines and steps in it. */
export function suggestedMealsIn(language: Language): readonly SuggestedMeal[] {
  let meals = catalogues.get(language);
  if (meals === undefined) {
    meals = language === 'en' ? SUGGESTED_MEALS : translateMeals(SUGGESTED_MEALS, TRANSLATIONS[language]);
    catalogues.set(language, meals);
  }
  return meals;
}
