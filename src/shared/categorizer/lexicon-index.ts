import type { Category } from '../categories';
import { createFuzzyVocabulary, type FuzzyVocabulary } from './fuzzy-vocabulary';
import { NOISE_WORDS } from './item-word-lists';
import { LEXICON_SECTIONS } from './lexicon/all-sections';
import { type LexiconSection, parseTermList } from './lexicon/lexicon-section';
import { normalizeItemText } from './normalize-item';

/** What the lexicon knows about one normalized phrase. */
export interface LexiconEntry {
  readonly category: Category;
  readonly isBrand: boolean;
}

/** A normalized phrase that two lexicon terms give to different categories (a data mistake). */
export interface LexiconConflict {
  readonly key: string;
  readonly categories: readonly [Category, Category];
}

/** The lookup structures built once from the lexicon text. */
export interface LexiconIndex {
  readonly phrases: ReadonlyMap<string, LexiconEntry>;
  /** Every single word that occurs in some phrase. */
  readonly knownWords: ReadonlySet<string>;
  /** Known words plus noise adjectives, for correcting misspellings. */
  readonly vocabulary: FuzzyVocabulary;
  readonly longestPhraseWords: number;
  /**
   * Every phrase's leading words, one word or more ("paper", "paper towel"): a span that does not start so is
   * no phrase and needs no lookup, and a walk along a line stops as soon as it leaves them.
   */
  readonly phrasePrefixes: ReadonlySet<string>;
  /** For each word, the words that follow it in a two-word phrase ("paper" → towel, plate…). */
  readonly wordsAfter: ReadonlyMap<string, readonly string[]>;
  /** For each word, the words that come before it in a two-word phrase ("towel" → paper, bath…). */
  readonly wordsBefore: ReadonlyMap<string, readonly string[]>;
  readonly conflicts: readonly LexiconConflict[];
  readonly termCount: number;
}

function addSection(
  section: LexiconSection,
  phrases: Map<string, LexiconEntry>,
  conflicts: LexiconConflict[],
): number {
  const terms = [
    ...parseTermList(section.terms).map((term) => ({ term, isBrand: false })),
    ...parseTermList(section.brands).map((term) => ({ term, isBrand: true })),
  ];
  for (const { term, isBrand } of terms) {
    const key = normalizeItemText(term);
    const existing = phrases.get(key);
    if (existing === undefined) {
      phrases.set(key, { category: section.category, isBrand });
    } else if (existing.category !== section.category) {
      conflicts.push({ key, categories: [existing.category, section.category] });
    }
  }
  return terms.length;
}

/** Normalizes every term of the given sections into phrase, word and spelling indexes. */
export function buildLexiconIndex(sections: readonly LexiconSection[]): LexiconIndex {
  const phrases = new Map<string, LexiconEntry>();
  const conflicts: LexiconConflict[] = [];
  let termCount = 0;
  for (const section of sections) {
    termCount += addSection(section, phrases, conflicts);
  }
  const knownWords = new Set<string>();
  const phrasePrefixes = new Set<string>();
  const wordsAfter = new Map<string, string[]>();
  const wordsBefore = new Map<string, string[]>();
  let longestPhraseWords = 1;
  for (const key of phrases.keys()) {
    const words = key.split(' ');
    longestPhraseWords = Math.max(longestPhraseWords, words.length);
    const [first, second] = words;
    for (let length = 1; length <= words.length; length += 1) {
      phrasePrefixes.add(words.slice(0, length).join(' '));
    }
    if (words.length === 2 && first !== undefined && second !== undefined) {
      wordsAfter.set(first, [...(wordsAfter.get(first) ?? []), second]);
      wordsBefore.set(second, [...(wordsBefore.get(second) ?? []), first]);
    }
    for (const word of words) {
      knownWords.add(word);
    }
  }
  const vocabulary = createFuzzyVocabulary([...knownWords, ...NOISE_WORDS]);
  return {
    phrases,
    knownWords,
    vocabulary,
    longestPhraseWords,
    phrasePrefixes,
    wordsAfter,
    wordsBefore,
    conflicts,
    termCount,
  };
}

const buildStart = performance.now();

/** The lexicon index every categorization uses, built once when this module loads. */
export const LEXICON_INDEX: LexiconIndex = buildLexiconIndex(LEXICON_SECTIONS);

/** Milliseconds spent building `LEXICON_INDEX` at module load. */
export const LEXICON_BUILD_MS = performance.now() - buildStart;
