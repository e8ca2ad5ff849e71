import type { Category } from '../../categories';
import type { Language } from '../../languages';

/** The aisles a lexicon names products for: every category but the fallback. */
export type ShelfCategory = Exclude<Category, 'Miscellaneous'>;

/**
 * What the built-in categorizer knows of one language other than English, kept as compact comma/newline-separated
 * text like the English lexicon. Terms are written as shoppers type them (singular or plural, with or without
 * accents); the categorizer folds and stems terms and typed lines the same way, so either form matches.
 */
export interface LanguageLexicon {
  readonly language: Exclude<Language, 'en'>;
  /** Products and product words per aisle: generic names, compounds and multi-word names ("pommes de terre"). */
  readonly terms: Readonly<Record<ShelfCategory, string>>;
  /**
   * Words that decide the aisle over the product word they go with, wherever they stand in the line or inside a
   * compound ("tiefkühl" in "Tiefkühlerbsen", "surgelé", "pour chat", "bébé"); whole words or word beginnings.
   */
  readonly modifiers: Readonly<Partial<Record<ShelfCategory, string>>>;
  /** Articles, prepositions and filler that name nothing ("de", "du", "mit", "und", "per", "bio", "frisch"). */
  readonly stopWords: string;
  /** Units, counts and packaging that are not the product ("kg", "Stück", "Packung", "boîte", "lata", "zak"). */
  readonly unitWords: string;
}
