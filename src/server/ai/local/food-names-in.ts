import type { Language } from '@shared/languages';
import { FOOD_NAMES as GERMAN } from './food-names/de';
import { FOOD_NAMES as SPANISH } from './food-names/es';
import { FOOD_NAMES as FRENCH } from './food-names/fr';
import { FOOD_NAMES as ITALIAN } from './food-names/it';
import { FOOD_NAMES as DUTCH } from './food-names/nl';

/** Each language's names for the English shopping names the built-in suggestions offer (pairings, everyday items). */
export const FOOD_NAME_TABLES: Readonly<Record<Exclude<Language, 'en'>, Readonly<Record<string, string>>>> = {
  de: GERMAN,
  fr: FRENCH,
  es: SPANISH,
  it: ITALIAN,
  nl: DUTCH,
};

/**
 * A shopping name of the built-in suggestions as the language writes it ('dish soap' → 'Spülmittel'). Every name
 * has one in every language (food-names-in.test.ts); English names are their own.
 */
export function foodNameIn(name: string, language: Language): string {
  return language === 'en' ? name : (FOOD_NAME_TABLES[language][name] ?? name);
}
