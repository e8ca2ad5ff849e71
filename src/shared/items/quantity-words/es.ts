import { type QuantityWords, quantityInLanguage } from '../quantity-in-language';

/** Spanish numbers and unit words for quantities on screen (quantity-in-language.ts). */
const WORDS: QuantityWords = {
  locale: 'es-ES',
  some: 'algo',
  units: {
    tbsp: 'cda./cdas.',
    tsp: 'cdta./cdtas.',
    cup: 'taza/tazas',
    pint: 'pinta/pintas',
    quart: 'cuarto/cuartos',
    gallon: 'galón/galones',
    clove: 'diente/dientes',
    can: 'lata/latas',
    tin: 'lata/latas',
    jar: 'frasco/frascos',
    pack: 'paquete/paquetes',
    bunch: 'manojo/manojos',
    head: 'cabeza/cabezas',
    slice: 'rebanada/rebanadas',
    sprig: 'ramita/ramitas',
    stalk: 'rama/ramas',
    stick: 'barra/barras',
    piece: 'pieza/piezas',
    handful: 'puñado/puñados',
    pinch: 'pizca/pizcas',
    dash: 'chorrito/chorritos',
    fillet: 'filete/filetes',
    bag: 'bolsa/bolsas',
    box: 'caja/cajas',
    bottle: 'botella/botellas',
  },
};

/** A stored quantity as Spanish writes it. */
export const showQuantity = (quantity: string): string => quantityInLanguage(quantity, WORDS);
