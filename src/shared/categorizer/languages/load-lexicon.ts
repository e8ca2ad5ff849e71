import type { Language } from '../../languages';
import type { LanguageLexicon } from './language-lexicon';
import { hasLexicon, type OtherLanguage, registerLexicon } from './language-registry';

// One chunk per language: a browser loads only the lexicon of the language its user speaks.
const LOADERS: Record<OtherLanguage, () => Promise<LanguageLexicon>> = {
  de: async () => (await import('./de')).GERMAN_LEXICON,
  fr: async () => (await import('./fr')).FRENCH_LEXICON,
  es: async () => (await import('./es')).SPANISH_LEXICON,
  it: async () => (await import('./it')).ITALIAN_LEXICON,
  nl: async () => (await import('./nl')).DUTCH_LEXICON,
};

/** Registers a language's lexicon from its chunk, once; English needs none (it is the categorizer's own). */
export async function loadLexicon(language: Language): Promise<void> {
  if (language !== 'en' && !hasLexicon(language)) {
    registerLexicon(await LOADERS[language]());
  }
}
