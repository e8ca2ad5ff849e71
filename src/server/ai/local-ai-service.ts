import type { AiService } from './ai-service';
import { categorizeLocally } from './local/categorize-locally';

/** The AI service with no model at all: the built-in categorizer answers everything, offline and free. */
export function createLocalAiService(): AiService {
  return {
    provider: 'local',
    categorize: async (names) => ({ categories: names.map((name) => categorizeLocally(name).category) }),
  };
}
