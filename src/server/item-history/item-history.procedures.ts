import { MESSAGES } from '@shared/messages';
import { AppError } from '../rpc/app-error';
import type { Procedures } from '../rpc/procedure-types';
import { householdItems, spellingsOf } from './household-items';
import type { ItemHistoryRepo } from './item-history.repo';

/** What the household bought, for completion and "bought before" on its devices, and its favourites. */
export function createItemHistoryProcedures(deps: {
  itemHistory: ItemHistoryRepo;
}): Pick<Procedures, 'getItemHistory' | 'setFavourite'> {
  const { itemHistory } = deps;
  return {
    getItemHistory: async (_input, ctx) => ({
      items: householdItems(await itemHistory.spellingsOf(ctx.userId)),
    }),
    setFavourite: async ({ name, favourite }, ctx) => {
      // Only the household's own rows are read and written: another household's items are not found.
      const keys = spellingsOf(await itemHistory.spellingsOf(ctx.userId), name);
      if (keys.length === 0 || (await itemHistory.setFavourite(ctx.userId, keys, favourite)) === 0) {
        throw new AppError('NOT_FOUND', MESSAGES.historyItemNotFound);
      }
      return {};
    },
  };
}
