import type { Category } from '../../src/shared/categories';

/**
 * Where a WordNet noun sense is shelved: the nearest of these hypernyms above it decides. An anchor names a
 * lemma and its lexicographer file, which together pick out the synset. A `null` aisle stops the walk, for
 * kinds too broad to shelve ("dish" holds both soups and sandwiches). The more specific anchor wins, so a
 * cookie, WordNet's kind of cake, is a packaged cookie in Pantry while a cake is Bakery.
 */
export interface AisleAnchor {
  readonly lemma: string;
  readonly lexFile: string;
  readonly aisle: Category | null;
}

function anchors(lexFile: string, aisle: Category | null, lemmas: string): AisleAnchor[] {
  return lemmas
    .split(',')
    .map((lemma) => lemma.trim())
    .filter((lemma) => lemma.length > 0)
    .map((lemma) => ({ lemma, lexFile, aisle }));
}

export const AISLE_ANCHORS: readonly AisleAnchor[] = [
  ...anchors('noun.food', 'Produce', 'vegetable, edible fruit, herb, mushroom, greens, salad green, potherb'),
  ...anchors(
    'noun.food',
    'Meat & Seafood',
    'meat, seafood, fish, poultry, shellfish, game, sausage, cold cuts',
  ),
  ...anchors('noun.food', 'Dairy & Eggs', 'dairy product, egg, cheese, milk, yogurt, butter, cream'),
  ...anchors('noun.food', 'Bakery', 'baked goods, bread, cake, pastry, pie, roll, bun'),
  ...anchors(
    'noun.food',
    'Pantry',
    `foodstuff, ingredient, flavorer, condiment, sauce, sweetening, syrup, spice, herb, cereal, grain, flour,
    pasta, noodle, soup, candy, sweet, confiture, snack food, nut, cookie, cracker, chip, oil, vinegar,
    legume, dried fruit, breakfast food, seed`,
  ),
  ...anchors('noun.food', 'Frozen Foods', 'frozen dessert, ice cream, frozen food'),
  ...anchors('noun.food', 'Beverages', 'beverage, drink, coffee, tea, juice, alcohol, soft drink'),
  ...anchors('noun.food', null, 'dish, course, meal, nutriment, food, fare, victuals'),
  ...anchors(
    'noun.artifact',
    'Personal Care',
    `toiletry, cosmetic, makeup, medicine, dentifrice, toothbrush, bandage, contraceptive, sanitary napkin,
    tampon, razor, comb, hairbrush, deodorant, lotion`,
  ),
  ...anchors(
    'noun.artifact',
    'Household & Cleaning',
    `cleansing agent, detergent, disinfectant, bleach, paper towel, toilet tissue, tissue, facial tissue,
    candle, battery, light bulb, aluminum foil, plastic wrap, trash bag, garbage bag, air freshener,
    insecticide, sponge, broom, mop, dishpan, scouring pad`,
  ),
  ...anchors('noun.artifact', 'Baby', 'diaper, pacifier, baby bottle'),
  ...anchors('noun.substance', 'Personal Care', 'vitamin, dietary supplement'),
];
