import type { VocabularyTerm } from './complete-item';

let loading: Promise<VocabularyTerm[]> | null = null;

/**
 * The built-in vocabulary completion offers after the household's own items: the categorizer's lexicon terms
 * (brands left out), each with its aisle. Loaded on first use, as the categorizer is on the device (the lexicon
 * is most of its size, and precached by the service worker); should it fail to load, there is none.
 */
export function loadVocabulary(): Promise<VocabularyTerm[]> {
  loading ??= import('@shared/categorizer/lexicon/all-sections')
    .then(async ({ LEXICON_SECTIONS }) => {
      const { parseTermList } = await import('@shared/categorizer/lexicon/lexicon-section');
      const seen = new Set<string>();
      return LEXICON_SECTIONS.flatMap((section) =>
        parseTermList(section.terms)
          .filter((term) => !seen.has(term) && seen.add(term))
          .map((name) => ({ name, category: section.category })),
      );
    })
    .catch(() => {
      loading = null;
      return [];
    });
  return loading;
}
