/**
 * The unit words of German, French, Spanish, Italian and Dutch lists and recipes, as other spellings of the
 * units in units.ts: '2 EL Öl' is 2 tbsp of Öl, '1 boîte de tomates' one can. Read only: amounts still print
 * in the English units.
 */

import type { Language } from '../languages';

/** The languages besides English whose unit words are read. */
export type UnitWordLanguage = Exclude<Language, 'en'>;

/**
 * Per language, a unit id and its spellings: 'singular/plural', or one word for both and for abbreviations;
 * lower-case unless the language capitalises nouns. Accents may be left out when typed ('piece' for 'pièce');
 * dots and spaces never count.
 */
export const UNIT_WORDS: Readonly<Record<UnitWordLanguage, Readonly<Record<string, string>>>> = {
  de: {
    mg: 'Milligramm',
    g: 'Gramm',
    kg: 'Kilogramm',
    ml: 'Milliliter',
    cl: 'Zentiliter',
    dl: 'Deziliter',
    l: 'Liter',
    tbsp: 'EL Essl Esslöffel Eßlöffel Essloeffel',
    tsp: 'TL Teel Teelöffel Teeloeffel',
    cup: 'Tasse/Tassen',
    // A knife tip is less than a pinch, but to a shopping list both are 'a little of it'.
    pinch: 'Prise/Prisen Msp Messerspitze/Messerspitzen',
    bunch: 'Bund Bd Bündel',
    can: 'Dose/Dosen Büchse/Büchsen',
    jar: 'Glas/Gläser Glas/Glaeser',
    pack: 'Packung/Packungen Pck Pckg Pkt Päckchen Paeckchen Paket/Pakete',
    piece: 'Stück Stück/Stücke Stueck Stk Stck',
    clove: 'Zehe/Zehen',
    slice: 'Scheibe/Scheiben',
    bottle: 'Flasche/Flaschen',
    bag: 'Beutel Tüte/Tüten Tuete/Tueten',
    head: 'Kopf/Köpfe Kopf/Koepfe',
    sprig: 'Zweig/Zweige',
    stalk: 'Stängel Stiel/Stiele',
    stick: 'Stange/Stangen',
    handful: 'Handvoll',
  },
  fr: {
    mg: 'milligramme/milligrammes',
    g: 'gramme/grammes',
    kg: 'kilogramme/kilogrammes',
    dl: 'décilitre/décilitres',
    // 'cuillère à soupe' and 'c. à s.' are read as one unit by read-unit.ts; 'cuillères en bois' are spoons.
    tbsp: 'càs cs cuillerée/cuillerées',
    tsp: 'càc',
    cup: 'tasse/tasses',
    pinch: 'pincée/pincées',
    bunch: 'botte/bottes bouquet/bouquets',
    can: 'boîte/boîtes',
    jar: 'bocal/bocaux pot/pots',
    pack: 'paquet/paquets',
    bag: 'sachet/sachets',
    piece: 'pièce/pièces morceau/morceaux',
    clove: 'gousse/gousses',
    slice: 'tranche/tranches',
    bottle: 'bouteille/bouteilles',
    head: 'tête/têtes',
    sprig: 'brin/brins',
    stalk: 'branche/branches',
    stick: 'bâton/bâtons',
    handful: 'poignée/poignées',
  },
  es: {
    mg: 'miligramo/miligramos',
    g: 'gramo/gramos',
    kg: 'kilogramo/kilogramos',
    ml: 'mililitro/mililitros',
    cl: 'centilitro/centilitros',
    dl: 'decilitro/decilitros',
    l: 'litro/litros',
    oz: 'onza/onzas',
    lb: 'libra/libras',
    // 'cucharas de plástico' are spoons: a spoonful is a 'cucharada'.
    tbsp: 'cucharada/cucharadas cda/cdas',
    tsp: 'cucharadita/cucharaditas cdta/cdtas cdita/cditas',
    cup: 'taza/tazas',
    pinch: 'pizca/pizcas',
    bunch: 'manojo/manojos',
    can: 'lata/latas',
    jar: 'frasco/frascos tarro/tarros bote/botes',
    pack: 'paquete/paquetes',
    bag: 'bolsa/bolsas sobre/sobres',
    piece: 'pieza/piezas trozo/trozos',
    clove: 'diente/dientes',
    slice: 'rebanada/rebanadas loncha/lonchas lonja/lonjas rodaja/rodajas',
    bottle: 'botella/botellas',
    head: 'cabeza/cabezas',
    sprig: 'ramita/ramitas',
    stalk: 'tallo/tallos',
    stick: 'rama/ramas',
    handful: 'puñado/puñados',
    fillet: 'filete/filetes',
  },
  it: {
    mg: 'milligrammo/milligrammi',
    g: 'grammo/grammi',
    // 'chili' is not here: it is a pepper.
    kg: 'chilo chilogrammo/chilogrammi',
    ml: 'millilitro/millilitri',
    cl: 'centilitro/centilitri',
    dl: 'decilitro/decilitri',
    l: 'litro/litri',
    tbsp: 'cucchiaio/cucchiai',
    tsp: 'cucchiaino/cucchiaini',
    cup: 'tazza/tazze',
    pinch: 'pizzico/pizzichi',
    bunch: 'mazzo/mazzi mazzetto/mazzetti ciuffo/ciuffi',
    can: 'lattina/lattine scatola/scatole scatoletta/scatolette',
    jar: 'barattolo/barattoli vasetto/vasetti',
    pack: 'confezione/confezioni pacco/pacchi pacchetto/pacchetti',
    bag: 'sacchetto/sacchetti busta/buste bustina/bustine',
    piece: 'pezzo/pezzi',
    clove: 'spicchio/spicchi',
    slice: 'fetta/fette',
    bottle: 'bottiglia/bottiglie',
    head: 'cespo/cespi testa/teste',
    sprig: 'rametto/rametti',
    stalk: 'gambo/gambi',
    stick: 'stecca/stecche',
    handful: 'manciata/manciate',
  },
  nl: {
    g: 'gram',
    tbsp: 'el eetl eetlepel/eetlepels',
    tsp: 'tl theel theelepel/theelepels',
    cup: 'kopje/kopjes',
    pinch: 'snufje/snufjes mespuntje/mespuntjes',
    bunch: 'bos/bossen bosje/bosjes',
    can: 'blik/blikken blikje/blikjes',
    jar: 'pot/potten potje/potjes',
    pack: 'pak/pakken pakje/pakjes',
    piece: 'stuk/stuks stuk/stukken',
    clove: 'teen/tenen teentje/teentjes',
    slice: 'plak/plakken plakje/plakjes',
    bottle: 'fles/flessen flesje/flesjes',
    bag: 'zak/zakken zakje/zakjes',
    head: 'krop/kroppen',
    sprig: 'takje/takjes',
    stalk: 'stengel/stengels',
    stick: 'stokje/stokjes',
    handful: 'handvol',
  },
};

/**
 * Short forms that are a unit only straight after an amount ('2 EL Öl', '1 tl zout'): 'el' is also the
 * Spanish article, and 'cs' could be anything on its own. Compact and lower-case.
 */
export const AFTER_AMOUNT_ONLY: ReadonlySet<string> = new Set(['el', 'tl', 'cs']);

/**
 * Unit words that are English words too ('30 Dose', '20 Sachets', 'a pot pie'): not read after a product's
 * name, where English product names have them, and an English 'a' may stand before them.
 */
export const ENGLISH_LOOKALIKES: ReadonlySet<string> = new Set(
  'dose pot pots sachet sachets tranche tranches bouquet bouquets baton batons teen'.split(' '),
);

/** 'El' written with a capital and small letters is a Spanish name ('2 El Monterey burritos'), not 'EL' or 'el'. */
export const CASE_KEPT: ReadonlySet<string> = new Set(['el']);

/** Words that are a unit only before 'de' ('rama de canela'): alone, Rama is a margarine. */
export const BEFORE_LINKER_ONLY: ReadonlySet<string> = new Set(['rama', 'ramas']);

/**
 * German and Dutch unit words that are one of them when they start a line before the food, with no amount and no
 * 'of': 'Dose Tomaten', 'blik tomaten'. The other languages say 'de'/'di' ('boîte de tomates'), as English says
 * 'of'. Only singulars ('Flaschen wegbringen' is no bottle), and not 'pak' or 'pot' ('pak choi', 'pot roast').
 */
export const LEADING_WORDS: readonly string[] = [
  ...'Tasse Prise Messerspitze Bund Dose Glas Packung Päckchen Stück Zehe Scheibe Flasche Beutel Tüte'.split(
    ' ',
  ),
  ...'Kopf Zweig Stange Handvoll'.split(' '),
  ...'kopje snufje bosje blik blikje potje pakje stuk teentje plak plakje fles flesje zak zakje krop takje'.split(
    ' ',
  ),
  ...'stokje handvol'.split(' '),
];

const FRENCH_SPOON = String.raw`(?:cuill?(?:[eè]re|er[ée]e|er)?s?\.?|c\.?)\s*[àa]\s*`;
/** 'c. à', 'c.a', 'c à': the short spoon needs its dot or its accent, or 'cat' would be a teaspoon. */
const SHORT_SPOON = String.raw`c(?:\.\s*[àa]|\s*à)\.?\s*`;

/**
 * Units of several words, read before single words (or 'c. à s.' would be a cup and an 's.'). The compact
 * 'cas' and 'cac' are single words of the table above.
 */
export const SPOKEN_UNITS: readonly (readonly [pattern: string, unitId: string])[] = [
  [`${SHORT_SPOON}s\\.?`, 'tbsp'],
  // 'c.s.' with its dots; 'c.c.' is left out, since it is also a cubic centimetre.
  [String.raw`c\.\s*s\.`, 'tbsp'],
  [`${SHORT_SPOON}[ct]\\.?`, 'tsp'],
  [`${FRENCH_SPOON}soupe`, 'tbsp'],
  [`${FRENCH_SPOON}(?:caf[ée]|th[ée])`, 'tsp'],
  [String.raw`cuchar(?:ad)?as?\s+soperas?`, 'tbsp'],
  [String.raw`cucchiain[oi]\s+da\s+caff[eè]`, 'tsp'],
];
