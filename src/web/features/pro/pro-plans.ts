import type { PlanId } from '@shared/contract/billing';

/** One Pro plan as the upgrade page shows it (SPEC §9 prices); its words are the catalogue's `plans.<id>`. */
export interface ProPlan {
  id: PlanId;
  /** The price in US dollars, whatever the reader's language. */
  usd: number;
  bestValue: boolean;
}

/** The two Pro plans: monthly, and yearly marked Best Value. */
export const PRO_PLANS: readonly ProPlan[] = [
  { id: 'monthly', usd: 0.99, bestValue: false },
  { id: 'yearly', usd: 9.99, bestValue: true },
];

/** The plan with this id, as the checkout pages show it. */
export function planById(id: PlanId): ProPlan {
  const plan = PRO_PLANS.find((candidate) => candidate.id === id);
  if (!plan) {
    throw new Error(`There is no ${id} plan.`);
  }
  return plan;
}

/** A plan's price as the reader's language writes US dollars ("$0.99" in English). */
export function planPrice(plan: ProPlan, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(plan.usd);
}

/** What Pro unlocks, for the upgrade page: keys of the catalogue's `features`. */
export const PRO_FEATURES = ['mealTemplates', 'planner', 'unlimitedLists'] as const;
