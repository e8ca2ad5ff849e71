import type { Category } from '../categories';
import { decideCategory } from './decide-category';
import { LEXICON_INDEX } from './lexicon-index';
import { tokenizeItem } from './normalize-item';
import { repairTokens } from './repair-tokens';

export interface LocalCategorization {
  category: Category;
  /** 0..1: 1 for an exact lexicon hit, below 0.6 for guesses the AI layer should re-check, 0 when unknown. */
  confidence: number;
}

/** Maps one typed item to a category with no network and no AI. */
export function categorizeLocally(text: string): LocalCategorization {
  const { words, repairs } = repairTokens(tokenizeItem(text), LEXICON_INDEX);
  const { category, confidence } = decideCategory(words, repairs, LEXICON_INDEX);
  return { category, confidence: Math.round(confidence * 100) / 100 };
}
