import type { AiService } from './ai-service';
import type { CategoryMemory } from './category-memory.repo';
import { categorizeLocally, normalizeItemKey } from './local/categorize-locally';

/** The AI service with no model at all: the user's own corrections, then the built-in categorizer. */
export function createLocalAiService(deps: { memory?: CategoryMemory } = {}): AiService {
  return {
    provider: 'local',
    async categorize(names, options = {}) {
      const keys = names.map(normalizeItemKey);
      const corrections =
        options.userId && deps.memory ? await deps.memory.find(options.userId, keys) : new Map();
      return {
        categories: names.map(
          (name, index) => corrections.get(keys[index] ?? '') ?? categorizeLocally(name).category,
        ),
      };
    },
  };
}
