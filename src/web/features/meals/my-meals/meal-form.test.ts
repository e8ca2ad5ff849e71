import { MESSAGES } from '@shared/messages';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishTexts } from '@/i18n/english-texts';
import { draftOf, draftOfRecipe, fieldOfError, fieldsOf, type MealDraft, startForRecipe } from './meal-form';

const meal = {
  id: 'm1',
  name: 'Rice Bowl',
  ingredients: ['1 onion', '200 g rice'],
  instructions: null,
  servings: null,
  sourceUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

let t: TFunction<'meals'>;
beforeAll(async () => {
  t = await englishTexts('meals');
});

const typed = (fields: Partial<MealDraft>): MealDraft => ({ ...draftOf(null), ...fields });

describe('the meal form', () => {
  it('starts blank, or from a meal with one ingredient per line', () => {
    expect(draftOf(null)).toEqual({
      name: '',
      ingredients: '',
      instructions: '',
      servings: '',
      sourceUrl: '',
      onePerLine: false,
    });
    expect(draftOf({ ...meal, servings: 2, sourceUrl: 'https://example.com/bowl' })).toEqual({
      name: 'Rice Bowl',
      ingredients: '1 onion\n200 g rice',
      instructions: '',
      servings: '2',
      sourceUrl: 'https://example.com/bowl',
      onePerLine: false,
    });
  });

  it('splits ingredients on commas and new lines, trimmed, blanks dropped; blank optional fields are none', () => {
    expect(
      fieldsOf(typed({ name: ' Soup ', ingredients: '1 onion, 2 carrots\n\n  stock ,', instructions: '  ' })),
    ).toEqual({
      fields: {
        name: 'Soup',
        ingredients: ['1 onion', '2 carrots', 'stock'],
        instructions: null,
        servings: null,
        sourceUrl: null,
      },
    });
    expect(fieldsOf(typed({ name: 'Soup', ingredients: 'stock', instructions: ' Boil. ' }))).toMatchObject({
      fields: { instructions: 'Boil.' },
    });
  });

  it('keeps a line with a comma whole when the ingredients are one per line', () => {
    const fromRecipe = typed({
      name: 'Cookies',
      ingredients: '2 eggs, beaten\n\n 1 cup flour ',
      onePerLine: true,
    });
    expect(fieldsOf(fromRecipe)).toMatchObject({
      fields: { ingredients: ['2 eggs, beaten', '1 cup flour'] },
    });
    // Editing a meal that already has such a line keeps it whole too.
    expect(draftOf({ ...meal, ingredients: ['2 eggs, beaten'] }).onePerLine).toBe(true);
  });

  it('takes servings as a whole number from 1 to 100', () => {
    const withServings = (servings: string) =>
      fieldsOf(typed({ name: 'Soup', ingredients: 'stock', servings }));
    expect(withServings(' 4 ')).toMatchObject({ fields: { servings: 4 } });
    expect(withServings('100')).toMatchObject({ fields: { servings: 100 } });
    for (const wrong of ['0', '101', '2.5', '-1', 'four']) {
      expect(withServings(wrong)).toEqual({ error: MESSAGES.servingsInvalid(100) });
    }
  });

  it('keeps the source link unless it was removed', () => {
    const link = 'https://example.com/soup';
    expect(fieldsOf(typed({ name: 'Soup', ingredients: 'stock', sourceUrl: link }))).toMatchObject({
      fields: { sourceUrl: link },
    });
  });

  it('needs a name and at least one ingredient (SPEC §5)', () => {
    expect(fieldsOf(typed({ name: '  ', ingredients: 'rice' }))).toEqual({
      error: MESSAGES.mealNameRequired,
    });
    expect(fieldsOf(typed({ name: 'Soup', ingredients: ' ,\n ' }))).toEqual({
      error: MESSAGES.mealIngredientsRequired,
    });
  });

  it('points each validation error at its field', () => {
    const typed = { name: ' Chili ' };
    expect(fieldOfError(MESSAGES.mealNameTaken('Chili'), typed)).toBe('name');
    expect(fieldOfError(MESSAGES.mealNameTooLong(80), typed)).toBe('name');
    expect(fieldOfError(MESSAGES.itemTooLong(200), typed)).toBe('ingredients');
    expect(fieldOfError(MESSAGES.instructionsTooLong(4000), typed)).toBe('instructions');
    expect(fieldOfError(MESSAGES.servingsInvalid(100), typed)).toBe('servings');
    expect(fieldOfError(MESSAGES.offlineCall, typed)).toBeNull();
  });
});

describe('a recipe read into the meal form', () => {
  const recipe = {
    name: 'Brown Butter Cookies',
    ingredients: ['1 cup butter', '2 large eggs, room temperature'],
    instructions: '1. Brown the butter.\n2. Bake.',
    servings: 24,
    totalTime: '42 min',
    sourceUrl: 'https://example.com/cookies',
    imageUrl: 'https://example.com/cookies.jpg',
  };

  it('fills every field, one ingredient per line, the total time as the first line of the steps', () => {
    expect(draftOfRecipe(recipe, t)).toEqual({
      name: 'Brown Butter Cookies',
      ingredients: '1 cup butter\n2 large eggs, room temperature',
      instructions: 'Total time: 42 min\n1. Brown the butter.\n2. Bake.',
      servings: '24',
      sourceUrl: 'https://example.com/cookies',
      onePerLine: true,
    });
  });

  it('leaves out what the recipe does not say', () => {
    expect(draftOfRecipe({ name: 'Toast', ingredients: ['bread'], instructions: '' }, t)).toEqual({
      name: 'Toast',
      ingredients: 'bread',
      instructions: '',
      servings: '',
      sourceUrl: '',
      onePerLine: true,
    });
    expect(
      draftOfRecipe({ name: 'Tea', ingredients: ['tea'], instructions: '', totalTime: '5 min' }, t)
        .instructions,
    ).toBe('Total time: 5 min');
  });

  it('saves as read, commas in ingredient lines kept, as a new meal', () => {
    const start = startForRecipe(recipe, t);
    expect(start.meal).toBeNull();
    expect(start.fromRecipe).toBe(true);
    expect(fieldsOf(start.draft)).toEqual({
      fields: {
        name: 'Brown Butter Cookies',
        ingredients: ['1 cup butter', '2 large eggs, room temperature'],
        instructions: 'Total time: 42 min\n1. Brown the butter.\n2. Bake.',
        servings: 24,
        sourceUrl: 'https://example.com/cookies',
      },
    });
  });
});
