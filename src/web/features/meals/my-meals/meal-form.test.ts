import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/messages';
import { draftOf, fieldOfError, fieldsOf } from './meal-form';

const meal = {
  id: 'm1',
  name: 'Rice Bowl',
  ingredients: ['1 onion', '200 g rice'],
  instructions: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('the meal form', () => {
  it('starts blank, or from a meal with one ingredient per line', () => {
    expect(draftOf(null)).toEqual({ name: '', ingredients: '', instructions: '' });
    expect(draftOf(meal)).toEqual({
      name: 'Rice Bowl',
      ingredients: '1 onion\n200 g rice',
      instructions: '',
    });
  });

  it('splits ingredients on commas and new lines, trimmed, blanks dropped; blank instructions are none', () => {
    expect(
      fieldsOf({ name: ' Soup ', ingredients: '1 onion, 2 carrots\n\n  stock ,', instructions: '  ' }),
    ).toEqual({
      fields: { name: 'Soup', ingredients: ['1 onion', '2 carrots', 'stock'], instructions: null },
    });
    expect(fieldsOf({ name: 'Soup', ingredients: 'stock', instructions: ' Boil. ' })).toMatchObject({
      fields: { instructions: 'Boil.' },
    });
  });

  it('needs a name and at least one ingredient (SPEC §5)', () => {
    expect(fieldsOf({ name: '  ', ingredients: 'rice', instructions: '' })).toEqual({
      error: MESSAGES.mealNameRequired,
    });
    expect(fieldsOf({ name: 'Soup', ingredients: ' ,\n ', instructions: '' })).toEqual({
      error: MESSAGES.mealIngredientsRequired,
    });
  });

  it('points each validation error at its field', () => {
    expect(fieldOfError(MESSAGES.mealNameTooLong(80))).toBe('name');
    expect(fieldOfError(MESSAGES.itemTooLong(200))).toBe('ingredients');
    expect(fieldOfError(MESSAGES.instructionsTooLong(4000))).toBe('instructions');
    expect(fieldOfError(MESSAGES.offlineCall)).toBeNull();
  });
});
