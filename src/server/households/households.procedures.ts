import { authorizeHouseholdRename } from '../policies/households';
import { presentHousehold } from '../presenters/household';
import { accountGone } from '../rpc/app-error';
import type { Procedures } from '../rpc/procedure-types';
import type { HouseholdsRepo } from './households.repo';

/** Procedures of the households area. */
export function createHouseholdProcedures(deps: {
  households: HouseholdsRepo;
}): Pick<Procedures, 'getHousehold' | 'renameHousehold'> {
  const mine = async (userId: string) => (await deps.households.ensureHousehold(userId)) ?? accountGone();
  return {
    getHousehold: async (_input, ctx) => ({
      household: presentHousehold(await mine(ctx.userId), ctx.userId),
    }),
    renameHousehold: async ({ name }, ctx) => {
      const current = await mine(ctx.userId);
      const role = current.members.find((member) => member.userId === ctx.userId)?.role ?? 'member';
      authorizeHouseholdRename(role);
      await deps.households.rename(current.id, name);
      return { household: presentHousehold(await mine(ctx.userId), ctx.userId) };
    },
  };
}
