import { distinctItemNames } from '../items/item-names';
import type { Procedures } from '../rpc/procedure-types';
import type { AiService } from './ai-service';
import { tidyMealIdea } from './tidy-meal-idea';

/** getMealIdea and suggestItems: open to guests; the service decides between model and catalogue. */
export function createAiProcedures(deps: {
  ai: AiService;
}): Pick<Procedures, 'getMealIdea' | 'suggestItems'> {
  return {
    // The model and the catalogue reason about foods, not about how much of each the list wants.
    getMealIdea: async ({ items }, ctx) =>
      tidyMealIdea(await deps.ai.mealIdea(distinctItemNames(items), ctx)),
    suggestItems: async ({ items, exclude }, ctx) => ({
      suggestions: await deps.ai.suggest(distinctItemNames(items), distinctItemNames(exclude), ctx),
    }),
  };
}
