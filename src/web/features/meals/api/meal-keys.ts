/** Query and mutation keys of the meal templates and the weekly plan. */
export const mealKeys = {
  meals: ['meals'] as const,
  plan: ['meal-plan'] as const,
  /** Changes to the templates: while any is in flight, live refetches wait for the last one to settle. */
  mealEdits: ['meals-edit'] as const,
  /** Changes to the plan, likewise. */
  planEdits: ['meal-plan-edit'] as const,
};
