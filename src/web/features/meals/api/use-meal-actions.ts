import { MESSAGES } from '@shared/messages';
import { nameTaken } from '@shared/same-name';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JOINED, useOneTap } from '@/lib/one-tap';
import { refetchAfterLastEdit, useOptimisticMutation } from '@/lib/optimistic-mutation';
import { call, messageOf } from '@/lib/rpc-client';
import { useErrorBanner } from '@/providers/error-banner';
import { mealBurst, mealKeys } from './meal-keys';
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
  // Each change refetches the meals once the last one in flight settles.
  const onSettled = () => refetchAfterLastEdit(queryClient, mealBurst);

  const save = useMutation({
    mutationKey: mealKeys.mealEdits,
    mutationFn: async ({
      mealId,
      fields,
      changeId,
    }: {
      mealId: string | null;
      fields: MealFields;
      changeId: string;
    }): Promise<void> => {
      await (mealId
        ? call('updateMeal', { mealId, ...fields })
        : call('createMeal', { ...fields, changeId }));
    },
    onSettled,
  });
  const [saveOnce, saving] = useOneTap(
    ({ mealId, fields }: { mealId: string | null; fields: MealFields }, changeId) =>
      save.mutateAsync({ mealId, fields, changeId }),
  );

  const remove = useOptimisticMutation({
    ...mealBurst,
    mutationFn: (mealId: string) => call('deleteMeal', { mealId }),
    apply: (meals: Meal[], mealId) => meals.filter((meal) => meal.id !== mealId),
    onError: (error) => showError(messageOf(error)),
  });

  return {
    /**
     * Saves a new meal (`mealId` null) or changes one. Resolves to null once saved, or to the reason it was
     * not, for the form to show while it keeps what was typed; a tap that joined the same save under way
     * resolves to JOINED, and the first tap's answer is the one to show.
     */
    save: async (mealId: string | null, fields: MealFields): Promise<string | null | typeof JOINED> => {
      // Said at the field at once; the server holds the same rule for a meal another member just added.
      if (nameTaken(fields.name, queryClient.getQueryData<Meal[]>(mealKeys.meals) ?? [], mealId)) {
        return MESSAGES.mealNameTaken(fields.name.trim());
      }
      try {
        return (await saveOnce({ mealId, fields })) === JOINED ? JOINED : null;
      } catch (error) {
        return messageOf(error);
      }
    },
    saving,
    remove: (mealId: string) => remove.mutate(mealId),
  };
}
