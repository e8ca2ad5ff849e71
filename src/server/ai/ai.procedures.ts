import type { Procedures } from '../rpc/procedure-types';
import type { AiService } from './ai-service';

/** getMealIdea and suggestItems: open to guests; the service decides between model and catalogue. */
export function createAiProcedures(deps: {
  ai: AiService;
}): Pick<Procedures, 'getMealIdea' | 'suggestItems'> {
  return {
    getMealIdea: async ({ items }, ctx) => deps.ai.mealIdea(items, ctx),
    suggestItems: async ({ items, exclude }, ctx) => ({
      suggestions: await deps.ai.suggest(items, exclude, ctx),
    }),
  };
}
