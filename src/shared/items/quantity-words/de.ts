import { type QuantityWords, quantityInLanguage } from '../quantity-in-language';

/** German numbers and unit words for quantities on screen (quantity-in-language.ts). */
const WORDS: QuantityWords = {
  locale: 'de-DE',
  some: 'etwas',
  units: {
    tbsp: 'EL',
    tsp: 'TL',
    cup: 'Tasse/Tassen',
    pint: 'Pint',
    quart: 'Quart',
    gallon: 'Gallone/Gallonen',
    clove: 'Zehe/Zehen',
    can: 'Dose/Dosen',
    tin: 'Dose/Dosen',
    jar: 'Glas/Gläser',
    pack: 'Packung/Packungen',
    bunch: 'Bund',
    head: 'Kopf/Köpfe',
    slice: 'Scheibe/Scheiben',
    sprig: 'Zweig/Zweige',
    stalk: 'Stange/Stangen',
    stick: 'Stück',
    piece: 'Stück',
    handful: 'Handvoll',
    pinch: 'Prise/Prisen',
    dash: 'Spritzer',
    fillet: 'Filet/Filets',
    bag: 'Beutel',
    box: 'Schachtel/Schachteln',
    bottle: 'Flasche/Flaschen',
  },
};

/** A stored quantity as German writes it. */
export const showQuantity = (quantity: string): string => quantityInLanguage(quantity, WORDS);
