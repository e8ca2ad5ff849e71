import { pairSet, wordSet } from './word-set';

/** Units that are never part of a product name, so they are dropped wherever they appear. */
export const UNIT_WORDS: ReadonlySet<string> = wordSet(`
lb lbs oz ozs g gr gram grams kg kgs kilo kilos mg ml l ltr liter liters litre litres cl gal gals gallon
gallons qt qts quart quarts pt pts pint pints ounce ounces fl floz dozen doz dz ct cnt pk pkg pkgs pcs
pc tbsp tsp ea each percent x
`);

/**
 * Measures and containers that are also parts of real product names ("pound cake", "trash can",
 * "sandwich bags", "dinner rolls"), so they only go when they follow a quantity or precede "of".
 */
export const MEASURE_WORDS: ReadonlySet<string> = wordSet(`
pound pounds cup cups can cans box boxes bag bags jar jars bottle bottles carton cartons pack packs
package packages packet packets case cases tub tubs tube tubes container containers bunch bunches head
heads loaf loaves stick sticks slice slices piece pieces clove cloves sprig sprigs ear ears roll rolls
bar bars block blocks pouch pouches jug jugs tin tins sack sacks tray trays bundle bundles handful pair
pairs set sets crate crates bulb bulbs wedge wedges count pinch dash bowl bowls sleeve sleeves fillet
fillets strip strips
`);

/** Containers that may trail a product name ("cereal box", "yogurt cups") and can be ignored there. */
export const TRAILING_CONTAINER_WORDS: ReadonlySet<string> = wordSet(`
box bag jar bottle carton pack package packet case tub tube container can cup pouch jug tin refill pod
bar stick roll sheet link
`);

/** Words that only express how many ("a", "couple", "six"); "half" is handled separately. */
export const QUANTITY_WORDS: ReadonlySet<string> = wordSet(`
a an one two three four five six seven eight nine ten eleven twelve couple few several some more another
extra dozen approx about
`);

/** Filler words of a shopping list that never change the aisle. */
export const STOP_WORDS: ReadonlySet<string> = wordSet(`
the of please get buy need any other brand pls plz misc usual size
`);

/** Adjectives that describe a product without moving it to another aisle. */
export const NOISE_WORDS: ReadonlySet<string> = wordSet(`
organic fresh freshly large lg small sm medium med big jumbo mini ripe unripe whole boneless skinless
unsalted salted lowfat nonfat skim lean natural plain regular unsweetened sweetened premium fancy raw
seedless pitted prewashed washed local sliced gf unscented scented sensitive original assorted variety
mixed spf thick thin cut lite xl xxl value family bulk favorite new kosher vegan keto fragrance
hypoallergenic
`);

/** Two-word descriptions removed as a unit ("gluten free", "grass fed"); the second word alone may matter. */
export const NOISE_PHRASES: ReadonlySet<string> = pairSet(`
gluten free, dairy free, sugar free, fat free, lactose free, low fat, non fat, reduced fat, low sodium,
reduced sodium, no salt, free range, cage free, grass fed, pasture raised, wild caught, farm raised,
non gmo, tear free, extra large, party size, family size, value pack, bone in, low carb, store brand,
name brand, fragrance free, free clear, all natural
`);

/** Phrases where a noise word is part of the product or brand ("fresh salsa" is produce, salsa is not). */
export const PROTECTED_PHRASES: ReadonlySet<string> = pairSet(`
fresh salsa, fresh oregano, fresh bay, fresh step, fresh express, natural light, natural balance,
lean cuisine, lean pockets, lean pocket, fresh sardines, big red, whole bean, medium roast
`);

/** Words in a parenthesised note that still matter ("egg rolls (frozen)"); the rest of a note is dropped. */
export const NOTE_WORDS_KEPT: ReadonlySet<string> = wordSet(`
frozen canned tinned dried dog dogs cat cats puppy kitten baby infant
`);
