import { categorizeLocally } from '@shared/categorizer/categorize-locally';
import { languageOfRequest } from '../http/request-language';
// The server reads every supported language, whoever types the line.
import '@shared/categorizer/languages/all-languages';
import { normalizeItemText } from '@shared/categorizer/normalize-item';
import { MESSAGES } from '@shared/messages';
import { AppError } from '../rpc/app-error';
import type { AiService } from './ai-service';
import type { CategoryMemory } from './category-memory.repo';
import { mealIdeaLocally } from './local/meal-idea-locally';
import { suggestedMealsIn } from './local/meals-in-language';
import { suggestLocally } from './local/suggest-locally';

/** The AI service with no model at all: corrections and the lexicon, the meal catalogue, the pairings. */
export function createLocalAiService(deps: { memory?: CategoryMemory } = {}): AiService {
  return {
    provider: 'local',
    async categorize(names, caller) {
      const keys = names.map(normalizeItemText);
      const corrections =
        caller.userId && deps.memory ? await deps.memory.find(caller.userId, keys) : new Map();
      return {
        items: names.map((name, index) => ({
          name,
          category:
            corrections.get(keys[index] ?? '') ?? categorizeLocally(name, languageOfRequest()).category,
        })),
      };
    },
    async mealIdea(items) {
      const language = languageOfRequest();
      return mealIdeaLocally(items, suggestedMealsIn(language), undefined, language);
    },
    // Without a model the built-in readers are the whole answer.
    async readRecipe() {
      return null;
    },
    async suggest(items, exclude) {
      const language = languageOfRequest();
      const suggestions = suggestLocally(items, exclude, suggestedMealsIn(language), language);
      if (suggestions.length === 0) {
        throw new AppError('NOT_FOUND', MESSAGES.noSuggestions);
      }
      return suggestions;
    },
  };
}
