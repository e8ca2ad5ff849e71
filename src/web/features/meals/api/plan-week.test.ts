import { emptyWeek, MEAL_SLOTS, WEEK_DAYS } from '@shared/meal-plan';
import { describe, expect, it } from 'vitest';
import { plannedCount, scaleLabel, weekRows, withMealPlanned, withoutPlanned, withScale } from './plan-week';

const oats = { id: 'e1', mealId: 'm1', name: 'Oats', scale: 1 };
const soup = { id: 'e2', mealId: 'm2', name: 'Soup', scale: 1 };

describe('weekRows', () => {
  it('lays the week out Sunday to Saturday, breakfast to dinner', () => {
    const week = withMealPlanned(emptyWeek(), 'Monday', 'lunch', soup);
    const rows = weekRows(week);
    expect(rows.map((row) => row.day)).toEqual([...WEEK_DAYS]);
    expect(rows[1]?.slots.map((slot) => slot.slot)).toEqual([...MEAL_SLOTS]);
    expect(rows[1]?.slots[1]).toEqual({ day: 'Monday', slot: 'lunch', meals: [soup] });
  });

  it('shows a day or slot the server left out as empty', () => {
    const rows = weekRows({ Tuesday: { breakfast: [oats], lunch: [], dinner: [] } });
    expect(rows).toHaveLength(7);
    expect(rows[0]?.slots.every((slot) => slot.meals.length === 0)).toBe(true);
    expect(rows[2]?.slots[0]?.meals).toEqual([oats]);
  });
});

describe('changing the week', () => {
  it('adds to the end of a slot and counts every meal of the week', () => {
    const week = withMealPlanned(
      withMealPlanned(emptyWeek(), 'Friday', 'dinner', oats),
      'Friday',
      'dinner',
      soup,
    );
    expect(week.Friday.dinner).toEqual([oats, soup]);
    expect(plannedCount(withMealPlanned(week, 'Sunday', 'breakfast', { ...oats, id: 'e3' }))).toBe(3);
    expect(plannedCount(emptyWeek())).toBe(0);
  });

  it('removes one entry, leaving the same meal elsewhere and the input untouched', () => {
    const week = withMealPlanned(withMealPlanned(emptyWeek(), 'Monday', 'lunch', oats), 'Monday', 'dinner', {
      ...oats,
      id: 'e9',
    });
    const after = withoutPlanned(week, 'Monday', 'lunch', 'e1');
    expect(after.Monday.lunch).toEqual([]);
    expect(after.Monday.dinner).toHaveLength(1);
    expect(week.Monday.lunch).toEqual([oats]);
  });

  it('puts a removed entry back in its place, once', () => {
    const week = withMealPlanned(
      withMealPlanned(emptyWeek(), 'Monday', 'lunch', oats),
      'Monday',
      'lunch',
      soup,
    );
    const undone = withMealPlanned(withoutPlanned(week, 'Monday', 'lunch', 'e1'), 'Monday', 'lunch', oats, 0);
    expect(undone.Monday.lunch).toEqual([oats, soup]);
    expect(withMealPlanned(undone, 'Monday', 'lunch', oats, 0).Monday.lunch).toEqual([oats, soup]);
  });
});

describe('scaling a planned meal', () => {
  it('changes that entry only, leaving the same meal elsewhere and the input untouched', () => {
    const week = withMealPlanned(
      withMealPlanned(emptyWeek(), 'Monday', 'dinner', oats),
      'Tuesday',
      'dinner',
      {
        ...oats,
        id: 'e9',
      },
    );
    const after = withScale(week, 'Monday', 'dinner', 'e1', 2);
    expect(after.Monday.dinner).toEqual([{ ...oats, scale: 2 }]);
    expect(after.Tuesday.dinner[0]?.scale).toBe(1);
    expect(week.Monday.dinner[0]?.scale).toBe(1);
    expect(withScale(week, 'Monday', 'dinner', 'gone', 3)).toEqual(week);
  });

  it('labels each scale the way the plan offers it', () => {
    expect([0.5, 1, 2, 3].map(scaleLabel)).toEqual(['½×', '1×', '2×', '3×']);
  });
});
