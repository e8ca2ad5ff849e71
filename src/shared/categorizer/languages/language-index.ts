import type { Category } from '../../categories';
import type { Language } from '../../languages';
import { createFuzzyVocabulary, type FuzzyVocabulary } from '../fuzzy-vocabulary';
import { parseTermList } from '../lexicon/lexicon-section';
import { foldWords, isNumberWord } from './fold-words';
import type { LanguageLexicon, ShelfCategory } from './language-lexicon';
import { stemWord } from './stem-word';

type OtherLanguage = Exclude<Language, 'en'>;

/** A phrase that two terms of one lexicon give to different aisles (a data mistake the tests report). */
export interface LanguageConflict {
  readonly key: string;
  readonly categories: readonly [Category, Category];
}

/** The lookup structures built once from one language's lexicon. */
export interface LanguageIndex {
  readonly language: OtherLanguage;
  /** Phrases as written, folded ("pommes terre"), to their aisle: asked first, so "pesce" is fish, not "pesca". */
  readonly exact: ReadonlyMap<string, ShelfCategory>;
  /** Stemmed phrases ("pomme terre") to their aisle, where the stem is one aisle's only. */
  readonly phrases: ReadonlyMap<string, ShelfCategory>;
  readonly longestPhraseWords: number;
  /** Modifier stems and word beginnings ("tiefkuhl", "surgel") to the aisle they move a product to. */
  readonly modifiers: ReadonlyMap<string, ShelfCategory>;
  readonly stopWords: ReadonlySet<string>;
  readonly unitWords: ReadonlySet<string>;
  /** Every single-word stem, for correcting misspellings. */
  readonly vocabulary: FuzzyVocabulary;
  readonly conflicts: readonly LanguageConflict[];
  readonly termCount: number;
}

function foldedSet(text: string): Set<string> {
  return new Set(parseTermList(text).flatMap(foldWords));
}

/**
 * A line's meaningful words in a language: folded, without numbers, units and stop words. Lexicon terms go through
 * the same steps as typed lines (and the same stemming), so the two meet whatever form either is written in.
 */
export function meaningfulWords(
  text: string,
  index: Pick<LanguageIndex, 'stopWords' | 'unitWords'>,
): string[] {
  return foldWords(text).filter(
    (word) => !isNumberWord(word) && !index.unitWords.has(word) && !index.stopWords.has(word),
  );
}

/** Indexes one language's lexicon: stemmed phrases, modifiers, stop and unit words, and a spelling vocabulary. */
export function buildLanguageIndex(lexicon: LanguageLexicon): LanguageIndex {
  const stopWords = foldedSet(lexicon.stopWords);
  const unitWords = foldedSet(lexicon.unitWords);
  const base = { language: lexicon.language, stopWords, unitWords };
  const exact = new Map<string, ShelfCategory>();
  const stemmed = new Map<string, Set<ShelfCategory>>();
  const conflicts: LanguageConflict[] = [];
  let termCount = 0;
  let longestPhraseWords = 1;
  for (const [category, text] of Object.entries(lexicon.terms) as [ShelfCategory, string][]) {
    for (const term of parseTermList(text)) {
      termCount += 1;
      const words = meaningfulWords(term, base);
      if (words.length === 0) {
        continue;
      }
      const key = words.join(' ');
      longestPhraseWords = Math.max(longestPhraseWords, words.length);
      const existing = exact.get(key);
      if (existing === undefined) {
        exact.set(key, category);
      } else if (existing !== category) {
        conflicts.push({ key, categories: [existing, category] });
      }
      const stemKey = words.map((word) => stemWord(word, lexicon.language)).join(' ');
      stemmed.set(stemKey, (stemmed.get(stemKey) ?? new Set()).add(category));
    }
  }
  // Two words of different aisles that stem alike ("pesca", "pesce") are each found as written, neither by stem.
  const phrases = new Map<string, ShelfCategory>();
  for (const [key, categories] of stemmed) {
    const [only] = categories;
    if (categories.size === 1 && only !== undefined) {
      phrases.set(key, only);
    }
  }
  const modifiers = new Map<string, ShelfCategory>();
  for (const [category, text] of Object.entries(lexicon.modifiers) as [ShelfCategory, string][]) {
    for (const word of parseTermList(text).flatMap(foldWords)) {
      modifiers.set(word, category);
    }
  }
  const singleWords = [...phrases.keys()].filter((key) => !key.includes(' '));
  return {
    ...base,
    exact,
    phrases,
    longestPhraseWords,
    modifiers,
    vocabulary: createFuzzyVocabulary(singleWords),
    conflicts,
    termCount,
  };
}
