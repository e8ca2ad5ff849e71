import { type QuantityWords, quantityInLanguage } from '../quantity-in-language';

/** Dutch numbers and unit words for quantities on screen (quantity-in-language.ts). */
const WORDS: QuantityWords = {
  locale: 'nl-NL',
  some: 'wat',
  units: {
    tbsp: 'el',
    tsp: 'tl',
    cup: 'kop/koppen',
    pint: 'pint/pints',
    quart: 'quart/quarts',
    gallon: 'gallon/gallons',
    clove: 'teentje/teentjes',
    can: 'blik/blikken',
    tin: 'blik/blikken',
    jar: 'pot/potten',
    pack: 'pak/pakken',
    bunch: 'bos/bossen',
    head: 'krop/kroppen',
    slice: 'plak/plakken',
    sprig: 'takje/takjes',
    stalk: 'stengel/stengels',
    stick: 'staaf/staven',
    piece: 'stuk/stuks',
    handful: 'handvol',
    pinch: 'snuf/snufjes',
    dash: 'scheutje/scheutjes',
    fillet: 'filet/filets',
    bag: 'zak/zakken',
    box: 'doos/dozen',
    bottle: 'fles/flessen',
  },
};

/** A stored quantity as Dutch writes it. */
export const showQuantity = (quantity: string): string => quantityInLanguage(quantity, WORDS);
