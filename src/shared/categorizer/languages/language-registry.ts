import type { Language } from '../../languages';
import { categorizeInLanguage, type LanguageAnswer } from './categorize-in-language';
import { buildLanguageIndex, type LanguageIndex } from './language-index';
import type { LanguageLexicon } from './language-lexicon';

/** Every language the categorizer reads besides English. */
export type OtherLanguage = Exclude<Language, 'en'>;

/** The other languages, in the order a line none of the user's languages knows is tried in. */
export const OTHER_LANGUAGES: readonly OtherLanguage[] = ['de', 'fr', 'es', 'it', 'nl'];

/**
 * The lexicons the categorizer can read now. The server registers all five at start (all-languages.ts); a browser
 * only the user's, from its own chunk (load-lexicon.ts), so a phone downloads one language's words, not five.
 */
const lexicons = new Map<OtherLanguage, LanguageLexicon>();
const indexes = new Map<OtherLanguage, LanguageIndex>();

/** Makes a language's lexicon readable. */
export function registerLexicon(lexicon: LanguageLexicon): void {
  lexicons.set(lexicon.language, lexicon);
  indexes.delete(lexicon.language);
}

/** Whether a language's lexicon is registered. */
export function hasLexicon(language: OtherLanguage): boolean {
  return lexicons.has(language);
}

/** A language's index, built on its first use; undefined when its lexicon is not registered. */
export function languageIndex(language: OtherLanguage): LanguageIndex | undefined {
  let index = indexes.get(language);
  const lexicon = lexicons.get(language);
  if (index === undefined && lexicon !== undefined) {
    index = buildLanguageIndex(lexicon);
    indexes.set(language, index);
  }
  return index;
}

/** A typed line read by one other language's lexicon; undefined when it knows none of the line (or is not here). */
export function categorizeIn(text: string, language: OtherLanguage): LanguageAnswer | undefined {
  const index = languageIndex(language);
  return index === undefined ? undefined : categorizeInLanguage(text, index);
}
