import { isCategory } from '@shared/categories';
import { groupByCategory, parseItemLines } from '@shared/list-text';
import { splitQuantity } from '@shared/meals/item-quantity';
import { planListAdd } from '@shared/meals/merge-into-list';
import { MESSAGES } from '@shared/messages';
import type { AiService } from '../ai/ai-service';
import { AppError } from '../rpc/app-error';
import type { Procedures } from '../rpc/procedure-types';
import type { AddToList } from './add-to-list';
import { presentItem } from './list-presenter';
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
        // A guest's text is a list of its own: the same item twice is one row, quantities added up.
        const typed = planListAdd([], names.map(splitQuantity)).added;
        const { items, warning } = await deps.ai.categorize(
          typed.map((item) => item.name),
          ctx,
        );
        const sorted = groupByCategory(
          items.map(({ category }, index) => ({
            category,
            item: presentItem({
              name: typed[index]?.name ?? '',
              quantity: typed[index]?.quantity ?? null,
              checked: false,
            }),
          })),
        );
        return warning ? { items: sorted, warning } : { items: sorted };
      }
      // A guest may sort text, but only an account has saved lists to sort it into.
      if (!ctx.userId) {
        throw new AppError('UNAUTHENTICATED', MESSAGES.signInRequired);
      }
      const { warning } = await deps.addToList({ listId, names }, { ...ctx, userId: ctx.userId });
      const items = groupByCategory(
        (await deps.lists.itemsOf(listId)).map(({ name, quantity, checked, category }) => ({
          category: isCategory(category) ? category : 'Miscellaneous',
          item: presentItem({ name, quantity, checked }),
        })),
      );
      return warning ? { items, warning } : { items };
    },
  };
}
