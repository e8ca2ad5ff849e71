import type { Language } from '@shared/languages';
import { whenIdle } from '@/lib/when-idle';

/**
 * Loads, once the page is idle, what sorting in a language needs on this device: its categorizer lexicon, which
 * the service worker then keeps, so a list typed with no network still lands in the right aisles. English needs
 * nothing (its lexicon is precached with the app).
 */
export function keepLanguageForOffline(language: Language): void {
  if (language === 'en') {
    return;
  }
  whenIdle(() => {
    import('@shared/categorizer/languages/load-lexicon')
      .then(({ loadLexicon }) => loadLexicon(language))
      .catch(() => undefined);
  });
}
