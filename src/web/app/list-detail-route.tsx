import { ListDetailPage } from '@/features/lists/detail/list-detail-page';
import type { ListMealTools } from '@/features/lists/detail/list-meal-tools';
import { AddMealToList } from '@/features/meals/add-to-list/add-meal-to-list';
import { saveMealIdea } from '@/features/meals/api/save-meal-idea';
import { StorePicker } from '@/features/stores/store-picker';
import '@/i18n/english/meals';
import '@/i18n/english/stores';

const MEAL_TOOLS: ListMealTools = { AddMealToList, saveIdea: saveMealIdea };

/** /lists/:id: a saved list, with the meals and stores areas' tools on it. */
export function ListDetailRoute() {
  return <ListDetailPage mealTools={MEAL_TOOLS} StorePicker={StorePicker} />;
}
