import type { PlanId } from '@shared/contract/billing';

/** One Pro plan as the upgrade page shows it (SPEC §9 prices). */
export interface ProPlan {
  id: PlanId;
  name: string;
  price: string;
  period: string;
  note: string;
  bestValue: boolean;
}

/** The two Pro plans: monthly, and yearly marked Best Value. */
export const PRO_PLANS: readonly ProPlan[] = [
  {
    id: 'monthly',
    name: 'Monthly',
    price: '$0.99',
    period: 'per month',
    note: 'Billed every month.',
    bestValue: false,
  },
  {
    id: 'yearly',
    name: 'Yearly',
    price: '$9.99',
    period: 'per year',
    note: 'Billed once a year: about two months free.',
    bestValue: true,
  },
];

/** The plan with this id, as the checkout pages show it. */
export function planById(id: PlanId): ProPlan {
  const plan = PRO_PLANS.find((candidate) => candidate.id === id);
  if (!plan) {
    throw new Error(`There is no ${id} plan.`);
  }
  return plan;
}

/** What Pro unlocks, for the upgrade page. */
export const PRO_FEATURES: readonly { title: string; text: string }[] = [
  {
    title: 'Meal templates',
    text: 'Save the meals you cook with their ingredients, and add one to a list in a tap.',
  },
  {
    title: 'The weekly meal planner',
    text: 'Breakfast, lunch and dinner from Sunday to Saturday, turned into one shopping list.',
  },
  {
    title: 'Unlimited lists',
    text: 'A list for every shop and every household member, shared live.',
  },
];
