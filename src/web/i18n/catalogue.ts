import { isLanguage, LANGUAGES, type Language, SOURCE_LANGUAGE } from '@shared/languages';
import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Namespace } from './namespaces';

type Strings = Record<string, unknown>;

// English is the source and ships in the code: what the app's frame and the home page say comes with the entry, so
// the first page waits for no catalogue, and a page's own namespaces come inside its page's code (english/<ns>.ts,
// imported by the page's module). Every other language's namespace is a chunk of its own fetched with the page.
const englishFiles = import.meta.glob<Strings>(['./locales/en/common.json', './locales/en/lists.json'], {
  eager: true,
  import: 'default',
});
const otherFiles = import.meta.glob<Strings>(['./locales/*/*.json', '!./locales/en/*.json'], {
  import: 'default',
});

function namespaceOf(path: string): string {
  return path.replace(/^.*\/([^/]+)\.json$/, '$1');
}

const english: Resource = {
  [SOURCE_LANGUAGE]: Object.fromEntries(
    Object.entries(englishFiles).map(([path, strings]) => [namespaceOf(path), strings]),
  ),
};

const englishArrived = new Map<string, Strings>();
const englishAwaited = new Map<string, ((strings: Strings) => void)[]>();

/**
 * A page's module hands over an English namespace it uses (english/<ns>.ts), so English texts come in the page's own
 * code: the catalogue waits for it rather than fetching anything.
 */
export function provideEnglish(namespace: Namespace, strings: Strings): void {
  englishArrived.set(namespace, strings);
  for (const resolve of englishAwaited.get(namespace) ?? []) {
    resolve(strings);
  }
  englishAwaited.delete(namespace);
}

function englishNamespace(namespace: string): Promise<Strings> {
  const strings = englishArrived.get(namespace);
  return strings
    ? Promise.resolve(strings)
    : new Promise((resolve) =>
        englishAwaited.set(namespace, [...(englishAwaited.get(namespace) ?? []), resolve]),
      );
}

/** Loads a language's namespace: English's from the page that brought it, another's from its chunk. */
const chunkBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, done) {
    if (language === SOURCE_LANGUAGE) {
      void englishNamespace(namespace).then((strings) => done(null, strings));
      return;
    }
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
