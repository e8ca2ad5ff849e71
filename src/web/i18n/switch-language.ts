import type { Language } from '@shared/languages';
import { catalogue } from './catalogue';
import { keepLanguageForOffline } from './offline-language';
import { markPageLanguage } from './page-language';
import { loadMessages } from './web-messages';

/**
 * Speaks another language from now on. i18next loads the new language's chunks of every namespace used so far before
 * it switches, so nothing flashes half in one language; a page not opened yet loads its own when it opens.
 */
export async function switchLanguage(language: Language): Promise<void> {
  if (catalogue.language !== language) {
    await Promise.all([loadMessages(language), catalogue.loadLanguages(language)]);
    await catalogue.changeLanguage(language);
  }
  markPageLanguage(language);
  keepLanguageForOffline(language);
}
