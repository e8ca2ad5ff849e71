import type { MealIdea } from '@shared/contract/ai';
import type { ComponentType } from 'react';

/**
 * What the meals area lends the list detail (the app composes the two, so the features stay apart): the
 * Add Meal to List control, and saving a meal idea as a template.
 */
export interface ListMealTools {
  AddMealToList: ComponentType<{ listId: string; onAdded: () => void }>;
  saveIdea: (idea: MealIdea) => Promise<void>;
}
