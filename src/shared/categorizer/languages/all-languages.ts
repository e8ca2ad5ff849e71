import type { Language } from '../../languages';
import { categorizeInLanguage, type LanguageAnswer } from './categorize-in-language';
import { GERMAN_LEXICON } from './de';
import { SPANISH_LEXICON } from './es';
import { FRENCH_LEXICON } from './fr';
import { ITALIAN_LEXICON } from './it';
import { buildLanguageIndex, type LanguageIndex } from './language-index';
import type { LanguageLexicon } from './language-lexicon';
import { DUTCH_LEXICON } from './nl';

/** Every language the categorizer reads besides English. */
export type OtherLanguage = Exclude<Language, 'en'>;

const LEXICONS: Record<OtherLanguage, LanguageLexicon> = {
  de: GERMAN_LEXICON,
  fr: FRENCH_LEXICON,
  es: SPANISH_LEXICON,
  it: ITALIAN_LEXICON,
  nl: DUTCH_LEXICON,
};

/** The other languages, in the order a line none of the user's languages knows is tried in. */
export const OTHER_LANGUAGES: readonly OtherLanguage[] = ['de', 'fr', 'es', 'it', 'nl'];

const indexes = new Map<OtherLanguage, LanguageIndex>();

/** A language's index, built on its first use (a server or a browser of one language never builds the others). */
export function languageIndex(language: OtherLanguage): LanguageIndex {
  let index = indexes.get(language);
  if (index === undefined) {
    index = buildLanguageIndex(LEXICONS[language]);
    indexes.set(language, index);
  }
  return index;
}

/** A typed line read by one other language's lexicon; undefined when it knows none of the line. */
export function categorizeIn(text: string, language: OtherLanguage): LanguageAnswer | undefined {
  return categorizeInLanguage(text, languageIndex(language));
}
