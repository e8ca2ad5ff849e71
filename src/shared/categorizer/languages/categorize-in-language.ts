import type { Language } from '../../languages';
import { foldWords, isNumberWord } from './fold-words';
import type { LanguageIndex } from './language-index';
import type { ShelfCategory } from './language-lexicon';
import { stemWord } from './stem-word';

/** What one language's lexicon made of a line, and how sure it is (0..1). */
export interface LanguageAnswer {
  readonly category: ShelfCategory;
  readonly confidence: number;
}

interface Token {
  /** The folded word as typed. */
  readonly raw: string;
  readonly stem: string;
}

interface Span {
  readonly category: ShelfCategory;
  readonly confidence: number;
  /** A modifier found inside the word ("tiefkuhl" in "tiefkuhlerbsen"). */
  readonly modifier?: ShelfCategory;
}

/** Languages that write compounds as one word with the product last ("Orangensaft", "sinaasappelsap"). */
const COMPOUNDING: ReadonlySet<Language> = new Set(['de', 'nl']);
/** The shortest word part a compound is split at; shorter parts ("ei") are too often part of another word. */
const SHORTEST_COMPOUND_PART = 3;
const SHORTEST_MODIFIER_BEGINNING = 2;
const SHORTEST_MISSPELT_WORD = 5;

/** Aisles a canned, dried or jarred modifier moves a product out of, into Pantry. */
const FRESH_AISLES: ReadonlySet<ShelfCategory> = new Set(['Produce', 'Meat & Seafood', 'Dairy & Eggs']);
/** Aisles a baby modifier does not move a product out of ("Babyspinat", "baby carrots"). */
const BABY_DOES_NOT_MOVE: ReadonlySet<ShelfCategory> = new Set(['Produce', 'Meat & Seafood']);

/** The aisle after a modifier's say: frozen and pet goods move anything, canned only fresh food, baby not produce. */
function applyModifier(category: ShelfCategory, modifier: ShelfCategory | undefined): ShelfCategory {
  switch (modifier) {
    case undefined:
      return category;
    case 'Pantry':
      return FRESH_AISLES.has(category) ? 'Pantry' : category;
    case 'Baby':
      return BABY_DOES_NOT_MOVE.has(category) ? category : 'Baby';
    default:
      return modifier;
  }
}

/** A phrase's aisle: as written first, then by its stems. */
function lookUp(words: readonly Token[], index: LanguageIndex): ShelfCategory | undefined {
  return (
    index.exact.get(words.map((token) => token.raw).join(' ')) ??
    index.phrases.get(words.map((token) => token.stem).join(' '))
  );
}

/** One word's aisle, as written or by its stem. */
function lookUpWord(raw: string, index: LanguageIndex): ShelfCategory | undefined {
  return lookUp([{ raw, stem: stemWord(raw, index.language) }], index);
}

/** The modifier a word starts with ("tiefkuhl…", "katzen…"), when the word is longer than it. */
function modifierAtStart(raw: string, index: LanguageIndex): ShelfCategory | undefined {
  for (let end = raw.length - 1; end >= SHORTEST_MODIFIER_BEGINNING; end -= 1) {
    const found = index.modifiers.get(raw.slice(0, end));
    if (found !== undefined) {
      return found;
    }
  }
  return undefined;
}

/**
 * A compound read by its last part ("erdbeermarmelade" → marmelade), the longest that is a known word, with a
 * modifier the first part may be ("tiefkuhl" + "erbsen"). Undefined when no end of the word is known.
 */
function readCompound(raw: string, index: LanguageIndex): Span | undefined {
  for (let start = SHORTEST_COMPOUND_PART - 1; start <= raw.length - SHORTEST_COMPOUND_PART; start += 1) {
    const category = lookUpWord(raw.slice(start), index);
    if (category !== undefined) {
      const head = raw.slice(0, start);
      const modifier = index.modifiers.get(head) ?? modifierAtStart(head, index);
      return { category, confidence: 0.75, ...(modifier === undefined ? {} : { modifier }) };
    }
  }
  return undefined;
}

/** One word no phrase covers: as a compound, a misspelling of a known word, or a known word with a modifier. */
function readWord(token: Token, index: LanguageIndex): Span | undefined {
  // Only compounds carry a modifier inside a word: "gatorade" has no cat in it.
  const modifier = COMPOUNDING.has(index.language) ? modifierAtStart(token.raw, index) : undefined;
  if (COMPOUNDING.has(index.language)) {
    const compound = readCompound(token.raw, index);
    if (compound !== undefined) {
      return compound;
    }
  }
  if (token.raw.length >= SHORTEST_MISSPELT_WORD) {
    const [nearest] = index.vocabulary.nearest(token.stem, 1);
    const category = nearest === undefined ? undefined : index.phrases.get(nearest);
    if (category !== undefined) {
      return { category, confidence: 0.55, ...(modifier === undefined ? {} : { modifier }) };
    }
  }
  return undefined;
}

/** The tokens that are part of a known phrase of two words or more. */
function inPhrases(tokens: readonly Token[], index: LanguageIndex): Token[] {
  const covered: Token[] = [];
  for (let start = 0; start < tokens.length; start += 1) {
    for (let length = 2; length <= Math.min(index.longestPhraseWords, tokens.length - start); length += 1) {
      const words = tokens.slice(start, start + length);
      if (lookUp(words, index) !== undefined) {
        covered.push(...words);
      }
    }
  }
  return covered;
}

function tokensOf(text: string, index: LanguageIndex): Token[] {
  return foldWords(text)
    .filter((word) => !isNumberWord(word) && !index.unitWords.has(word) && !index.stopWords.has(word))
    .map((raw) => ({ raw, stem: stemWord(raw, index.language) }));
}

/**
 * Reads the product words of a line: the longest known phrase at each point, else a word on its own (whole, as a
 * compound, or misspelt). In German and Dutch two words typed apart that make a known compound are read as one
 * ("Kokos Milch").
 */
/** A word the lexicon does not know: it names no aisle, but the line is then not wholly known. */
const UNKNOWN: Span = { category: 'Pantry', confidence: 0 };

function readSpans(tokens: readonly Token[], index: LanguageIndex): Span[] {
  const spans: Span[] = [];
  let i = 0;
  while (i < tokens.length) {
    let matched = 0;
    for (let length = Math.min(index.longestPhraseWords, tokens.length - i); length >= 1; length -= 1) {
      const category = lookUp(tokens.slice(i, i + length), index);
      if (category !== undefined) {
        spans.push({ category, confidence: 1 });
        matched = length;
        break;
      }
    }
    const token = tokens[i];
    const next = tokens[i + 1];
    if (matched === 0 && token !== undefined) {
      const joined =
        next !== undefined && COMPOUNDING.has(index.language)
          ? lookUpWord(token.raw + next.raw, index)
          : undefined;
      if (joined !== undefined) {
        spans.push({ category: joined, confidence: 0.9 });
        matched = 2;
      } else {
        const span = readWord(token, index);
        spans.push(span ?? UNKNOWN);
        matched = 1;
      }
    }
    i += matched;
  }
  return spans;
}

/**
 * The aisle of a typed line by one language's lexicon: the first product named, of those read surest (the product
 * comes first in a line typed in any of these languages: "Joghurt Erdbeere", "jus d'orange", "pollo pechuga"; an
 * adjective before it is no product: "fettarme Milch"), moved by a modifier
 * typed anywhere in the line ("TK Erbsen", "petits pois surgelés"). A note in brackets is read only when the line
 * names nothing else. Undefined when the lexicon recognises nothing.
 */
export function categorizeInLanguage(text: string, index: LanguageIndex): LanguageAnswer | undefined {
  const main = text.replace(/\([^)]*\)?/g, ' ');
  const mainTokens = tokensOf(main, index);
  const allTokens = tokensOf(text, index);
  // A modifier counts wherever it is typed, a note included ("Lasagne (TK)"), unless it is part of a phrase the
  // lexicon knows ("perros calientes" is no pet food); typed alone it is the product.
  const protectedTokens = new Set([...inPhrases(mainTokens, index), ...inPhrases(allTokens, index)]);
  const isModifier = (token: Token) => index.modifiers.has(token.raw) && !protectedTokens.has(token);
  const named = (mainTokens.some((token) => !isModifier(token)) ? mainTokens : allTokens).filter(
    (token) => !isModifier(token),
  );
  const products = named.length > 0 ? named : allTokens;
  const lineModifier =
    named.length > 0 ? index.modifiers.get(allTokens.find(isModifier)?.raw ?? '') : undefined;
  const read = readSpans(products, index);
  const spans = read.filter((span) => span !== UNKNOWN);
  // The first of the surest readings: a known word beats a guessed compound or spelling before it.
  const surest = Math.max(...spans.map((span) => span.confidence));
  const head = spans.find((span) => span.confidence === surest);
  if (head === undefined) {
    return lineModifier === undefined ? undefined : { category: lineModifier, confidence: 0.5 };
  }
  const category = applyModifier(head.category, lineModifier ?? head.modifier);
  // Only a line that is one known phrase is certain; one with other products or unknown words is less so.
  const wholeLine = read.length === 1;
  const confidence = wholeLine
    ? head.confidence
    : Math.min(head.confidence, read.length === spans.length ? 0.9 : 0.8);
  return { category, confidence };
}
