import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addQuantities, itemLine, splitQuantity } from './item-quantity';
import { parseIngredient } from './quantity';
import { UNIT_WORDS } from './unit-words';
import { findUnit, findUnitWord } from './units';

/** [line, amount (a [min, max] pair for ranges) or null, unit id or null, food name]. */
type Row = readonly [
  line: string,
  amount: number | readonly [number, number] | null,
  unit: string | null,
  name: string,
];

const GERMAN: readonly Row[] = [
  ['2 EL Olivenöl', 2, 'tbsp', 'Olivenöl'],
  ['1 TL Salz', 1, 'tsp', 'Salz'],
  ['½ TL Kreuzkümmel', 0.5, 'tsp', 'Kreuzkümmel'],
  ['1 ½ EL Honig', 1.5, 'tbsp', 'Honig'],
  ['2 Esslöffel Mehl', 2, 'tbsp', 'Mehl'],
  ['3 Teelöffel Backpulver', 3, 'tsp', 'Backpulver'],
  ['1 Teel. Zimt', 1, 'tsp', 'Zimt'],
  ['1 Tasse Milch', 1, 'cup', 'Milch'],
  ['eine Prise Muskat', 1, 'pinch', 'Muskat'],
  ['1 Msp. Cayennepfeffer', 1, 'pinch', 'Cayennepfeffer'],
  ['1 Bund Petersilie', 1, 'bunch', 'Petersilie'],
  ['Bund Schnittlauch', 1, 'bunch', 'Schnittlauch'],
  ['2 Dosen Tomaten', 2, 'can', 'Tomaten'],
  ['Dose Tomaten', 1, 'can', 'Tomaten'],
  ['1 Glas Gurken', 1, 'jar', 'Gurken'],
  ['2 Gläser Oliven', 2, 'jar', 'Oliven'],
  ['1 Pck. Vanillezucker', 1, 'pack', 'Vanillezucker'],
  ['1 Pckg. Nudeln', 1, 'pack', 'Nudeln'],
  ['1 Päckchen Backpulver', 1, 'pack', 'Backpulver'],
  ['3 Stück Äpfel', 3, 'piece', 'Äpfel'],
  ['2 Stk. Paprika', 2, 'piece', 'Paprika'],
  ['3 Zehen Knoblauch', 3, 'clove', 'Knoblauch'],
  ['4 Scheiben Käse', 4, 'slice', 'Käse'],
  ['1 Flasche Wein', 1, 'bottle', 'Wein'],
  ['2 Tüten Chips', 2, 'bag', 'Chips'],
  ['1 Kopf Salat', 1, 'head', 'Salat'],
  ['2 Zweige Rosmarin', 2, 'sprig', 'Rosmarin'],
  ['1 Stange Lauch', 1, 'stick', 'Lauch'],
  ['1 Handvoll Rucola', 1, 'handful', 'Rucola'],
  ['1,5 kg Kartoffeln', 1.5, 'kg', 'Kartoffeln'],
  ['0,75 l Sahne', 0.75, 'l', 'Sahne'],
  ['500g Mehl', 500, 'g', 'Mehl'],
  ['1 Liter Milch', 1, 'l', 'Milch'],
  ['250 Gramm Butter', 250, 'g', 'Butter'],
  ['1 Kilogramm Zwiebeln', 1, 'kg', 'Zwiebeln'],
  ['zwei Zwiebeln', 2, null, 'Zwiebeln'],
  ['drei Eier', 3, null, 'Eier'],
  ['fünf Karotten', 5, null, 'Karotten'],
  ['1 Ei', 1, null, 'Ei'],
  ['ein halber Liter Milch', 0.5, 'l', 'Milch'],
  ['eine halbe Zitrone', 0.5, null, 'Zitrone'],
  ['anderthalb Liter Wasser', 1.5, 'l', 'Wasser'],
  ['etwa 200 g Speck', 200, 'g', 'Speck'],
  ['1 gehäufter EL Zucker', 1, 'tbsp', 'Zucker'],
  ['2-3 EL Öl', [2, 3], 'tbsp', 'Öl'],
  ['2 bis 3 Zehen Knoblauch', [2, 3], 'clove', 'Knoblauch'],
  ['2x Milch', 2, null, 'Milch'],
  ['1 Dutzend Eier', 12, null, 'Eier'],
  ['Olivenöl 2 EL', 2, 'tbsp', 'Olivenöl'],
  ['Tomaten (2 Dosen)', 2, 'can', 'Tomaten'],
  ['Petersilie (Bund)', 1, 'bunch', 'Petersilie'],
];

const FRENCH: readonly Row[] = [
  ["2 cuillères à soupe d'huile d'olive", 2, 'tbsp', "huile d'olive"],
  ['1 cuillère à café de sel', 1, 'tsp', 'sel'],
  ['1 cuillerée à soupe de crème', 1, 'tbsp', 'crème'],
  ['1 c. à s. de sucre', 1, 'tbsp', 'sucre'],
  ['1 c.à.s. de miel', 1, 'tbsp', 'miel'],
  ['2 càs de farine', 2, 'tbsp', 'farine'],
  ['2 cas de farine', 2, 'tbsp', 'farine'],
  ['1 c. à c. de cumin', 1, 'tsp', 'cumin'],
  ['1 càc de cannelle', 1, 'tsp', 'cannelle'],
  ['1 c. à thé de vanille', 1, 'tsp', 'vanille'],
  ["3 c.s. d'huile", 3, 'tbsp', 'huile'],
  ['1 tasse de lait', 1, 'cup', 'lait'],
  ['une pincée de poivre', 1, 'pinch', 'poivre'],
  ['pincée de sel', 1, 'pinch', 'sel'],
  // Accents typed as a letter and a combining mark.
  ['2 pie\u0300ces de poulet', 2, 'piece', 'poulet'],
  ['1 botte de radis', 1, 'bunch', 'radis'],
  ['1 boîte de tomates', 1, 'can', 'tomates'],
  ['2 boites de pois chiches', 2, 'can', 'pois chiches'],
  ['1 bocal de cornichons', 1, 'jar', 'cornichons'],
  ['1 pot de crème fraîche', 1, 'jar', 'crème fraîche'],
  ['1 paquet de pâtes', 1, 'pack', 'pâtes'],
  ['1 sachet de levure', 1, 'bag', 'levure'],
  ['2 pièces de poulet', 2, 'piece', 'poulet'],
  ["2 gousses d'ail", 2, 'clove', 'ail'],
  ["une gousse d'ail", 1, 'clove', 'ail'],
  ['4 tranches de jambon', 4, 'slice', 'jambon'],
  ['1 bouteille de vin blanc', 1, 'bottle', 'vin blanc'],
  ["1 tête d'ail", 1, 'head', 'ail'],
  ['2 brins de thym', 2, 'sprig', 'thym'],
  ['1 bâton de cannelle', 1, 'stick', 'cannelle'],
  ['1 baton de cannelle', 1, 'stick', 'cannelle'],
  ['1 poignée de noix', 1, 'handful', 'noix'],
  ['1 branche de céleri', 1, 'stalk', 'céleri'],
  ['500 g de farine', 500, 'g', 'farine'],
  ['1,5 kg de pommes de terre', 1.5, 'kg', 'pommes de terre'],
  ["2 litres d'eau", 2, 'l', 'eau'],
  ['250 grammes de beurre', 250, 'g', 'beurre'],
  ['deux oignons', 2, null, 'oignons'],
  ['trois œufs', 3, null, 'œufs'],
  ['un oignon', 1, null, 'oignon'],
  ['un demi-litre de lait', 0.5, 'l', 'lait'],
  ['un demi citron', 0.5, null, 'citron'],
  ['environ 200 g de lardons', 200, 'g', 'lardons'],
  ["2 à 3 gousses d'ail", [2, 3], 'clove', 'ail'],
  ['1 c. à soupe rase de sucre', 1, 'tbsp', 'sucre'],
  ['une bonne pincée de sel', 1, 'pinch', 'sel'],
  ["une douzaine d'œufs", 12, null, 'œufs'],
  ['un filet de saumon', 1, 'fillet', 'saumon'],
];

const SPANISH: readonly Row[] = [
  ['2 cucharadas de aceite de oliva', 2, 'tbsp', 'aceite de oliva'],
  ['1 cucharada sopera de vinagre', 1, 'tbsp', 'vinagre'],
  ['2 cucharadas soperas de azúcar', 2, 'tbsp', 'azúcar'],
  ['1 cda de sal', 1, 'tbsp', 'sal'],
  ['2 cdas. de aceite', 2, 'tbsp', 'aceite'],
  ['1 cucharadita de comino', 1, 'tsp', 'comino'],
  ['1 cdta de canela', 1, 'tsp', 'canela'],
  ['1 taza de arroz', 1, 'cup', 'arroz'],
  ['una pizca de pimienta', 1, 'pinch', 'pimienta'],
  ['1 manojo de cilantro', 1, 'bunch', 'cilantro'],
  ['1 lata de tomate triturado', 1, 'can', 'tomate triturado'],
  ['lata de atún', 1, 'can', 'atún'],
  ['1 frasco de alcaparras', 1, 'jar', 'alcaparras'],
  ['1 tarro de miel', 1, 'jar', 'miel'],
  ['1 bote de garbanzos', 1, 'jar', 'garbanzos'],
  ['1 paquete de espaguetis', 1, 'pack', 'espaguetis'],
  ['1 pieza de pollo', 1, 'piece', 'pollo'],
  ['3 dientes de ajo', 3, 'clove', 'ajo'],
  ['4 rebanadas de pan', 4, 'slice', 'pan'],
  ['2 lonchas de jamón', 2, 'slice', 'jamón'],
  ['1 botella de vino tinto', 1, 'bottle', 'vino tinto'],
  ['1 bolsa de espinacas', 1, 'bag', 'espinacas'],
  ['1 cabeza de ajo', 1, 'head', 'ajo'],
  ['2 ramitas de romero', 2, 'sprig', 'romero'],
  ['1 rama de canela', 1, 'stick', 'canela'],
  ['1 puñado de nueces', 1, 'handful', 'nueces'],
  ['1 punado de nueces', 1, 'handful', 'nueces'],
  ['0,5 l de leche', 0.5, 'l', 'leche'],
  ['1 litro de leche', 1, 'l', 'leche'],
  ['200 gramos de queso', 200, 'g', 'queso'],
  ['1 kilo de papas', 1, 'kg', 'papas'],
  ['dos cebollas', 2, null, 'cebollas'],
  ['tres huevos', 3, null, 'huevos'],
  ['una cebolla', 1, null, 'cebolla'],
  ['medio kilo de carne', 0.5, 'kg', 'carne'],
  ['media cebolla', 0.5, null, 'cebolla'],
  ['unos 200 g de chorizo', 200, 'g', 'chorizo'],
  ['2 a 3 dientes de ajo', [2, 3], 'clove', 'ajo'],
  ['2 o 3 tomates', [2, 3], null, 'tomates'],
  ['media docena de huevos', 6, null, 'huevos'],
  ['1 cucharada colmada de azúcar', 1, 'tbsp', 'azúcar'],
];

const ITALIAN: readonly Row[] = [
  ["2 cucchiai di olio d'oliva", 2, 'tbsp', "olio d'oliva"],
  ['1 cucchiaio di zucchero', 1, 'tbsp', 'zucchero'],
  ['1 cucchiaino di sale', 1, 'tsp', 'sale'],
  ['2 cucchiaini di lievito', 2, 'tsp', 'lievito'],
  ['1 cucchiaino da caffè di cannella', 1, 'tsp', 'cannella'],
  ['1 tazza di latte', 1, 'cup', 'latte'],
  ['un pizzico di pepe', 1, 'pinch', 'pepe'],
  ['pizzico di sale', 1, 'pinch', 'sale'],
  ['1 mazzo di basilico', 1, 'bunch', 'basilico'],
  ['1 lattina di pomodori', 1, 'can', 'pomodori'],
  ['1 scatola di pelati', 1, 'can', 'pelati'],
  ['1 scatoletta di tonno', 1, 'can', 'tonno'],
  ['1 barattolo di ceci', 1, 'jar', 'ceci'],
  ['1 confezione di pasta', 1, 'pack', 'pasta'],
  ['1 pacchetto di lievito', 1, 'pack', 'lievito'],
  ['2 pezzi di pollo', 2, 'piece', 'pollo'],
  ["2 spicchi d'aglio", 2, 'clove', 'aglio'],
  ["uno spicchio d'aglio", 1, 'clove', 'aglio'],
  ['3 fette di prosciutto', 3, 'slice', 'prosciutto'],
  ['1 bottiglia di vino', 1, 'bottle', 'vino'],
  ['1 sacchetto di patatine', 1, 'bag', 'patatine'],
  ['1 cespo di lattuga', 1, 'head', 'lattuga'],
  ['2 rametti di rosmarino', 2, 'sprig', 'rosmarino'],
  ['1 stecca di cannella', 1, 'stick', 'cannella'],
  ['1 manciata di noci', 1, 'handful', 'noci'],
  ['500 g di farina', 500, 'g', 'farina'],
  ['200 grammi di formaggio', 200, 'g', 'formaggio'],
  ['1 litro di latte', 1, 'l', 'latte'],
  ['1 chilo di patate', 1, 'kg', 'patate'],
  ['mezzo chilo di carne', 0.5, 'kg', 'carne'],
  ['mezza cipolla', 0.5, null, 'cipolla'],
  ['due cipolle', 2, null, 'cipolle'],
  ['tre uova', 3, null, 'uova'],
  ["un'arancia", 1, null, 'arancia'],
  ['una mela', 1, null, 'mela'],
  ['2 o 3 pomodori', [2, 3], null, 'pomodori'],
  ['mezza dozzina di uova', 6, null, 'uova'],
  ['1 cucchiaio raso di zucchero', 1, 'tbsp', 'zucchero'],
  ['un bel pizzico di sale', 1, 'pinch', 'sale'],
];

const DUTCH: readonly Row[] = [
  ['2 eetlepels olijfolie', 2, 'tbsp', 'olijfolie'],
  ['2 el olie', 2, 'tbsp', 'olie'],
  ['1 tl zout', 1, 'tsp', 'zout'],
  ['1 theelepel suiker', 1, 'tsp', 'suiker'],
  ['1 kopje melk', 1, 'cup', 'melk'],
  ['een snufje zout', 1, 'pinch', 'zout'],
  ['1 bos peterselie', 1, 'bunch', 'peterselie'],
  ['1 blik tomaten', 1, 'can', 'tomaten'],
  ['blik tomaten', 1, 'can', 'tomaten'],
  ['1 pot pindakaas', 1, 'jar', 'pindakaas'],
  ['1 potje kappertjes', 1, 'jar', 'kappertjes'],
  ['1 pak melk', 1, 'pack', 'melk'],
  ['1 pakje boter', 1, 'pack', 'boter'],
  ['3 stuks appels', 3, 'piece', 'appels'],
  ['2 teentjes knoflook', 2, 'clove', 'knoflook'],
  ['4 plakjes kaas', 4, 'slice', 'kaas'],
  ['1 fles wijn', 1, 'bottle', 'wijn'],
  ['zak chips', 1, 'bag', 'chips'],
  ['1 krop sla', 1, 'head', 'sla'],
  ['2 takjes tijm', 2, 'sprig', 'tijm'],
  ['1 stokje kaneel', 1, 'stick', 'kaneel'],
  ['1 handvol noten', 1, 'handful', 'noten'],
  ['500 gram gehakt', 500, 'g', 'gehakt'],
  ['1,5 kg aardappelen', 1.5, 'kg', 'aardappelen'],
  ['een ui', 1, null, 'ui'],
  ['twee uien', 2, null, 'uien'],
  ['drie eieren', 3, null, 'eieren'],
  ['een halve citroen', 0.5, null, 'citroen'],
  ['half pak melk', 0.5, 'pack', 'melk'],
  ['anderhalve liter water', 1.5, 'l', 'water'],
  ['ongeveer 200 g spek', 200, 'g', 'spek'],
  ['2 à 3 teentjes knoflook', [2, 3], 'clove', 'knoflook'],
];

function expectRow(...[line, amount, unitId, name]: Row): void {
  const parsed = parseIngredient(line);
  if (amount === null) {
    expect(parsed.amount).toBeNull();
  } else {
    const [min, max] = typeof amount === 'number' ? [amount, amount] : amount;
    expect(parsed.amount?.min).toBeCloseTo(min, 6);
    expect(parsed.amount?.max).toBeCloseTo(max, 6);
  }
  expect(parsed.unit?.id ?? null).toBe(unitId);
  expect(parsed.name).toBe(name);
}

describe('amounts and units of the other languages', () => {
  const languages = { GERMAN, FRENCH, SPANISH, ITALIAN, DUTCH };

  it('has at least twelve lines in each language', () => {
    for (const rows of Object.values(languages)) {
      expect(rows.length).toBeGreaterThanOrEqual(12);
    }
  });

  it.each(GERMAN)('de: %s', expectRow);
  it.each(FRENCH)('fr: %s', expectRow);
  it.each(SPANISH)('es: %s', expectRow);
  it.each(ITALIAN)('it: %s', expectRow);
  it.each(DUTCH)('nl: %s', expectRow);
});

describe('unit words that are also words or products', () => {
  it.each([
    // A unit word alone is what to buy.
    ['Glas', null, 'Glas'],
    ['pot', null, 'pot'],
    ['rama', null, 'rama'],
    ['2 Dosen', 2, 'Dosen'],
    ['1 Rama', 1, 'Rama'],
    ['Rama Margarine', null, 'Rama Margarine'],
    // 'EL', 'tl' and 'el' only after a number.
    ['EL', null, 'EL'],
    ['el pato', null, 'el pato'],
    // Products named with a unit or number word.
    ['pak choi', null, 'pak choi'],
    ['2 pak choi', 2, 'pak choi'],
    ['tête de moine', null, 'tête de moine'],
    ['1 bouquet garni', 1, 'bouquet garni'],
    ['bolsas de basura', null, 'bolsas de basura'],
    ['2 bolsas de basura', 2, 'bolsas de basura'],
    ['tres leches', null, 'tres leches'],
    ['Dos Equis', null, 'Dos Equis'],
    ['dos de cabillaud', null, 'dos de cabillaud'],
    ['Drei Glocken Spaghetti', null, 'Drei Glocken Spaghetti'],
    ['Mezzo Mix', null, 'Mezzo Mix'],
    ['quatre épices', null, 'quatre épices'],
    ['media crema', null, 'media crema'],
    ['demi-glace', null, 'demi-glace'],
    ['half om half gehakt', null, 'half om half gehakt'],
    ['BOS ice tea', null, 'BOS ice tea'],
    // A plural without a number names a kind of thing, not one of a unit.
    ['sacs de congélation', null, 'sacs de congélation'],
    ['filets de poulet', null, 'filets de poulet'],
    ['2 cuillères en bois', 2, 'cuillères en bois'],
    // 'a pezzi', 'a fette' say how it is cut.
    ['pollo a pezzi', null, 'pollo a pezzi'],
    ['formaggio a fette', null, 'formaggio a fette'],
  ] as const)('%j is %j of %j', (line, amount, name) => {
    const parsed = parseIngredient(line);
    expect(parsed.amount?.max ?? null).toBe(amount);
    expect(parsed.unit).toBeNull();
    expect(parsed.name).toBe(name);
  });
});

describe('vague amounts and notes of the other languages', () => {
  it.each([
    ['etwas Salz', 'Salz', 'etwas'],
    ['ein paar Kartoffeln', 'Kartoffeln', 'ein paar'],
    ['un peu de sel', 'sel', 'un peu'],
    ['quelques brins de persil', 'persil', 'quelques brins'],
    ["un filet d'huile d'olive", "huile d'olive", 'un filet'],
    ['un poco de sal', 'sal', 'un poco'],
    ["un po' di sale", 'sale', "un po'"],
    ["un filo d'olio", 'olio', 'un filo'],
    ['een beetje zout', 'zout', 'een beetje'],
    ['wat peper', 'peper', 'wat'],
    ['Salz nach Geschmack', 'Salz', 'nach Geschmack'],
    ['sel et poivre au goût', 'sel et poivre', 'au goût'],
    ['sal al gusto', 'sal', 'al gusto'],
    ['sale q.b.', 'sale', 'q.b.'],
    ['zout naar smaak', 'zout', 'naar smaak'],
  ])('%j is %j, noting %j', (line, name, note) => {
    expect(parseIngredient(line)).toMatchObject({ amount: null, unit: null, name, note });
  });
});

describe('a list in the other languages', () => {
  it.each([
    ['2 EL Olivenöl', 'Olivenöl', '2 tbsp', null],
    ['1 Dose (400 g) Kichererbsen', 'Kichererbsen', '1 × 400 g can', null],
    ['2 x 400 g Dosen Tomaten', 'Tomaten', '2 × 400 g cans', null],
    ['2 Dosen (je 400 g) Tomaten', 'Tomaten', '2 × 400 g cans', null],
    ['2 boîtes de thon (à 140 g)', 'thon', '2 × 140 g cans', null],
    ['2 Dosen', 'Dosen', '2', null],
    ['Glas', 'Glas', null, null],
    ["2 gousses d'ail, hachées", 'ail', '2 cloves', 'hachées'],
    ['3 dientes de ajo picados', 'ajo picados', '3 cloves', null],
    ['Milch 2x', 'Milch', '2', null],
    ['eine halbe Zitrone', 'Zitrone', '1', null],
  ])('%j → %j with %j, noting %j', (line, name, quantity, note) => {
    expect(splitQuantity(line)).toEqual({ name, quantity, note });
  });

  it.each([
    ['1 Dose', '2 cans', '3 cans'],
    ['2 EL', '1 tbsp', '3 tbsp'],
    ['500 g', '1 Kilo', '1.5 kg'],
    ['1 boîte', '1 lata', '2 cans'],
    ['1 Bund', null, '1 bunch'],
  ])('%j + %j = %j', (first, second, sum) => {
    expect(addQuantities(first, second)).toBe(sum);
  });

  it('reads back what itemLine writes, for lines made of words of every language', () => {
    const piece = fc.constantFrom(
      ...'2|1,5|½|EL|TL|el|tl|Dose|Dosen|Glas|pot|pak|choi|c. à s.|cuillères à soupe|de|d’|di|van|cucharadas|lata|latas|cucchiai|spicchi|blik|zak|Stück|eine|halbe|zwei|une|dos|tres|leches|un|een|etwas|un peu|media|mezzo|demi|half|Tomaten|huile|ajo|sale|melk|(400 g)|(2 Dosen)|(Bund)|, gehackt|nach Geschmack|x|2x|Dutzend|douzaine|bis|à|a|o|3'.split(
        '|',
      ),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 7 }), (pieces) => {
        const split = splitQuantity(pieces.join(' '));
        expect(splitQuantity(itemLine(split))).toEqual(split);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('the unit table of the other languages', () => {
  it('reads every spelling as its unit, in both numbers, with and without accents', () => {
    for (const spellingsById of Object.values(UNIT_WORDS)) {
      for (const [id, spellings] of Object.entries(spellingsById)) {
        for (const spelling of spellings.split(/[\s/]/)) {
          const plain = spelling.normalize('NFD').replace(/\p{M}/gu, '');
          expect(findUnitWord(spelling)?.unit.id, spelling).toBe(id);
          expect(findUnitWord(plain)?.unit.id, plain).toBe(id);
        }
      }
    }
  });

  it('keeps short forms that are other words for after an amount', () => {
    expect(findUnit('EL')).toBeNull();
    expect(findUnit('tl')).toBeNull();
    expect(findUnit('rama')).toBeNull();
    expect(findUnitWord('El')).toBeNull();
    expect(findUnitWord('EL')?.unit.id).toBe('tbsp');
    expect(findUnit('Esslöffel')?.id).toBe('tbsp');
  });
});

describe('English lines read as before', () => {
  it.each([
    ['2 pot pies', 2, null, 'pot pies'],
    ['Half and half', null, null, 'Half and half'],
    ['half chicken', null, null, 'half chicken'],
    ['2 cat treats', 2, null, 'cat treats'],
    ['1/2 a 14 oz can', 0.5, null, 'a 14 oz can'],
    ['1 pack De Cecco spaghetti', 1, 'pack', 'De Cecco spaghetti'],
    ['2 cans', 2, null, 'cans'],
    ['1 c. sugar', 1, 'cup', 'sugar'],
    ['3 or 4 potatoes', [3, 4], null, 'potatoes'],
    ['a pinch of salt', 1, 'pinch', 'salt'],
  ] as const)('%s', expectRow);
});
