import type { Category } from '../../categories';

/** One category's slice of the lexicon, kept as compact comma/newline-separated text. */
export interface LexiconSection {
  readonly category: Category;
  /** Products and product words shoppers type, in the form they type them. */
  readonly terms: string;
  /** Brand names; a leading brand decides the aisle when the rest of the line is unknown or just a flavour. */
  readonly brands: string;
}

/** Splits a comma- or newline-separated term list into trimmed, non-empty terms. */
export function parseTermList(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((term) => term.trim())
    .filter((term) => term.length > 0);
}
