import { type Category, FALLBACK_CATEGORY } from '../categories';
import { TRAILING_CONTAINER_WORDS } from './item-word-lists';
import type { LexiconIndex } from './lexicon-index';
import { matchAnywhere, matchHead, matchLeadingPhrase, matchWhole } from './match-phrase';
import { applyModifierRules } from './modifier-rules';
import { PRODUCT_TYPE_WORDS, productPart } from './product-part';
import { VARIANT_WORDS } from './variant-words';
import { wordSet } from './word-set';
import { WORDNET_INDEX } from './wordnet-index';

/** A category and how sure the categorizer is of it (0..1). */
export interface Decision {
  readonly category: Category;
  readonly confidence: number;
}

// Audience brands (Gerber, Purina, Ben & Jerry's) set the aisle whatever product word follows them.
const AUDIENCE_BRAND_AISLES: ReadonlySet<Category> = new Set(['Baby', 'Pets', 'Frozen Foods']);

const UNKNOWN: Decision = { category: FALLBACK_CATEGORY, confidence: 0 };

/**
 * Head noun at 0.55–0.9: the more of the line the matched phrase covers, the surer; each word the
 * lexicon has never seen ("something with chicken") costs 0.1, since it may change the meaning.
 */
function headConfidence(matchedWords: number, words: readonly string[], index: LexiconIndex): number {
  const unknownWords = words.filter((word) => !index.knownWords.has(word)).length;
  return Math.max(0.3, 0.55 + 0.35 * (matchedWords / words.length) - 0.1 * unknownWords);
}

/** A phrase found elsewhere in the line stays below 0.6, so the AI layer double-checks it. */
function anywhereConfidence(matchedWords: number, totalWords: number): number {
  return 0.3 + 0.25 * (matchedWords / totalWords);
}

function decideByLeadingPhrase(words: readonly string[], index: LexiconIndex): Decision | undefined {
  const lead = matchLeadingPhrase(words, index);
  if (lead === undefined) {
    return undefined;
  }
  const { entry, end } = lead;
  if (entry.isBrand && AUDIENCE_BRAND_AISLES.has(entry.category)) {
    return { category: entry.category, confidence: 0.8 };
  }
  const rest = words.slice(end);
  if (rest.every((word) => VARIANT_WORDS.has(word))) {
    return { category: entry.category, confidence: 0.8 };
  }
  if (entry.isBrand && matchAnywhere(rest, index) === undefined) {
    return { category: entry.category, confidence: 0.7 };
  }
  return undefined;
}

/** Classifies normalized words by lexicon phrases alone: whole phrase, leading brand, head noun, any phrase. */
function decideWithoutRules(words: readonly string[], index: LexiconIndex): Decision | undefined {
  const whole = matchWhole(words, index);
  if (whole !== undefined) {
    return { category: whole.category, confidence: 1 };
  }
  const byLead = decideByLeadingPhrase(words, index);
  if (byLead !== undefined) {
    return byLead;
  }
  const head = matchHead(words, 1, index);
  if (head !== undefined) {
    return { category: head.entry.category, confidence: headConfidence(head.end - head.start, words, index) };
  }
  const last = words[words.length - 1];
  if (words.length > 1 && last !== undefined && TRAILING_CONTAINER_WORDS.has(last)) {
    const withoutContainer = decideWithoutRules(words.slice(0, -1), index);
    if (withoutContainer !== undefined) {
      return { ...withoutContainer, confidence: Math.min(withoutContainer.confidence, 0.85) };
    }
  }
  const anywhere = matchAnywhere(words, index);
  if (anywhere !== undefined) {
    const matched = anywhere.end - anywhere.start;
    return { category: anywhere.entry.category, confidence: anywhereConfidence(matched, words.length) };
  }
  return undefined;
}

/**
 * Decides by the words that say what the product is. When flavour or pack words were set aside, the answer is
 * no surer than a head noun covering the product words, so a line with unknown words after the product type
 * ("milk zorblax") still goes to the model for a second look.
 */
function decideProduct(words: readonly string[], index: LexiconIndex): Decision | undefined {
  const part = productPart(words, index);
  const decision = decideWithoutRules(part, index);
  if (decision === undefined || part.length === words.length) {
    return decision ?? (part.length < words.length ? decideWithoutRules(words, index) : undefined);
  }
  return {
    ...decision,
    confidence: Math.min(decision.confidence, headConfidence(part.length, words, index)),
  };
}

/**
 * A line with no lexicon phrase, named by a noun WordNet knows ("black treacle"): the rightmost such word of
 * the product part is taken for its head. WordNet knows words, not products, so this stays below 0.6 and a
 * model, when there is one, has the last word.
 */
function decideByWordNet(words: readonly string[], index: LexiconIndex): Decision | undefined {
  const part = productPart(words, index);
  for (let i = part.length - 1; i >= 0; i -= 1) {
    const aisle = WORDNET_INDEX.get(part[i] ?? '');
    if (aisle !== undefined) {
      return { category: aisle, confidence: 0.45 };
    }
  }
  return undefined;
}

/** Fresh-food aisles: in a branded product name their words mostly say what it tastes of or what is in the can. */
const FRESH_AISLES: ReadonlySet<Category> = new Set(['Produce', 'Meat & Seafood', 'Dairy & Eggs']);

/**
 * Forms that products of several aisles come in: an oil is cooking oil, hair oil or a scented refill; a
 * powder is a drink mix, a cleanser or a supplement. As the last word of what a product is, they leave the
 * aisle to the brand.
 */
const SHARED_FORM_WORDS: ReadonlySet<string> = wordSet(`
oil powder gummy chew chewable bar bite stick drop liquid cream butter spray gel cup pod blend soap wash
wipe roll sheet crisp
`);

/**
 * A leading brand breaks a tie between the product and its flavour. When no product type word names what the
 * product is and only a fresh-food word was found, the brand's aisle wins: "Del Monte Sliced Carrots" are
 * canned, "Listerine Fresh Mint" is a mouthwash, "Tums Assorted Fruit" an antacid. So does it when what the
 * product is ends in a form many aisles share ("Bevel Shave Priming Oil"). Another product type keeps its own
 * aisle ("Colgate Kids Toothpaste Strawberry").
 */
function breakTieByBrand(words: readonly string[], decision: Decision, index: LexiconIndex): Decision {
  const lead = matchLeadingPhrase(words, index);
  if (lead?.entry.isBrand && lead.entry.category !== decision.category) {
    const part = productPart(words.slice(lead.end), index);
    const head = matchHead(part, 0, index);
    // Only the form alone: "ice cream" and "styling gel" say what they are.
    if (head !== undefined && head.end - head.start === 1 && SHARED_FORM_WORDS.has(part[head.start] ?? '')) {
      return { category: lead.entry.category, confidence: 0.7 };
    }
  }
  // A deli dish under a grocery brand ("StarKist Chicken Salad") is the brand's, in a tin.
  if (!FRESH_AISLES.has(decision.category) && decision.category !== FALLBACK_CATEGORY) {
    return decision;
  }
  // A deli brand's cheese is still cheese: between fresh aisles the product word decides.
  if (lead === undefined || !lead.entry.isBrand || FRESH_AISLES.has(lead.entry.category)) {
    return decision;
  }
  const rest = productPart(words.slice(lead.end), index);
  if (rest.some((word) => PRODUCT_TYPE_WORDS.has(word))) {
    return decision;
  }
  return { category: lead.entry.category, confidence: 0.7 };
}

/** Lowers confidence for each spelling repair: a corrected exact hit lands at 0.75, two repairs at 0.65. */
function afterRepairs(decision: Decision, repairs: number): Decision {
  if (repairs === 0) {
    return decision;
  }
  const ceiling = 0.85 - 0.1 * repairs;
  return { ...decision, confidence: Math.max(0.3, Math.min(decision.confidence - 0.1 * repairs, ceiling)) };
}

/** Decides the category of a line's normalized, spelling-repaired words. */
export function decideCategory(words: readonly string[], repairs: number, index: LexiconIndex): Decision {
  if (words.length === 0) {
    return UNKNOWN;
  }
  const whole = matchWhole(words, index);
  if (whole !== undefined) {
    return afterRepairs({ category: whole.category, confidence: 1 }, repairs);
  }
  // Pet, freezer, shelf and baby words decide wherever they stand; otherwise what the product is decides.
  const ruled = applyModifierRules(
    words,
    (rest) => decideWithoutRules(productPart(rest, index), index)?.category,
  );
  const product = ruled === undefined ? decideProduct(words, index) : undefined;
  const decision =
    ruled ?? (product === undefined ? decideByWordNet(words, index) : breakTieByBrand(words, product, index));
  return decision === undefined ? UNKNOWN : afterRepairs(decision, repairs);
}
