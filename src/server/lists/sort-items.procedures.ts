import { isCategory } from '../../shared/categories';
import { groupByCategory, parseItemLines } from '../../shared/list-text';
import { MESSAGES } from '../../shared/messages';
import type { AiService } from '../ai/ai-service';
import { AppError } from '../rpc/app-error';
import type { Procedures } from '../rpc/procedure-types';
import type { AddToList } from './add-to-list';
import type { ListsRepo } from './lists.repo';

/** sortItems: a guest's text answered as a sorted list, or a member's text sorted into a saved list. */
export function createSortItemsProcedures(deps: {
  ai: AiService;
  lists: ListsRepo;
  addToList: AddToList;
}): Pick<Procedures, 'sortItems'> {
  return {
    sortItems: async ({ text, listId }, ctx) => {
      const names = parseItemLines(text);
      if (!listId) {
        const { items, warning } = await deps.ai.categorize(names, ctx);
        const sorted = groupByCategory(
          items.map(({ name, category }) => ({ category, item: { name, checked: false } })),
        );
        return warning ? { items: sorted, warning } : { items: sorted };
      }
      // A guest may sort text, but only an account has saved lists to sort it into.
      if (!ctx.userId) {
        throw new AppError('UNAUTHENTICATED', MESSAGES.signInRequired);
      }
      const { warning } = await deps.addToList({ listId, names }, { ...ctx, userId: ctx.userId });
      const items = groupByCategory(
        (await deps.lists.itemsOf(listId)).map(({ name, checked, category }) => ({
          category: isCategory(category) ? category : 'Miscellaneous',
          item: { name, checked },
        })),
      );
      return warning ? { items, warning } : { items };
    },
  };
}
