import type { Category } from '../categories';
import { type Language, SOURCE_LANGUAGE } from '../languages';
import { decideCategory } from './decide-category';
import { categorizeIn, OTHER_LANGUAGES } from './languages/language-registry';
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

/** An answer sure enough that no other language is asked: a known word or phrase, not a guess. */
const SURE = 0.75;

/** Maps one typed English item to a category by the English lexicon and its rules. */
function categorizeEnglish(text: string): LocalCategorization {
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

/** Whether English recognised the line: a guess of Miscellaneous only says it did not. */
function englishKnows(answer: LocalCategorization): boolean {
  return answer.confidence > 0 && (answer.category !== 'Miscellaneous' || answer.confidence === 1);
}

/**
 * The first answer of the other languages, in their order, leaving out the one already asked, that is at least
 * `sureness`: for an English user only a line another language knows whole (a few foreign words in a long English
 * product name prove nothing).
 */
function surestElsewhere(text: string, asked: Language, sureness: number): LocalCategorization | undefined {
  for (const language of OTHER_LANGUAGES) {
    const answer = language === asked ? undefined : categorizeIn(text, language);
    if (answer !== undefined && answer.confidence >= sureness) {
      return answer;
    }
  }
  return undefined;
}

/**
 * Maps one typed item to a category with no network and no AI, in the user's language first. English answers stay
 * as English reads them; a line English does not know is tried in the other languages ("Milch" on an English list).
 * In another language, its own sure answer wins, then a sure English one (shoppers type "Cola" and "Toast" in every
 * language), then another language's; else the surest guess, else Miscellaneous.
 */
export function categorizeLocally(text: string, language: Language = SOURCE_LANGUAGE): LocalCategorization {
  if (language === 'en') {
    const english = categorizeEnglish(text);
    return englishKnows(english) ? english : (surestElsewhere(text, language, 1) ?? english);
  }
  const own = categorizeIn(text, language);
  if (own !== undefined && own.confidence >= SURE) {
    return own;
  }
  const english = categorizeEnglish(text);
  if (englishKnows(english) && english.confidence >= SURE) {
    return english;
  }
  const elsewhere = surestElsewhere(text, language, SURE);
  if (elsewhere !== undefined) {
    return elsewhere;
  }
  const guesses = [own, englishKnows(english) ? english : undefined].filter(
    (answer): answer is LocalCategorization => answer !== undefined,
  );
  return guesses.sort((a, b) => b.confidence - a.confidence)[0] ?? english;
}
