import { CATEGORIES, type Category } from '../categories';
import { WORDNET_AISLES } from './wordnet-aisles';

function buildWordNetIndex(): ReadonlyMap<string, Category> {
  const aisles = new Map<string, Category>();
  for (const category of CATEGORIES) {
    for (const word of (WORDNET_AISLES[category] ?? '').split(/\s+/)) {
      if (word.length > 0) {
        aisles.set(word, category);
      }
    }
  }
  return aisles;
}

/** The aisle WordNet's hypernyms give each one-word noun it knows: consulted only after our own lexicon. */
export const WORDNET_INDEX: ReadonlyMap<string, Category> = buildWordNetIndex();
