/**
 * The words around an amount in the other languages read (German, French, Spanish, Italian, Dutch): 'de' after a
 * unit as 'of' in English, 'etwa' as 'about', 'etwas' as 'some', 'gehäuft' as 'heaped', 'Dutzend' as 'dozen'.
 */

/**
 * 'de', 'd'', 'di', 'van' between a unit and the food ('2 cuillères à soupe d'huile'). Small letters only:
 * 'De Cecco' and 'De Ruijter' are names.
 */
export const LINKER = /^(?:(?:de|di|van)\s+|d['’]\s*)/;

/** A word after a unit that says how full it is, when 'de' follows: '1 cucharada colmada de azúcar'. */
export const ADJECTIVE_BEFORE_LINKER =
  /^(?:rases?|bomb[ée]es?|colmad[ao]s?|ras[ao]s?|ras[io]|colm[aoi]|grandes?|pequeñ[ao]s?)\s+(?=(?:de|di)\s|d['’])/i;

/** 'etwa 200 g', 'environ 1 kg', 'unos 200 g': 'about' before a number. */
export const FOREIGN_APPROXIMATELY =
  /^(?:etwa|ungef(?:ähr|\.)|environ|env\.|aproximadamente|aprox\.|unos|unas|ongeveer|ong\.)\s*(?=\d)/i;

/**
 * 'etwas Salz', 'un peu de sel', 'un po' di sale', 'wat zout': some of it, no amount to add up. 'Un filet' only
 * of a liquid: 'un filet de saumon' is a fillet.
 */
export const FOREIGN_VAGUE = new RegExp(
  String.raw`^(etwas|ein\s+(?:paar|wenig|bisschen|Schuss|Spritzer)|einige|mehrere|reichlich|un\s+peu|quelques|plusieurs|un\s+(?:trait|soupçon|soupcon)|un\s+filet(?=\s+(?:d['’]huile|de\s+(?:vinaigre|citron|jus|crème|creme|lait|miel|sauce|vin)\b))|une\s+noix|un\s+(?:poco|poquito|chorrito|chorro)|un[ao]s|algun[ao]s|vari[ao]s|un\s+po['’]?|qualche|alcun[ei]|un\s+(?:filo|goccio)|een\s+(?:paar|beetje|scheutje|klontje)|wat|enkele)` +
    String.raw`(?:\s+|(?<=['’]))(?:(?:de|di|van)\s+|d['’]\s*)?`,
  'i',
);

/** Words before a unit that say how full it is: '1 gehäufter EL', 'une bonne pincée', 'un bel pizzico'. */
export const FOREIGN_MEASURE_ADJECTIVE =
  /^(?:(?:gehäuft|gehaeuft|gestrichen|knapp|gut|groß|gross|klein)(?:e[mnrs]?)?|bonne|bon|grosse|gros|petite|petit|grande|grand|buena|buen|pequeñ[ao]|gran|bel|bella|abbondante|piccol[ao]|volle|afgestreken|flinke|ruime|grote|kleine)\s+/i;

/** 'dozen' and its words in the other languages: '1 Dutzend Eier', 'une douzaine d'œufs', 'media docena'. */
export const DOZEN_WORD = '(?:dozen|dutzend|douzaines?|docenas?|dozzin[ae]|dozijn)';
