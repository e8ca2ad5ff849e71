import type { Language } from '@shared/languages';

/** Shows a language on the page: its `<html lang>`, which screen readers, hyphenation and the server's answers follow. */
export function markPageLanguage(language: Language): void {
  document.documentElement.lang = language;
}
