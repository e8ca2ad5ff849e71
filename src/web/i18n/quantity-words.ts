import { isLanguage, type Language } from '@shared/languages';

type ShowQuantity = (quantity: string) => string;

// A language's unit words come in its chunk of messages (web-messages.ts); English shows quantities as stored.
const loaded = new Map<Language, ShowQuantity>();

/** Keeps how a language writes quantities ('1,5 kg', '2 EL'), once its chunk has loaded. */
export function keepQuantityWords(language: Language, show: ShowQuantity): void {
  loaded.set(language, show);
}

/** A stored quantity as a language writes it (see quantity-in-language.ts): a component's `i18n.language`. */
export function shownQuantity(quantity: string, language: string): string {
  return (isLanguage(language) ? loaded.get(language) : undefined)?.(quantity) ?? quantity;
}
