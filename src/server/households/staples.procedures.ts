import { itemKey } from '@shared/items/item-key';
import { LIMITS } from '@shared/limits';
import { MESSAGES } from '@shared/messages';
import { AppError } from '../rpc/app-error';
import type { Procedures } from '../rpc/procedure-types';
import type { StaplesRepo } from './staples.repo';

/**
 * What the caller's household always has ("we always have"): any member reads and changes it, as they do the
 * household's stores, so no policy beyond being signed in is asked.
 */
export function createStapleProcedures(deps: {
  staples: StaplesRepo;
}): Pick<Procedures, 'listStaples' | 'markStaple' | 'unmarkStaple'> {
  const { staples } = deps;
  return {
    listStaples: async (_, ctx) => ({ staples: await staples.listOf(ctx.userId) }),

    markStaple: async ({ name }, ctx) => {
      // The same key as a list's merge, so "Onions" marked here leaves "onion" unticked in a recipe's review.
      const key = itemKey(name) || name.toLowerCase();
      const added = await staples.add(ctx.userId, { key, name }, LIMITS.maxStaples);
      if ('full' in added) {
        throw new AppError('INVALID_ARGUMENT', MESSAGES.tooManyStaples(LIMITS.maxStaples));
      }
      return added;
    },

    unmarkStaple: async ({ key }, ctx) => {
      await staples.remove(ctx.userId, key);
      return {};
    },
  };
}
