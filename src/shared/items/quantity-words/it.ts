import { type QuantityWords, quantityInLanguage } from '../quantity-in-language';

/** Italian numbers and unit words for quantities on screen (quantity-in-language.ts). */
const WORDS: QuantityWords = {
  locale: 'it-IT',
  some: "un po'",
  units: {
    tbsp: 'cucchiaio/cucchiai',
    tsp: 'cucchiaino/cucchiaini',
    cup: 'tazza/tazze',
    pint: 'pinta/pinte',
    quart: 'quarto/quarti',
    gallon: 'gallone/galloni',
    clove: 'spicchio/spicchi',
    can: 'scatola/scatole',
    tin: 'scatola/scatole',
    jar: 'barattolo/barattoli',
    pack: 'confezione/confezioni',
    bunch: 'mazzo/mazzi',
    head: 'cespo/cespi',
    slice: 'fetta/fette',
    sprig: 'rametto/rametti',
    stalk: 'gambo/gambi',
    stick: 'panetto/panetti',
    piece: 'pezzo/pezzi',
    handful: 'manciata/manciate',
    pinch: 'pizzico/pizzichi',
    dash: 'goccio/gocci',
    fillet: 'filetto/filetti',
    bag: 'sacchetto/sacchetti',
    box: 'scatola/scatole',
    bottle: 'bottiglia/bottiglie',
  },
};

/** A stored quantity as Italian writes it. */
export const showQuantity = (quantity: string): string => quantityInLanguage(quantity, WORDS);
