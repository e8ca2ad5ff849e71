import { isLanguage } from '@shared/languages';
import type { MealTranslations } from '@shared/meals/meal-translation';
import { SUGGESTED_MEALS, type SuggestedMeal, translateMeals } from '@shared/meals/suggested-meals';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

// One chunk per language: an English page loads none of them.
const translations = import.meta.glob<MealTranslations>(
  '../../../../shared/meals/translations/{de,fr,es,it,nl}.ts',
  {
    import: 'MEAL_TRANSLATIONS',
  },
);

/**
 * The suggested meals in the catalogue's language: names, grocery lines (with that language's units, so they land in
 * the right aisles) and steps. English until a language's chunk has loaded, or if it cannot.
 */
export function useSuggestedMeals(): readonly SuggestedMeal[] {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const [meals, setMeals] = useState<{ language: string; meals: readonly SuggestedMeal[] }>({
    language: 'en',
    meals: SUGGESTED_MEALS,
  });
  useEffect(() => {
    const load = translations[`../../../../shared/meals/translations/${language}.ts`];
    if (load === undefined) {
      return;
    }
    let current = true;
    load()
      .then((translated) => {
        if (current) {
          setMeals({ language, meals: translateMeals(SUGGESTED_MEALS, translated) });
        }
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [language]);
  return meals.language === language ? meals.meals : SUGGESTED_MEALS;
}
