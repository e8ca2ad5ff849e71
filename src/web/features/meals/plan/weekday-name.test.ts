import { WEEK_DAYS } from '@shared/meal-plan';
import { describe, expect, it } from 'vitest';
import { weekdayName, weekdayTitle } from './weekday-name';

describe('a day of the plan as a language names it', () => {
  it('says in English what the plan keys its days by, and their first three letters short', () => {
    expect(WEEK_DAYS.map((day) => weekdayName(day, 'en', 'long'))).toEqual([...WEEK_DAYS]);
    expect(WEEK_DAYS.map((day) => weekdayName(day, 'en', 'short'))).toEqual(
      WEEK_DAYS.map((day) => day.slice(0, 3)),
    );
  });

  it('names the same weekday in another language, capitalised when it stands alone', () => {
    expect(weekdayName('Monday', 'de', 'long')).toBe('Montag');
    expect(weekdayName('Sunday', 'fr', 'long')).toBe('dimanche');
    expect(weekdayTitle('Sunday', 'fr', 'long')).toBe('Dimanche');
  });
});
