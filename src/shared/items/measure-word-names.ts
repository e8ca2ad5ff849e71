/**
 * Products whose name starts with a unit word or a number word of one of the languages read ('pak choi', 'pot
 * roast', 'tête de moine', 'tres leches', 'Drei Glocken', 'Mezzo Mix'): there the word is the name, not an
 * amount. Taken from the categorizer's lexicons, which hold the products shoppers write.
 */

import { withoutAccents } from './units';

const MEASURE_WORD_NAMES: readonly string[] = [
  // Unit words: Dutch 'pak' and 'pot', French 'tête' and 'bouquet', Spanish 'el' before a brand, bags that are
  // the product ('bolsas de basura').
  'pak choi',
  'pak choy',
  'pot pie',
  'pot roast',
  'pot noodle',
  'pot sticker',
  'pot au feu',
  'bouquet garni',
  'tete de moine',
  'tete de veau',
  'tete de loup',
  'tete fromagee',
  'tete de brosse',
  'gousse de vanille',
  'bolsa de basura',
  'bolsa de papel',
  'bolsa de plastico',
  'bolsa de la',
  'bolsa de congelacion',
  'bolsa de cierre',
  'bolsa de aspiradora',
  'bolsa de excrementos',
  'el pato',
  'el monterey',
  'el milagro',
  'el yucateco',
  'el pozo',
  'el caserio',
  // Number words ('dos de cabillaud' and 'Siete Grain Free' are read as names by number-words.ts).
  'tres leches',
  'tres delicias',
  'dos equis',
  'quatre quarts',
  'quatre epices',
  'cinq epices',
  'deux vaches',
  'drei glocken',
  'drei wetter',
  'mezzo mix',
  'quattro salti',
  'quattro formaggi',
  'quattro stagioni',
  'once upon',
  'elf cosmetics',
  'media crema',
  'halb und halb',
  'half om half',
];

/** A name, its words apart by spaces or hyphens and each maybe in the plural ('pot pies', 'bolsas de basura'). */
const MEASURE_WORD_NAME = new RegExp(
  `^(?:${MEASURE_WORD_NAMES.map((name) => name.replace(/ /g, '(?:e?s)?[\\s-]+')).join('|')})(?:e?s)?(?![\\p{L}\\p{N}])`,
  'iu',
);

/** True when the text starts with a product whose name begins with a unit or number word ('pak choi'). */
export function startsWithMeasureWordName(text: string): boolean {
  return MEASURE_WORD_NAME.test(withoutAccents(text));
}
