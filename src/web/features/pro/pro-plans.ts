import type { PlanId } from '@shared/contract/billing';

/** One Pro plan as the upgrade page shows it (SPEC §9 prices); its words are the catalogue's `plans.<id>`. */
export interface ProPlan {
  id: PlanId;
  bestValue: boolean;
}

/** The two Pro plans: monthly, and yearly marked Best Value. */
export const PRO_PLANS: readonly ProPlan[] = [
  { id: 'monthly', bestValue: false },
  { id: 'yearly', bestValue: true },
];

/** The plan with this id, as the checkout pages show it. */
export function planById(id: PlanId): ProPlan {
  const plan = PRO_PLANS.find((candidate) => candidate.id === id);
  if (!plan) {
    throw new Error(`There is no ${id} plan.`);
  }
  return plan;
}

/** What Pro unlocks, for the upgrade page: keys of the catalogue's `features`. */
export const PRO_FEATURES = ['mealTemplates', 'planner', 'unlimitedLists'] as const;
