import { isLanguage, LANGUAGES, type Language, SOURCE_LANGUAGE } from '@shared/languages';
import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Namespace } from './namespaces';

type Strings = Record<string, unknown>;

// English is the source: what the app's frame and the home page say ships with the app's code, so the first page
// waits for no catalogue. Every other namespace, and every other language's, is a chunk of its own fetched with the
// page that uses it (the guest's first load stays light).
const englishFiles = import.meta.glob<Strings>(['./locales/en/common.json', './locales/en/lists.json'], {
  eager: true,
  import: 'default',
});
const otherFiles = import.meta.glob<Strings>(
  ['./locales/*/*.json', '!./locales/en/common.json', '!./locales/en/lists.json'],
  { import: 'default' },
);

function namespaceOf(path: string): string {
  return path.replace(/^.*\/([^/]+)\.json$/, '$1');
}

const english: Resource = {
  [SOURCE_LANGUAGE]: Object.fromEntries(
    Object.entries(englishFiles).map(([path, strings]) => [namespaceOf(path), strings]),
  ),
};

/** Loads a language's namespace from its chunk. */
const chunkBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, done) {
    const load = otherFiles[`./locales/${language}/${namespace}.json`];
    if (load === undefined) {
      done(null, {});
      return;
    }
    load().then(
      (strings) => done(null, strings),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The app's one catalogue instance. */
export const catalogue = i18next.createInstance();

/**
 * Starts the catalogue in a language and loads the namespaces given (the app's frame needs `common` before its first
 * render). English is there at once; another language waits for its chunks, and shows English where one fails.
 */
export async function startCatalogue(language: Language, namespaces: readonly Namespace[]): Promise<void> {
  if (!catalogue.isInitialized) {
    await catalogue
      .use(chunkBackend)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: SOURCE_LANGUAGE,
        supportedLngs: [...LANGUAGES],
        ns: ['common'],
        defaultNS: 'common',
        resources: english,
        partialBundledLanguages: true,
        // React escapes what it renders; escaping here too would show "&amp;".
        interpolation: { escapeValue: false },
        react: { useSuspense: false },
        returnNull: false,
      });
  }
  await catalogue.loadNamespaces([...namespaces]);
}

/** Loads namespaces of the current language (a page's own, before it renders); never fails. */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  if (catalogue.isInitialized) {
    await catalogue.loadNamespaces([...namespaces]).catch(() => undefined);
  }
}

/** The catalogue's language now. */
export function currentLanguage(): Language {
  const language = catalogue.resolvedLanguage ?? catalogue.language;
  return language !== undefined && isLanguage(language) ? language : SOURCE_LANGUAGE;
}
