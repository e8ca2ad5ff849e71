import type { Category } from '../categories';
import { decideCategory } from './decide-category';
import { LEXICON_INDEX } from './lexicon-index';
import { tokenizeItem } from './normalize-item';
import { shelfByPackaging } from './packaging-evidence';
import { repairTokens } from './repair-tokens';

export interface LocalCategorization {
  category: Category;
  /** 0..1: 1 for an exact lexicon hit, below 0.6 for guesses the AI layer should re-check, 0 when unknown. */
  confidence: number;
}

/**
 * A dose in milligrams, micrograms or international units: how vitamins, supplements and medicines are
 * labelled ("Vitamin D3 2000 IU", "CoQ10 100 mg"), and never a food or a cleaning product.
 */
const DOSE_PATTERN = /\b\d+(?:[.,]\d+)?\s?(?:mg|mcg|µg|iu)\b/i;

/** Aisles a dose does not move a product out of: pet and baby health products are shelved there. */
const DOSED_ELSEWHERE: ReadonlySet<Category> = new Set(['Pets', 'Baby']);

/** Short words a catalogue leaves in lower case inside a Title Case name ("Sardines in Olive Oil"). */
const LOWER_CASE_LINKS: ReadonlySet<string> = new Set([
  'and',
  'with',
  'in',
  'of',
  'the',
  'for',
  'a',
  'or',
  'to',
  'on',
]);

/**
 * A product name as a shop's catalogue writes it: three or more words, each Capitalized or in capitals
 * ("Lyle's Black Treacle 16 oz", "KNORR RICE SIDES"). People typing a list do not write so.
 */
function isCatalogueName(text: string): boolean {
  const words = text.match(/[\p{L}][\p{L}'’.-]*/gu) ?? [];
  const named = words.filter(
    (word) => !LOWER_CASE_LINKS.has(word) && !/^(?:oz|fl|ct|pk|lb|lbs|ml|g|kg|l)\.?$/i.test(word),
  );
  return named.length >= 3 && named.every((word) => /^\p{Lu}/u.test(word));
}

/** Maps one typed item to a category with no network and no AI. */
export function categorizeLocally(text: string): LocalCategorization {
  const { words, repairs } = repairTokens(tokenizeItem(text), LEXICON_INDEX, isCatalogueName(text));
  const decided = decideCategory(words, repairs, LEXICON_INDEX);
  const packaged = shelfByPackaging(text, words, decided.category);
  const { category, confidence } =
    DOSE_PATTERN.test(text) && !DOSED_ELSEWHERE.has(decided.category)
      ? { category: 'Personal Care' as const, confidence: Math.max(decided.confidence, 0.8) }
      : packaged !== undefined
        ? { category: packaged, confidence: Math.min(decided.confidence, 0.7) }
        : decided;
  return { category, confidence: Math.round(confidence * 100) / 100 };
}
