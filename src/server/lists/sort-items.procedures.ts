import { splitQuantity } from '@shared/items/item-quantity';
import { planListAdd } from '@shared/items/merge-into-list';
import { parseItemLines } from '@shared/list-text';
import { MESSAGES } from '@shared/messages';
import type { AiService } from '../ai';
import type { UnitsOf } from '../households';
import { presentSortedItems } from '../presenters/list';
import { AppError } from '../rpc/app-error';
import type { Procedures } from '../rpc/procedure-types';
import type { AddToList } from './add-to-list';
import type { ListsRepo } from './lists.repo';

/** sortItems: a guest's text answered as a sorted list, or a member's text sorted into a saved list. */
export function createSortItemsProcedures(deps: {
  ai: AiService;
  lists: ListsRepo;
  addToList: AddToList;
  unitsOf: UnitsOf;
}): Pick<Procedures, 'sortItems'> {
  return {
    sortItems: async ({ text, listId }, ctx) => {
      const names = parseItemLines(text);
      if (!listId) {
        // A guest's text is a list of its own: the same item twice is one row, quantities added up.
        const typed = planListAdd([], names.map(splitQuantity), await deps.unitsOf(ctx.userId)).added;
        const { items, warning } = await deps.ai.categorize(
          typed.map((item) => item.name),
          ctx,
        );
        const sorted = presentSortedItems(
          items.map(({ category }, index) => ({
            name: typed[index]?.name ?? '',
            quantity: typed[index]?.quantity ?? null,
            note: typed[index]?.note ?? null,
            checked: false,
            category,
          })),
        );
        return warning ? { items: sorted, warning } : { items: sorted };
      }
      // A guest may sort text, but only an account has saved lists to sort it into.
      if (!ctx.userId) {
        throw new AppError('UNAUTHENTICATED', MESSAGES.signInRequired);
      }
      const { warning } = await deps.addToList({ listId, names }, { ...ctx, userId: ctx.userId });
      const items = presentSortedItems(await deps.lists.itemsOf(listId));
      return warning ? { items, warning } : { items };
    },
  };
}
