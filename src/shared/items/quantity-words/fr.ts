import { type QuantityWords, quantityInLanguage } from '../quantity-in-language';

/** French numbers and unit words for quantities on screen (quantity-in-language.ts). */
const WORDS: QuantityWords = {
  locale: 'fr-FR',
  some: 'un peu',
  units: {
    tbsp: 'c. à s.',
    tsp: 'c. à c.',
    cup: 'tasse/tasses',
    pint: 'pinte/pintes',
    quart: 'quart/quarts',
    gallon: 'gallon/gallons',
    clove: 'gousse/gousses',
    can: 'boîte/boîtes',
    tin: 'boîte/boîtes',
    jar: 'bocal/bocaux',
    pack: 'paquet/paquets',
    bunch: 'botte/bottes',
    head: 'tête/têtes',
    slice: 'tranche/tranches',
    sprig: 'brin/brins',
    stalk: 'branche/branches',
    stick: 'bâton/bâtons',
    piece: 'pièce/pièces',
    handful: 'poignée/poignées',
    pinch: 'pincée/pincées',
    dash: 'trait/traits',
    fillet: 'filet/filets',
    bag: 'sachet/sachets',
    box: 'boîte/boîtes',
    bottle: 'bouteille/bouteilles',
  },
};

/** A stored quantity as French writes it. */
export const showQuantity = (quantity: string): string => quantityInLanguage(quantity, WORDS);
