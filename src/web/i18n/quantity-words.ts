import type { Language } from '@shared/languages';
import { currentLanguage } from './catalogue';

type ShowQuantity = (quantity: string) => string;

// Each language's unit words are a chunk of their own, like its catalogue; English shows quantities as stored.
const loaders = import.meta.glob<ShowQuantity>('../../shared/items/quantity-words/{de,fr,es,it,nl}.ts', {
  import: 'showQuantity',
});
const loaded = new Map<string, ShowQuantity>();

/** Loads how a language writes quantities ('1,5 kg', '2 EL'); a chunk that fails leaves them as stored. */
export async function loadQuantityWords(language: Language): Promise<void> {
  const load = loaders[`../../shared/items/quantity-words/${language}.ts`];
  if (load !== undefined && !loaded.has(language)) {
    loaded.set(language, await load().catch(() => (quantity: string) => quantity));
  }
}

/** A stored quantity as the page's language writes it (see quantity-in-language.ts). */
export function shownQuantity(quantity: string): string {
  return loaded.get(currentLanguage())?.(quantity) ?? quantity;
}
