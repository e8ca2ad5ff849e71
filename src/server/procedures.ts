import { createAccountProcedures } from './account/account.procedures';
import { createAiProcedures } from './ai/ai.procedures';
import { createAppPasswordProcedures } from './app-passwords/app-passwords.procedures';
import { createAuthProcedures } from './auth/auth.procedures';
import { createBillingProcedures } from './billing/billing.procedures';
import { createHouseholdProcedures } from './households/households.procedures';
import { createStapleProcedures } from './households/staples.procedures';
import { createItemHistoryProcedures } from './item-history/item-history.procedures';
import { createListItemProcedures } from './lists/list-items.procedures';
import { createReplayProcedures } from './lists/replay-changes.procedures';
import { createSavedListProcedures } from './lists/saved-lists.procedures';
import { createSortItemsProcedures } from './lists/sort-items.procedures';
import { createMealProcedures } from './meals/meals.procedures';
import { createMyDataProcedures } from './my-data/my-data.procedures';
import { createProfileProcedures } from './profile/profile.procedures';
import { createRecipeProcedures } from './recipes/recipes.procedures';
import type { Procedures } from './rpc/procedure-types';
import type { Services } from './services';
import { createSharingProcedures } from './sharing/sharing.procedures';
import { createStoreProcedures } from './stores/stores.procedures';

/**
 * The procedure registry, beside the composition root (services.ts, app.ts): every procedure of the contract,
 * from every area. The type fails to check when one is missing. `app.version` is the running build's, written
 * into data exports.
 */
export function createProcedures(services: Services, app: { version: string }): Procedures {
  const savedLists = { ...createSavedListProcedures(services), ...createListItemProcedures(services) };
  return {
    ...createSortItemsProcedures(services),
    ...createAiProcedures(services),
    ...createProfileProcedures(services),
    ...createHouseholdProcedures(services),
    ...createStapleProcedures(services),
    ...createAuthProcedures(services),
    ...savedLists,
    ...createReplayProcedures(savedLists, services),
    ...createSharingProcedures(services),
    ...createStoreProcedures(services),
    ...createItemHistoryProcedures(services),
    ...createBillingProcedures(services),
    ...createMealProcedures(services),
    ...createRecipeProcedures(services),
    ...createAccountProcedures(services),
    ...createMyDataProcedures({ ...services, appVersion: app.version }),
    ...createAppPasswordProcedures(services),
  };
}
