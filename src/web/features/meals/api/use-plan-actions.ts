import type { PlanScale } from '@shared/contract/meals';
import { emptyWeek, type MealSlot, type WeekDay } from '@shared/meal-plan';
import { MESSAGES } from '@shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newDeviceId } from '@/lib/device-id';
import { messageFor } from '@/lib/error-message';
import { call } from '@/lib/rpc-client';
import { useErrorBanner } from '@/providers/error-banner';
import { mealKeys } from './meal-keys';
import { type PlannedMeal, type PlanWeek, withMealPlanned, withoutPlanned, withScale } from './plan-week';

interface SlotRef {
  day: WeekDay;
  slot: MealSlot;
}

let pendingIds = 0;

/**
 * Changes to the week. Each shows at once; if the server refuses one, it is undone and the banner says
 * why (SPEC §8: Could not update meal plan. / Could not clear the meal plan.).
 */
export function usePlanActions() {
  const queryClient = useQueryClient();
  const { showError } = useErrorBanner();
  const key = mealKeys.plan;
  const update = (change: (week: PlanWeek) => PlanWeek) =>
    queryClient.setQueryData<PlanWeek>(key, (week) => week && change(week));
  const refetchAfterLastEdit = () =>
    queryClient.isMutating({ mutationKey: mealKeys.planEdits }) > 1
      ? undefined
      : queryClient.invalidateQueries({ queryKey: key });

  const add = useMutation({
    mutationKey: mealKeys.planEdits,
    mutationFn: ({ day, slot, meal, changeId }: SlotRef & { meal: PlannedMeal; changeId: string }) =>
      call('addToMealPlan', { day, slot, mealId: meal.mealId, changeId }),
    onMutate: async ({ day, slot, meal }) => {
      await queryClient.cancelQueries({ queryKey: key });
      update((week) => withMealPlanned(week, day, slot, meal));
    },
    // Swapped for the saved entry at once, so its × works before the refetch lands.
    onSuccess: ({ id }, { day, slot, meal }) =>
      update((week) =>
        withMealPlanned(withoutPlanned(week, day, slot, meal.id), day, slot, {
          id,
          mealId: meal.mealId,
          name: meal.name,
          scale: meal.scale,
        }),
      ),
    onError: (error, { day, slot, meal }) => {
      update((week) => withoutPlanned(week, day, slot, meal.id));
      showError(messageFor(error, MESSAGES.planUpdateFailed));
    },
    onSettled: refetchAfterLastEdit,
  });

  const remove = useMutation({
    mutationKey: mealKeys.planEdits,
    mutationFn: ({ day, slot, meal }: SlotRef & { meal: PlannedMeal; index: number }) =>
      call('removeFromMealPlan', { day, slot, entryId: meal.id }),
    onMutate: async ({ day, slot, meal }) => {
      await queryClient.cancelQueries({ queryKey: key });
      update((week) => withoutPlanned(week, day, slot, meal.id));
    },
    onError: (error, { day, slot, meal, index }) => {
      update((week) => withMealPlanned(week, day, slot, meal, index));
      showError(messageFor(error, MESSAGES.planUpdateFailed));
    },
    onSettled: refetchAfterLastEdit,
  });

  const scale = useMutation({
    mutationKey: mealKeys.planEdits,
    mutationFn: ({ day, slot, meal, to }: SlotRef & { meal: PlannedMeal; to: PlanScale }) =>
      call('scalePlanEntry', { day, slot, entryId: meal.id, scale: to }),
    onMutate: async ({ day, slot, meal, to }) => {
      await queryClient.cancelQueries({ queryKey: key });
      update((week) => withScale(week, day, slot, meal.id, to));
    },
    // Back to the scale it had when this change was made.
    onError: (error, { day, slot, meal }) => {
      update((week) => withScale(week, day, slot, meal.id, meal.scale));
      showError(messageFor(error, MESSAGES.planUpdateFailed));
    },
    onSettled: refetchAfterLastEdit,
  });

  const clear = useMutation({
    mutationKey: mealKeys.planEdits,
    mutationFn: () => call('clearMealPlan', {}),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const snapshot = queryClient.getQueryData<PlanWeek>(key);
      queryClient.setQueryData<PlanWeek>(key, emptyWeek());
      return snapshot;
    },
    onError: (_, __, snapshot) => {
      queryClient.setQueryData(key, snapshot);
      showError(MESSAGES.clearPlanFailed);
    },
    onSettled: refetchAfterLastEdit,
  });

  return {
    add: (day: WeekDay, slot: MealSlot, meal: { id: string; name: string }) => {
      pendingIds += 1;
      const planned = {
        id: `pending-${pendingIds}`,
        mealId: meal.id,
        name: meal.name,
        scale: 1,
        pending: true,
      };
      // One pick from the menu is one intent: its change id makes one entry however often it is sent.
      add.mutate({ day, slot, meal: planned, changeId: newDeviceId() });
    },
    remove: (day: WeekDay, slot: MealSlot, meal: PlannedMeal, index: number) =>
      remove.mutate({ day, slot, meal, index }),
    /** Makes a planned meal ½, 1, 2 or 3 times its recipe; the week's list multiplies its quantities. */
    scale: (day: WeekDay, slot: MealSlot, meal: PlannedMeal, to: PlanScale) =>
      scale.mutate({ day, slot, meal, to }),
    clear: () => clear.mutate(),
  };
}
