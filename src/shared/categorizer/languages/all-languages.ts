import { GERMAN_LEXICON } from './de';
import { SPANISH_LEXICON } from './es';
import { FRENCH_LEXICON } from './fr';
import { ITALIAN_LEXICON } from './it';
import type { LanguageLexicon } from './language-lexicon';
import { registerLexicon } from './language-registry';
import { DUTCH_LEXICON } from './nl';

/** All five lexicons, registered as this module loads: the server reads every language, whoever types. */
export const ALL_LEXICONS: readonly LanguageLexicon[] = [
  GERMAN_LEXICON,
  FRENCH_LEXICON,
  SPANISH_LEXICON,
  ITALIAN_LEXICON,
  DUTCH_LEXICON,
];

for (const lexicon of ALL_LEXICONS) {
  registerLexicon(lexicon);
}
