import { isCategory } from '../../shared/categories';
import { groupByCategory, parseItemLines } from '../../shared/list-text';
import { MESSAGES } from '../../shared/messages';
import type { AiService } from '../ai/ai-service';
import { AppError } from '../rpc/app-error';
import type { Procedures } from '../rpc/procedure-types';
import { type ListsRepo, newId } from './lists.repo';

/** sortItems: a guest's text answered as a sorted list, or a member's text sorted into a saved list. */
export function createListProcedures(deps: {
  ai: AiService;
  lists: ListsRepo;
}): Pick<Procedures, 'sortItems'> {
  return {
    sortItems: async ({ text, listId }, ctx) => {
      const names = parseItemLines(text);
      if (!listId) {
        const { categories, warning } = await deps.ai.categorize(names, ctx);
        const items = groupByCategory(
          names.map((name, index) => ({
            category: categories[index] ?? 'Miscellaneous',
            item: { name, checked: false },
          })),
        );
        return warning ? { items, warning } : { items };
      }
      if (!ctx.userId) {
        throw new AppError('UNAUTHENTICATED', MESSAGES.signInRequired);
      }
      if (!(await deps.lists.findForMember(listId, ctx.userId))) {
        throw new AppError('NOT_FOUND', MESSAGES.listNotFound);
      }
      const { categories, warning } = await deps.ai.categorize(names, ctx);
      const added = await deps.lists.addItemsAsMember({
        listId,
        userId: ctx.userId,
        items: names.map((name, index) => ({
          id: newId(),
          name,
          category: categories[index] ?? 'Miscellaneous',
        })),
      });
      if (added !== 'done') {
        throw new AppError('NOT_FOUND', MESSAGES.listNotFound);
      }
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
