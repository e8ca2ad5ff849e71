import type { EditedQuery } from '@/lib/optimistic-mutation';

/** Query and mutation keys of the meal templates and the weekly plan. */
export const mealKeys = {
  meals: ['meals'] as const,
  plan: ['meal-plan'] as const,
  /** Changes to the templates: while any is in flight, live refetches wait for the last one to settle. */
  mealEdits: ['meals-edit'] as const,
  /** Changes to the plan, likewise. */
  planEdits: ['meal-plan-edit'] as const,
};

/** The templates with their changes, as one burst: the last change to settle refetches them. */
export const mealBurst: EditedQuery = { queryKey: mealKeys.meals, mutationKey: mealKeys.mealEdits };

/** The week's plan with its changes, likewise. */
export const planBurst: EditedQuery = { queryKey: mealKeys.plan, mutationKey: mealKeys.planEdits };
