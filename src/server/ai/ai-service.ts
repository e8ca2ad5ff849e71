import type { Category } from '../../shared/categories';

/** The AI provider answering; `local` is the built-in categorizer and catalogue. */
export type AiProvider = 'local';

/** Categories for a batch of item names, index for index. */
export interface CategorizeResult {
  categories: Category[];
  /** Set when a configured model failed and the built-in categorizer answered instead. */
  warning?: string;
}

/** Whose list is being sorted, so their own corrections come first. */
export interface CategorizeOptions {
  userId?: string;
}

/** The AI jobs of SPEC §7.1 behind one interface, whichever model answers them. */
export interface AiService {
  readonly provider: AiProvider;
  categorize(names: readonly string[], options?: CategorizeOptions): Promise<CategorizeResult>;
}
