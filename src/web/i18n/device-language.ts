import { isLanguage, type Language, pickLanguage } from '@shared/languages';

/** Where the device keeps the language last chosen or last known for the member, so it starts in it offline. */
const STORAGE_KEY = 'aislewise:language';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (a private window's policy): the browser's language still applies.
    return undefined;
  }
}

/** The language this device starts in: the one kept on it, else the browser's first we speak, else English. */
export function deviceLanguage(): Language {
  const kept = storage()?.getItem(STORAGE_KEY) ?? null;
  if (kept !== null && isLanguage(kept)) {
    return kept;
  }
  return pickLanguage(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
}

/** Keeps a language on the device; null forgets it, so the browser's applies again. */
export function keepDeviceLanguage(language: Language | null): void {
  try {
    if (language === null) {
      storage()?.removeItem(STORAGE_KEY);
    } else {
      storage()?.setItem(STORAGE_KEY, language);
    }
  } catch {
    // A full or refused storage only costs the choice on this device's next start.
  }
}

/** The browser's own language among ours: what "follow the browser" means. */
export function browserLanguage(): Language {
  return pickLanguage(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
}
