import type { DietTag } from './suggested-meals';

/** Splits a compact comma-separated list, so the word lists below stay readable as prose. */
function phrases(list: string): readonly string[] {
  return list
    .split(',')
    .map((phrase) => phrase.trim().replace(/\s+/g, ' '))
    .filter((phrase) => phrase.length > 0);
}

/**
 * Words and phrases that must not appear in any ingredient line of a meal carrying the tag.
 * Written singular: a trailing "s" or "es" on the last word still matches ("chicken breasts").
 * Deliberately strict, since a wrong tag can make someone ill while a missing one only hides a recipe.
 */
export const DIET_EXCLUSIONS: Record<DietTag, readonly string[]> = {
  vegetarian: phrases(`
    meat, meatball, beef, pork, lamb, veal, mutton, venison, rabbit, chicken, turkey, duck, goose, bacon, ham,
    prosciutto, pancetta, salami, pepperoni, chorizo, sausage, hot dog, bratwurst, steak, pork chop, mince,
    jerky, lard, suet, fish, salmon, tuna, cod, haddock, tilapia, trout, sardine, mackerel, anchovy, anchovies,
    shrimp, prawn, crab, lobster, scallop, mussel, clam, oyster, squid, calamari, octopus, gelatin, gelatine,
    worcestershire, dashi, stock, broth, bouillon, parmesan, parmigiano, pecorino, grana padano
  `),
  'gluten-free': phrases(`
    wheat, flour, bread, breadcrumbs, panko, crouton, pasta, spaghetti, penne, fusilli, macaroni, linguine,
    fettuccine, lasagna, lasagne, orzo, gnocchi, noodle, ramen, udon, couscous, bulgur, barley, rye, spelt,
    semolina, farro, seitan, soy sauce, teriyaki, hoisin, tortilla, pita, naan, bagel, bun, croissant, muffin,
    cracker, biscuit, cookie, baguette, brioche, ciabatta, sourdough, pastry, pastries, pie crust, pizza dough,
    dough, pancake mix, oat, granola, muesli, beer, ale, malt, bran, dumpling, worcestershire
  `),
  'lactose-free': phrases(`
    milk, buttermilk, butter, cheese, cheddar, mozzarella, parmesan, pecorino, feta, ricotta, brie, gouda,
    gruyere, halloumi, paneer, mascarpone, provolone, monterey jack, colby, emmental, camembert, cream,
    creme fraiche, yogurt, yoghurt, ghee, whey, custard, kefir, queso, half and half, white chocolate
  `),
  'low-sodium': phrases(`
    salt, salted, soy sauce, tamari, fish sauce, oyster sauce, teriyaki, miso, worcestershire, bacon, ham,
    prosciutto, pancetta, salami, pepperoni, chorizo, sausage, hot dog, corned beef, jerky, smoked, cured,
    anchovy, anchovies, feta, parmesan, pecorino, halloumi, blue cheese, olive, pickle, caper, sauerkraut,
    kimchi, stock, broth, bouillon, soup, ketchup, bbq sauce, hot sauce, salsa, taco seasoning, baking soda,
    chips, pretzel
  `),
  'low-histamine': phrases(`
    cheese, cheddar, parmesan, pecorino, gouda, gruyere, brie, camembert, feta, halloumi, emmental, manchego,
    aged, bacon, ham, prosciutto, pancetta, salami, pepperoni, chorizo, sausage, hot dog, jerky, smoked, cured,
    fish, salmon, tuna, cod, haddock, tilapia, trout, sardine, mackerel, anchovy, anchovies, shrimp, prawn,
    crab, lobster, scallop, mussel, clam, oyster, squid, calamari, octopus, tomato, passata, marinara, salsa,
    ketchup, pizza sauce, spinach, avocado, eggplant, aubergine, vinegar, balsamic, pickle, soy, tamari, tofu,
    miso, tempeh, sauerkraut, kimchi, kombucha, kefir, yogurt, yoghurt, sour cream, buttermilk, worcestershire,
    lemon, lime, orange, grapefruit, clementine, tangerine, mandarin, citrus, strawberry, strawberries, banana,
    pineapple, papaya, kiwi, chocolate, cocoa, wine, beer, walnut, cashew, peanut, olive, mayonnaise, yeast,
    hot sauce, sriracha
  `),
};

/**
 * Phrases that contain an excluded word but are fine for the tag ("almond milk", "corn tortillas");
 * they are blanked out of an ingredient line before the exclusions are checked.
 */
export const DIET_ALLOWANCES: Record<DietTag, readonly string[]> = {
  vegetarian: phrases(`
    vegetable stock, vegetable broth, vegetable bouillon, veggie stock, veggie broth, mushroom stock,
    mushroom broth
  `),
  'gluten-free': phrases(`
    buckwheat, rice flour, almond flour, coconut flour, chickpea flour, tapioca flour, corn flour,
    buckwheat flour, rice noodle, glass noodle, corn tortilla, gluten free oat, gluten free bread,
    gluten free pasta, gluten free spaghetti, gluten free penne, gluten free flour, gluten free soy sauce,
    gluten free tortilla, gluten free cracker, gluten free granola
  `),
  'lactose-free': phrases(`
    almond milk, oat milk, soy milk, soya milk, rice milk, coconut milk, cashew milk, lactose free milk,
    plant milk, peanut butter, almond butter, cashew butter, nut butter, sunflower seed butter, apple butter,
    cocoa butter, vegan butter, coconut cream, coconut yogurt, soy yogurt, dairy free yogurt,
    dairy free cheese, vegan cheese, cream of tartar
  `),
  'low-sodium': phrases(`
    olive oil, smoked paprika, unsalted, no salt added, low sodium stock, low sodium broth,
    low sodium vegetable stock, low sodium vegetable broth, low sodium chicken stock, low sodium chicken broth
  `),
  'low-histamine': phrases('olive oil, smoked paprika, lactose free milk'),
};

/** Reduces a line to plain lower-case words, so "½ cup Crème-fraîche" matches "creme fraiche". */
function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** Whether the phrase's words start at `start`, letting the last word carry a plural "s" or "es". */
function phraseAt(line: readonly string[], start: number, phrase: readonly string[]): boolean {
  return phrase.every((word, offset) => {
    const found = line[start + offset];
    if (offset < phrase.length - 1) {
      return found === word;
    }
    return found === word || found === `${word}s` || found === `${word}es`;
  });
}

/** The first excluded word or phrase of the tag found in the ingredient line, if any. */
export function findDietViolation(tag: DietTag, ingredient: string): string | undefined {
  const line = words(ingredient);
  for (const allowance of DIET_ALLOWANCES[tag]) {
    const phrase = words(allowance);
    for (let start = 0; start < line.length; start += 1) {
      if (phraseAt(line, start, phrase)) {
        // Blanked words match nothing, so an allowance also splits any phrase running across it.
        line.fill('', start, start + phrase.length);
      }
    }
  }
  return DIET_EXCLUSIONS[tag].find((exclusion) => {
    const phrase = words(exclusion);
    return line.some((_, start) => phraseAt(line, start, phrase));
  });
}

/** Whether an ingredient line rules out the diet tag, by whole-word or whole-phrase match. */
export function violatesDiet(tag: DietTag, ingredient: string): boolean {
  return findDietViolation(tag, ingredient) !== undefined;
}
