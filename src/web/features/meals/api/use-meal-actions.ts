import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, messageOf } from '../../../lib/rpc-client';
import { useErrorBanner } from '../../../providers/error-banner';
import { mealKeys } from './meal-keys';
import type { Meal } from './use-meals';

/**
 * What a meal form sends: the name, the ingredient lines, and optional instructions, servings and source
 * page. All are sent on every save: the server takes a missing one as cleared.
 */
export interface MealFields {
  name: string;
  ingredients: string[];
  instructions: string | null;
  servings: number | null;
  sourceUrl: string | null;
}

/** Creating, editing and deleting meal templates. */
export function useMealActions() {
  const queryClient = useQueryClient();
  const { showError } = useErrorBanner();
  const refetchAfterLastEdit = () =>
    queryClient.isMutating({ mutationKey: mealKeys.mealEdits }) > 1
      ? undefined
      : queryClient.invalidateQueries({ queryKey: mealKeys.meals });

  const save = useMutation({
    mutationKey: mealKeys.mealEdits,
    mutationFn: async ({ mealId, fields }: { mealId: string | null; fields: MealFields }): Promise<void> => {
      await (mealId ? call('updateMeal', { mealId, ...fields }) : call('createMeal', fields));
    },
    onSettled: refetchAfterLastEdit,
  });

  const remove = useMutation({
    mutationKey: mealKeys.mealEdits,
    mutationFn: (mealId: string) => call('deleteMeal', { mealId }),
    onMutate: async (mealId) => {
      await queryClient.cancelQueries({ queryKey: mealKeys.meals });
      const snapshot = queryClient.getQueryData<Meal[]>(mealKeys.meals);
      queryClient.setQueryData<Meal[]>(mealKeys.meals, (meals) =>
        meals?.filter((meal) => meal.id !== mealId),
      );
      return snapshot;
    },
    onError: (error, _, snapshot) => {
      queryClient.setQueryData(mealKeys.meals, snapshot);
      showError(messageOf(error));
    },
    onSettled: refetchAfterLastEdit,
  });

  return {
    /**
     * Saves a new meal (`mealId` null) or changes one. Resolves to null once saved, or to the reason it was
     * not, for the form to show while it keeps what was typed.
     */
    save: async (mealId: string | null, fields: MealFields): Promise<string | null> => {
      try {
        await save.mutateAsync({ mealId, fields });
        return null;
      } catch (error) {
        return messageOf(error);
      }
    },
    saving: save.isPending,
    remove: (mealId: string) => remove.mutate(mealId),
  };
}
