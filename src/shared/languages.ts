/** The languages Aislewise speaks: its catalogue, its data and its built-in sorting. English is the source. */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl'] as const;

/** One of the six languages, as its ISO 639-1 code. */
export type Language = (typeof LANGUAGES)[number];

/** The language everything is written in first, and the answer when nothing else fits. */
export const SOURCE_LANGUAGE: Language = 'en';

/** Each language's own name for itself, as a language picker shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
};

const languageSet: ReadonlySet<string> = new Set(LANGUAGES);

/** True when the text is one of the six language codes. */
export function isLanguage(value: string): value is Language {
  return languageSet.has(value);
}

/**
 * The supported language that best serves a list of BCP 47 tags in preference order (a browser's
 * `navigator.languages`, an Accept-Language header): the first whose primary subtag we speak ("de-AT" → de).
 */
export function pickLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    if (isLanguage(primary)) {
      return primary;
    }
  }
  return SOURCE_LANGUAGE;
}
