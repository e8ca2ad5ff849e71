import type { Category } from '../categories';
import type { LexiconIndex } from './lexicon-index';
import { phraseAt } from './match-phrase';
import { wordSet } from './word-set';

/**
 * Nouns (singular, as the tokenizer gives them) that name what a product is, its form, never what it tastes of
 * or is made with. In a catalogue name the product type comes before the flavour, scent or ingredient words
 * that follow it ("Kettle Chips Sea Salt & Vinegar", "Vitamin D3 Gummies Strawberry"), and a word of a pack
 * size after it names no product ("Paper Towels Double Rolls"). General shelf vocabulary, not a list of
 * products: the lexicon still says which aisle each type belongs to.
 */
export const PRODUCT_TYPE_WORDS: ReadonlySet<string> = wordSet(`
chip crisp cracker cookie pretzel popcorn wafer biscuit jerky candy chocolate gum granola cereal
oatmeal bar sauce salsa dressing marinade seasoning rub dip spread soup broth stock pasta noodle ramen rice
vinegar oil mustard ketchup mayonnaise syrup jam jelly preserve yogurt milk cheese creamer kefir
juice water soda seltzer tea coffee roast espresso lemonade kombucha drink beverage
pizza burrito entree dumpling potsticker waffle
vitamin multivitamin supplement softgel capsule caplet tablet lozenge gummy probiotic
shampoo conditioner wash cleanser scrub toner serum moisturizer lotion deodorant antiperspirant toothpaste
mouthwash floss razor sunscreen gel balm
detergent softener bleach cleaner remover polish wipe towel tissue napkin freshener
treat litter diaper formula
mix filter container cone toast masque mask
`);

/** Words that say the word before them is a flavour: "Onion Flavored Rings", "Pizza Flavor Crisps". */
const FLAVOUR_MARKERS: ReadonlySet<string> = wordSet(`flavor flavored flavour flavoured`);

/** Pack words: after the product type they say how it is packed ("Paper Towels Double Rolls"). */
const PACK_WORDS: ReadonlySet<string> = wordSet(`
box bag jar bottle carton pack package packet case tub tube container can cup pouch jug tin refill pod
roll sheet count ct pk pint quart gallon
`);

/** Words after which the rest of a name says what the product comes with or in: "pasta with spinach". */
const CONNECTORS: ReadonlySet<string> = wordSet(`with in`);

/**
 * Words that describe a flavour or a scent when they follow the product type: they never name the product
 * there. Fruit, vegetables, herbs, meat and cheese words count too (by their lexicon aisle).
 */
const DESCRIBING_WORDS: ReadonlySet<string> = wordSet(`
and with in flavor flavored flavour flavoured scent scented original classic variety assorted mixed
salt sea vinegar pepper sugar honey caramel chocolate vanilla cinnamon maple spice spicy hot chili sweet
sour savory zesty tangy smoked roasted toasted bbq barbecue ranch buffalo teriyaki sriracha chipotle
cheddar cheese cream butter buttery peanut almond cashew coconut mint peppermint spearmint cocoa coffee
fruit berry citrus tropical punch lemonade cola root beer unscented fresh clean linen lavender eucalyptus
ocean breeze rain spring meadow sage sandalwood rose jasmine aloe free clear light dark extra bold mild
regular unsweetened lightly salted unsalted double triple mega family big huge jumbo crisp
`);

/** Ingredient aisles: a word of these after the product type is what it tastes of ("Chips Jalapeño"). */
const INGREDIENT_AISLES: ReadonlySet<Category> = new Set(['Produce', 'Meat & Seafood', 'Dairy & Eggs']);

function describes(word: string, index: LexiconIndex): boolean {
  if (DESCRIBING_WORDS.has(word) || PACK_WORDS.has(word)) {
    return true;
  }
  // A word that is no lexicon phrase on its own ("beach", "black") names no product either.
  // A brand after the product type names a scent or a partner ("Deodorant Fiji"), not the product.
  const entry = index.phrases.get(word);
  return entry === undefined || entry.isBrand || INGREDIENT_AISLES.has(entry.category);
}

/** Aisles of things that are not eaten: their products are no flavour or scent of another one. */
export const NON_FOOD_AISLES: ReadonlySet<Category> = new Set([
  'Household & Cleaning',
  'Personal Care',
  'Baby',
  'Pets',
]);

/** A phrase of two words or more that names a product of a non-food aisle: "hand cream" is no scent. */
function namesOtherProduct(words: readonly string[], index: LexiconIndex): boolean {
  for (let start = 0; start < words.length - 1; start += 1) {
    for (let end = start + 2; end <= Math.min(words.length, start + index.longestPhraseWords); end += 1) {
      const entry = phraseAt(words, start, end, index);
      if (entry !== undefined && !entry.isBrand && NON_FOOD_AISLES.has(entry.category)) {
        return true;
      }
    }
  }
  return false;
}

/** Whether a lexicon phrase runs across words[at] from the word before it to the word after it. */
function insidePhrase(words: readonly string[], at: number, index: LexiconIndex): boolean {
  for (let start = Math.max(0, at - index.longestPhraseWords + 2); start < at; start += 1) {
    for (let stop = at + 2; stop <= Math.min(words.length, start + index.longestPhraseWords); stop += 1) {
      if (phraseAt(words, start, stop, index) !== undefined) {
        return true;
      }
    }
  }
  return false;
}

/** Flavour and pack words, which never end a product's name as its type ("Double Rolls", "Sea Salt"). */
function describesOnly(word: string): boolean {
  return DESCRIBING_WORDS.has(word) || PACK_WORDS.has(word);
}

/**
 * Whether a product phrase ends at words[at]: "Mochi Ice Cream Strawberry" is ice cream, "Sorbet Lemon" a
 * sorbet. Fresh-food phrases are left out, as they are what a product tastes of as often as what it is, and
 * so are flavour and pack words.
 */
function endsProductPhrase(words: readonly string[], at: number, index: LexiconIndex): boolean {
  for (let start = Math.max(0, at - index.longestPhraseWords + 1); start <= at; start += 1) {
    const entry = phraseAt(words, start, at + 1, index);
    if (
      entry !== undefined &&
      !entry.isBrand &&
      !INGREDIENT_AISLES.has(entry.category) &&
      !describesOnly(words[at] ?? '')
    ) {
      return true;
    }
  }
  return false;
}

/** The end of the longest lexicon phrase that starts at words[at] and stays before `end`. */
function phraseEnd(words: readonly string[], at: number, end: number, index: LexiconIndex): number {
  for (let stop = Math.min(end, at + index.longestPhraseWords); stop > at + 1; stop -= 1) {
    const entry = phraseAt(words, at, stop, index);
    if (entry !== undefined && !entry.isBrand) {
      return stop;
    }
  }
  return at + 1;
}

/**
 * The words that say what the product is. A flavour named as one goes ("Onion Flavored Rings" are rings). A
 * "with" or "in" after a product ends it ("fettuccine with spinach"). Then the last product type ends it when every word after it only describes (a flavour, a scent,
 * a pack size, an unknown name): "Potato Chips Jalapeño" is chips, but "Cheese Bagels" stay bagels. A name
 * without a product type is left whole.
 */
export function productPart(all: readonly string[], index: LexiconIndex): readonly string[] {
  // One line asks for the same part several times (each rule and tie-breaker), so recent answers are kept.
  let recent = recentParts.get(index);
  if (recent === undefined || recent.size > RECENT_PARTS) {
    recent = new Map();
    recentParts.set(index, recent);
  }
  const key = all.join(' ');
  const known = recent.get(key);
  if (known !== undefined) {
    return known;
  }
  const part = findProductPart(all, index);
  recent.set(key, part);
  return part;
}

// A few lines' worth, so a benchmark repeating a list measures first answers, not remembered ones.
const RECENT_PARTS = 8;
const recentParts = new WeakMap<LexiconIndex, Map<string, readonly string[]>>();

function findProductPart(all: readonly string[], index: LexiconIndex): readonly string[] {
  const words = all.filter(
    (_word, i) => !FLAVOUR_MARKERS.has(all[i + 1] ?? '') && !FLAVOUR_MARKERS.has(all[i] ?? ''),
  );
  let end = words.length;
  let seenProduct = false;
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] ?? '';
    // "leave in conditioner" is one product, not a leave in something.
    if (seenProduct && CONNECTORS.has(word) && !insidePhrase(words, i, index)) {
      end = i;
      break;
    }
    seenProduct ||= PRODUCT_TYPE_WORDS.has(word) || index.phrases.has(word);
  }
  const describesFrom = (start: number) => {
    const tail = words.slice(start, end);
    return tail.every((word) => describes(word, index)) && !namesOtherProduct(tail, index);
  };
  const isType = (at: number) =>
    PRODUCT_TYPE_WORDS.has(words[at] ?? '') || endsProductPhrase(words, at, index);
  let last = -1;
  for (let i = end - 1; i >= 0 && last < 0; i -= 1) {
    last = isType(i) ? i : -1;
  }
  if (last < 0) {
    return words.slice(0, end);
  }
  // A type word that opens a longer product name ends with it: "Sliced Water Chestnuts" are chestnuts.
  last = phraseEnd(words, last, end, index) - 1;
  // A type word that is also a flavour ("vinegar", "cheese") ends a flavour of two words or more after an
  // earlier type: "Potato Chips Sea Salt & Vinegar" are chips and "Hot Pockets Ham & Cheese" hot pockets,
  // while "milk chocolate" stays chocolate.
  if (DESCRIBING_WORDS.has(words[last] ?? '')) {
    for (let i = 0; i < last - 1; i += 1) {
      if (isType(i) && end - i - 1 >= 2 && describesFrom(i + 1)) {
        return words.slice(0, i + 1);
      }
    }
  }
  return describesFrom(last + 1) ? words.slice(0, last + 1) : words.slice(0, end);
}
