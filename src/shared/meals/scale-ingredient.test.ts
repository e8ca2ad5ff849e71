import { describe, expect, it } from 'vitest';
import { scaleIngredient } from './scale-ingredient';

describe('scaleIngredient', () => {
  it('multiplies the amount in the unit it was written in', () => {
    expect(scaleIngredient('2 cups flour', 2)).toBe('4 cups flour');
    expect(scaleIngredient('1 lb ground beef', 3)).toBe('3 lb ground beef');
    expect(scaleIngredient('3 eggs', 2)).toBe('6 eggs');
    expect(scaleIngredient('½ tsp salt', 2)).toBe('1 tsp salt');
    expect(scaleIngredient('2-3 cloves garlic', 2)).toBe('4-6 cloves garlic');
  });

  it('halves, and keeps the note', () => {
    expect(scaleIngredient('1 1/2 lb chicken thighs', 0.5)).toBe('0.75 lb chicken thighs');
    expect(scaleIngredient('2 cups milk, warmed', 0.5)).toBe('1 cup milk, warmed');
  });

  it('keeps the pack size, and leaves counts unrounded for the week to add up', () => {
    expect(scaleIngredient('2 (15 oz) cans kidney beans, drained', 0.5)).toBe(
      '1 × 15 oz can kidney beans, drained',
    );
    expect(scaleIngredient('1 onion, diced', 0.5)).toBe('0.5 onion, diced');
  });

  it('keeps lines without an amount, and every line at 1×', () => {
    expect(scaleIngredient('salt to taste', 3)).toBe('salt to taste');
    expect(scaleIngredient('olive oil', 2)).toBe('olive oil');
    expect(scaleIngredient('2 cups flour', 1)).toBe('2 cups flour');
  });
});
