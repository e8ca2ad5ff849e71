import type { PlanScale } from '@shared/meal-plan';
import { emptyWeek, type MealSlot, type WeekDay } from '@shared/meal-plan';
import { MESSAGES } from '@shared/messages';
import { newDeviceId } from '@/lib/device-id';
import { messageFor } from '@/lib/error-message';
import { useOptimisticMutation } from '@/lib/optimistic-mutation';
import { call } from '@/lib/rpc-client';
import { useErrorBanner } from '@/providers/error-banner';
import { planBurst } from './meal-keys';
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
  const { showError } = useErrorBanner();
  const planUpdateFailed = (error: Error) => showError(messageFor(error, MESSAGES.planUpdateFailed));

  // Each change undoes itself alone when refused, so the user's other changes in flight stay on screen.
  const add = useOptimisticMutation({
    ...planBurst,
    mutationFn: ({ day, slot, meal, changeId }: SlotRef & { meal: PlannedMeal; changeId: string }) =>
      call('addToMealPlan', { day, slot, mealId: meal.mealId, changeId }),
    apply: (week: PlanWeek, { day, slot, meal }) => withMealPlanned(week, day, slot, meal),
    // Swapped for the saved entry at once, so its × works before the refetch lands.
    confirm: (week, { id }, { day, slot, meal }) =>
      withMealPlanned(withoutPlanned(week, day, slot, meal.id), day, slot, {
        id,
        mealId: meal.mealId,
        name: meal.name,
        scale: meal.scale,
      }),
    rollback: (week, { day, slot, meal }) => withoutPlanned(week, day, slot, meal.id),
    onError: planUpdateFailed,
  });

  const remove = useOptimisticMutation({
    ...planBurst,
    mutationFn: ({ day, slot, meal }: SlotRef & { meal: PlannedMeal; index: number }) =>
      call('removeFromMealPlan', { day, slot, entryId: meal.id }),
    apply: (week: PlanWeek, { day, slot, meal }) => withoutPlanned(week, day, slot, meal.id),
    rollback: (week, { day, slot, meal, index }) => withMealPlanned(week, day, slot, meal, index),
    onError: planUpdateFailed,
  });

  const scale = useOptimisticMutation({
    ...planBurst,
    mutationFn: ({ day, slot, meal, to }: SlotRef & { meal: PlannedMeal; to: PlanScale }) =>
      call('scalePlanEntry', { day, slot, entryId: meal.id, scale: to }),
    apply: (week: PlanWeek, { day, slot, meal, to }) => withScale(week, day, slot, meal.id, to),
    // Back to the scale it had when this change was made.
    rollback: (week, { day, slot, meal }) => withScale(week, day, slot, meal.id, meal.scale),
    onError: planUpdateFailed,
  });

  // The week as it was comes back whole: there is no opposite of clearing it.
  const clear = useOptimisticMutation({
    ...planBurst,
    mutationFn: () => call('clearMealPlan', {}),
    apply: (): PlanWeek => emptyWeek(),
    onError: () => showError(MESSAGES.clearPlanFailed),
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
