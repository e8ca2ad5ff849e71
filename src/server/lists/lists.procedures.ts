import { groupByCategory, parseItemLines } from '../../shared/list-text';
import type { AiService } from '../ai/ai-service';
import type { Procedures } from '../rpc/procedure-types';

/** Procedures of the lists area. */
export function createListProcedures(deps: { ai: AiService }): Pick<Procedures, 'sortItems'> {
  return {
    sortItems: async ({ text }) => {
      const names = parseItemLines(text);
      const { categories, warning } = await deps.ai.categorize(names);
      const items = groupByCategory(
        names.map((name, index) => ({
          category: categories[index] ?? 'Miscellaneous',
          item: { name, checked: false },
        })),
      );
      return warning ? { items, warning } : { items };
    },
  };
}
