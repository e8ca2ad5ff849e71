import type { Category } from '@shared/categories';
import { categorizeLocally } from '@shared/categorizer/categorize-locally';
import { languageOfRequest } from '../http/request-language';
// The server reads every supported language, whoever types the line.
import '@shared/categorizer/languages/all-languages';
import { normalizeItemText } from '@shared/categorizer/normalize-item';
import { AppError } from '../rpc/app-error';
import type { AiCallLimit } from './ai-call-limit';
import type { AiProvider, AiService, CategorizedItem } from './ai-service';
import type { CachedCategory, CategoryCache } from './category-cache.repo';
import type { CategoryMemory } from './category-memory.repo';
import type { ModelClient } from './model/model-client';
import { emptyAnswer } from './model/model-errors';
import { categorizePrompt, mealIdeaPrompt, recipePrompt, suggestPrompt } from './model/prompts';
import {
  readCategoryAnswer,
  readMealIdea,
  readRecipeAnswer,
  readSuggestions,
  SUGGESTION_COUNT,
} from './model/read-answers';

/** Below this the built-in categorizer is guessing, and the model is asked instead. */
const CONFIDENT = 0.6;
/** Items sent in one call: enough for any real list's unknowns, few enough to fit 2048 output tokens. */
export const MAX_ITEMS_PER_CALL = 120;

/**
 * The AI service with a configured model: the user's corrections, then the built-in categorizer, then the
 * cache, and only what is still uncertain goes to the model in one call. Meal ideas and suggestions ask
 * the model; `local` fills in suggestions the model could not give.
 */
export function createModelAiService(deps: {
  provider: Exclude<AiProvider, 'local'>;
  client: ModelClient;
  local: AiService;
  memory: CategoryMemory;
  cache: CategoryCache;
  limit: AiCallLimit;
}): AiService {
  const { client, cache, limit } = deps;
  return {
    provider: deps.provider,

    async categorize(names, caller) {
      const keys = names.map(normalizeItemText);
      const corrections = caller.userId ? await deps.memory.find(caller.userId, keys) : new Map();
      const uncertain = new Map<string, string>();
      // The user's correction, else the built-in answer: every item has a category before any model is asked.
      const items: CategorizedItem[] = names.map((name, index) => {
        const key = keys[index] ?? '';
        const corrected = corrections.get(key);
        if (corrected) {
          return { name, category: corrected };
        }
        const local = categorizeLocally(name, languageOfRequest());
        if (local.confidence < CONFIDENT && key !== '' && !uncertain.has(key)) {
          uncertain.set(key, name);
        }
        return { name, category: local.category };
      });
      const apply = (answers: ReadonlyMap<string, Category>) => {
        items.forEach((item, index) => {
          const key = keys[index] ?? '';
          const answer = answers.get(key);
          if (answer && !corrections.has(key)) {
            item.category = answer;
          }
        });
      };
      if (uncertain.size === 0) {
        return { items };
      }
      const cached = await cache.find([...uncertain.keys()]);
      apply(cached);
      const toAsk = [...uncertain].filter(([key]) => !cached.has(key)).slice(0, MAX_ITEMS_PER_CALL);
      if (toAsk.length === 0) {
        return { items };
      }
      let categoryOf: (name: string) => Category | undefined;
      try {
        await limit.take(caller);
        const text = await client.ask('categorize', categorizePrompt(toAsk.map(([, name]) => name)), caller);
        categoryOf = readCategoryAnswer(text);
      } catch (error) {
        // Nothing is lost: every item already has the built-in answer; the banner says why it is not the model's.
        return { items, warning: error instanceof AppError ? error.message : emptyAnswer().message };
      }
      const answers: CachedCategory[] = toAsk.map(([itemKey, name]) => {
        const category = categoryOf(name);
        return category
          ? { itemKey, category, source: 'model' }
          : { itemKey, category: categorizeLocally(name, languageOfRequest()).category, source: 'fallback' };
      });
      await cache.store(answers, client.model);
      apply(new Map(answers.map((answer) => [answer.itemKey, answer.category])));
      return { items };
    },

    async mealIdea(items, caller) {
      await limit.take(caller);
      return readMealIdea(
        await client.ask('mealIdea', mealIdeaPrompt(items, languageOfRequest()), caller),
        items,
      );
    },

    async readRecipe(text, caller) {
      try {
        await limit.take(caller);
        return readRecipeAnswer(await client.ask('recipe', recipePrompt(text), caller));
      } catch (error) {
        caller.log.warn('recipe read by the model failed', { error: String(error) });
        return null;
      }
    },

    async suggest(items, exclude, caller) {
      await limit.take(caller);
      const text = await client.ask('suggest', suggestPrompt(items, exclude, languageOfRequest()), caller);
      const suggestions = readSuggestions(text, items, exclude);
      if (suggestions.length === 0) {
        throw emptyAnswer();
      }
      if (suggestions.length < SUGGESTION_COUNT) {
        // Short answers are topped up from the built-in pairings, which cost nothing.
        const more = await deps.local.suggest(items, [...exclude, ...suggestions], caller).catch(() => []);
        suggestions.push(...more.slice(0, SUGGESTION_COUNT - suggestions.length));
      }
      return suggestions;
    },
  };
}
