import type { PlannedMeal, PlanSlotView } from '../api/plan-week';
import type { Meal } from '../api/use-meals';
import { PlanSlot } from './plan-slot';

/**
 * One day of the week as a card: its name, then breakfast, lunch and dinner. From `lg` up the card spans
 * four rows of the week's grid (subgrid), so each slot lines up with the same slot of the other days.
 */
export function PlanDay({
  day,
  slots,
  meals,
  onAdd,
  onRemove,
}: {
  day: string;
  slots: PlanSlotView[];
  meals: readonly Meal[];
  onAdd: (slot: PlanSlotView, meal: Meal) => void;
  onRemove: (slot: PlanSlotView, meal: PlannedMeal, index: number) => void;
}) {
  const headingId = `plan-${day.toLowerCase()}`;
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:row-span-4 lg:grid lg:grid-rows-subgrid lg:gap-0 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={headingId} className="bg-slate-50 px-3 py-2.5 font-semibold dark:bg-slate-800">
        {day}
      </h2>
      {slots.map((slot) => (
        <PlanSlot
          key={slot.slot}
          day={slot.day}
          slot={slot.slot}
          planned={slot.meals}
          meals={meals}
          onAdd={(meal) => onAdd(slot, meal)}
          onRemove={(meal, index) => onRemove(slot, meal, index)}
        />
      ))}
    </section>
  );
}
