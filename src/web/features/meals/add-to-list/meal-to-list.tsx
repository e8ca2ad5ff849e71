import { useState } from 'react';
import type { Meal } from '../api/use-meals';
import { MealPickerDialog } from './meal-picker-dialog';
import { MealReview } from './meal-review';

/** Add Meal to List's two steps: pick one of the user's meals, then review its lines before they are added. */
export function MealToList({
  open,
  listId,
  onAdded,
  onClose,
}: {
  open: boolean;
  listId: string;
  onAdded: (outcome: string) => void;
  onClose: () => void;
}) {
  const [meal, setMeal] = useState<Meal | null>(null);
  const close = () => {
    setMeal(null);
    onClose();
  };
  return (
    <>
      <MealPickerDialog open={open && meal === null} onPick={setMeal} onClose={close} />
      {meal ? (
        <MealReview key={meal.id} meal={meal} open={open} listId={listId} onAdded={onAdded} onClose={close} />
      ) : null}
    </>
  );
}
