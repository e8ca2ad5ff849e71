import type { Category } from '../categories';
import { NON_FOOD_AISLES } from './product-part';
import { wordSet } from './word-set';

/** What a modifier rule decided, and how sure it is. */
export interface RuleDecision {
  readonly category: Category;
  readonly confidence: number;
}

/** Classifies words without modifier rules; undefined when nothing in them is recognised. */
export type PlainClassifier = (words: readonly string[]) => Category | undefined;

const PET_WORDS: ReadonlySet<string> = wordSet(`
dog cat puppy kitten kitty pet canine feline doggie doggy hamster gerbil ferret parakeet aquarium betta
reptile
`);
// "hot dog buns" and "corn dogs" are food, not pet goods.
const NOT_PET_AFTER: ReadonlySet<string> = wordSet(`hot corn chili chilli`);
// Breaded and battered meat and fish, and steamer bags of vegetables, are sold from the freezer.
const FROZEN_WORDS: ReadonlySet<string> = wordSet(`frozen breaded battered steamer`);
const SHELF_STABLE_WORDS: ReadonlySet<string> = wordSet(`canned tinned dried dehydrated jarred`);
const BABY_WORDS: ReadonlySet<string> = wordSet(`baby infant newborn toddler`);
// Baby-sized produce and meat ("baby spinach", "baby shrimp") stay in their own aisle.
const AISLES_BABY_DOES_NOT_MOVE: ReadonlySet<Category> = new Set(['Produce', 'Meat & Seafood']);

/** Ailments and their relief: a product that names one is shelved with health products, in Personal Care. */
const HEALTH_WORDS: ReadonlySet<string> = wordSet(`
pain relief itch itching throat sinus nasal arthritis allergy allergies cough flu headache heartburn acne
antiseptic antifungal antibiotic laxative congestion migraine fever sore hemorrhoid indigestion nausea
`);

/**
 * Nutrients and what supplements are taken for. With a dose form ("Elderberry Gummies", "Calcium Soft Chews",
 * "Collagen Powder") they make a supplement, in Personal Care; without one they are food ("Vitamin D Milk").
 */
const SUPPLEMENT_WORDS: ReadonlySet<string> = wordSet(`
vitamin multivitamin multi mineral calcium magnesium zinc iron potassium biotin collagen melatonin elderberry
sambucus omega fiber probiotic prebiotic turmeric curcumin ashwagandha ashwa echinacea glucosamine coq10
immune sleep stress lutein folic b12 d3 k2 fish cod krill supplement dietary digestive antacid
`);

/** The forms supplements and medicines are sold in, shared with sweets and food. */
const DOSE_FORM_WORDS: ReadonlySet<string> = wordSet(`
gummy gummie multigummie chew chewable softchew powder liquid oil drop thin bite lozenge
`);

/** The body and its care: with a form that food shares ("Repair Cream", "Hair Butter") they make a toiletry. */
const BODY_CARE_WORDS: ReadonlySet<string> = wordSet(`
skin face facial body hand foot feet eye lip hair scalp beard nail cuticle heel moisturizing moisturising
hydrating nourishing soothing exfoliating repair healing wrinkle shave shaving curl curling
`);

/** Forms of food that toiletries also come in. */
const TOILETRY_FORM_WORDS: ReadonlySet<string> = wordSet(
  `cream creme butter oil milk polish scrub mask jelly`,
);

/**
 * Words of the ready-made counter. A deli or sushi dish is Miscellaneous by CATEGORIES.md, while the deli's
 * sliced meat and cheese keep their own aisles ("Deli Turkey", "Deli Swiss").
 */
const READY_MADE_WORDS: ReadonlySet<string> = wordSet(`deli sushi`);
const DELI_COUNTER_AISLES: ReadonlySet<Category> = new Set(['Meat & Seafood', 'Dairy & Eggs']);
/** Aisles of food a deli counter could have made: every aisle but the non-food ones and drinks. */
function isDishAisle(category: Category): boolean {
  return !NON_FOOD_AISLES.has(category) && category !== 'Beverages';
}

/** Aisles a sushi counter's dish is classified in without the word "sushi": its fish, or a roll. */
const SUSHI_DISH_AISLES: ReadonlySet<Category | undefined> = new Set(['Meat & Seafood', 'Bakery', undefined]);

/** "Deli Style Pickles" describe a cut, not a counter. */
const DELI_CUT_WORDS: ReadonlySet<string> = wordSet(`style`);

/** A dish from the ready-made counter: "Deli Mashed Potatoes", "Sushi Spicy Tuna Roll". */
function readyMade(words: readonly string[], classify: PlainClassifier): RuleDecision | undefined {
  const deli = words.findIndex((word, i) => word === 'deli' && !DELI_CUT_WORDS.has(words[i + 1] ?? ''));
  if (deli < 0 && !words.includes('sushi')) {
    return undefined;
  }
  const rest = without(words, READY_MADE_WORDS);
  const restCategory = rest.length > 0 ? classify(rest) : undefined;
  const ready =
    deli >= 0
      ? restCategory === undefined || (isDishAisle(restCategory) && !DELI_COUNTER_AISLES.has(restCategory))
      : SUSHI_DISH_AISLES.has(restCategory);
  return ready
    ? { category: 'Miscellaneous', confidence: restCategory === undefined ? SURE_BUT_REST_UNKNOWN : SURE }
    : undefined;
}

const SURE = 0.9;
const SURE_BUT_REST_UNKNOWN = 0.75;

function hasPetWord(words: readonly string[]): boolean {
  return words.some((word, i) => PET_WORDS.has(word) && !NOT_PET_AFTER.has(words[i - 1] ?? ''));
}

function without(words: readonly string[], drop: ReadonlySet<string>): string[] {
  return words.filter((word) => !drop.has(word));
}

function decide(category: Category, rest: readonly string[], classify: PlainClassifier): RuleDecision {
  const restKnown = rest.length > 0 && classify(rest) !== undefined;
  return { category, confidence: restKnown ? SURE : SURE_BUT_REST_UNKNOWN };
}

/**
 * Modifiers that override the head noun: pet words → Pets, ailment words ("pain relief", "sore throat") →
 * Personal Care unless for a baby, nutrients in a dose form and body care in a food's form ("Repair Cream")
 * → Personal Care, "frozen" → Frozen Foods,
 * "canned"/"dried" → Pantry, "baby" → Baby unless the rest is produce or meat.
 */
export function applyModifierRules(
  words: readonly string[],
  classify: PlainClassifier,
): RuleDecision | undefined {
  if (hasPetWord(words)) {
    return decide('Pets', without(words, PET_WORDS), classify);
  }
  // Baby health products ("infant pain reliever") stay with the baby's things.
  if (words.some((word) => HEALTH_WORDS.has(word)) && !words.some((word) => BABY_WORDS.has(word))) {
    return decide('Personal Care', without(words, HEALTH_WORDS), classify);
  }
  const forBaby = words.some((word) => BABY_WORDS.has(word));
  if (
    !forBaby &&
    words.some((word) => SUPPLEMENT_WORDS.has(word)) &&
    words.some((w) => DOSE_FORM_WORDS.has(w))
  ) {
    return decide('Personal Care', without(words, SUPPLEMENT_WORDS), classify);
  }
  if (
    !forBaby &&
    words.some((word) => BODY_CARE_WORDS.has(word)) &&
    words.some((w) => TOILETRY_FORM_WORDS.has(w))
  ) {
    return decide('Personal Care', without(words, BODY_CARE_WORDS), classify);
  }
  const ready = readyMade(words, classify);
  if (ready !== undefined) {
    return ready;
  }
  if (words.some((word) => FROZEN_WORDS.has(word))) {
    return decide('Frozen Foods', without(words, FROZEN_WORDS), classify);
  }
  if (words.some((word) => SHELF_STABLE_WORDS.has(word))) {
    return decide('Pantry', without(words, SHELF_STABLE_WORDS), classify);
  }
  if (!words.some((word) => BABY_WORDS.has(word))) {
    return undefined;
  }
  const rest = without(words, BABY_WORDS);
  const restCategory = rest.length > 0 ? classify(rest) : undefined;
  if (restCategory !== undefined && AISLES_BABY_DOES_NOT_MOVE.has(restCategory)) {
    return { category: restCategory, confidence: SURE_BUT_REST_UNKNOWN };
  }
  return { category: 'Baby', confidence: restCategory === undefined ? SURE_BUT_REST_UNKNOWN : SURE };
}
