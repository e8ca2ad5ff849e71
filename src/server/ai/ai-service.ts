import type { Category } from '@shared/categories';
import type { MealIdea } from '@shared/contract/ai';
import type { RecipeDraft } from '@shared/contract/recipes';
import type { AiConfig } from '../config';
import type { Logger } from '../log';

/** The AI provider answering; `local` is the built-in categorizer and catalogue. */
export type AiProvider = AiConfig['provider'];

/** One item name as typed and the aisle it goes in. */
export interface CategorizedItem {
  name: string;
  category: Category;
}

/** A batch of item names, each with its category, in the order given. */
export interface CategorizeResult {
  items: CategorizedItem[];
  /** Set when a configured model failed and the built-in categorizer answered instead. */
  warning?: string;
}

/** Who is asking: their own corrections come first, and model calls are limited per account or address. */
export interface AiCaller {
  userId: string | null;
  clientAddress: string;
  log: Logger;
  /** Aborts when the caller has gone away: a model call still running is stopped. */
  signal?: AbortSignal;
}

/** The AI jobs of SPEC §7.1 behind one interface, whichever model answers them. */
export interface AiService {
  readonly provider: AiProvider;
  /** Never fails because of a model: the built-in categorizer answers whatever the model could not. */
  categorize(names: readonly string[], caller: AiCaller): Promise<CategorizeResult>;
  /** One meal that uses the items, with 1–3 things to buy; throws AppError with a message for the user. */
  mealIdea(items: readonly string[], caller: AiCaller): Promise<MealIdea>;
  /** Up to five items that go with these, none of them on the list or in `exclude`. */
  suggest(items: readonly string[], exclude: readonly string[], caller: AiCaller): Promise<string[]>;
  /**
   * The recipe in a page's (or a pasted) text, read by the model in one call; null without a model, when the
   * text holds none, or when the model fails (the built-in reading is then the whole answer).
   */
  readRecipe(text: string, caller: AiCaller): Promise<RecipeDraft | null>;
}
