import { describe, expect, it } from 'vitest';
import { readRecipeText } from './read-recipe-text';

describe('readRecipeText', () => {
  it('splits a recipe copied from a page: title, servings, ingredients with bullets, numbered directions', () => {
    const text = `
      Weeknight Chili

      Serves 4
      Ingredients:
      • 1 lb ground beef
      • 1 onion, diced
      - 2 cans (15 oz) kidney beans
      For the topping:
      * ½ cup sour cream

      Directions
      1. Brown the beef with the onion.
      2) Add the beans and simmer 20 minutes.
      Step 3: Serve with sour cream.
    `;
    expect(readRecipeText(text)).toEqual({
      name: 'Weeknight Chili',
      servings: 4,
      ingredients: ['1 lb ground beef', '1 onion, diced', '2 cans (15 oz) kidney beans', '½ cup sour cream'],
      instructions:
        '1. Brown the beef with the onion.\n2. Add the beans and simmer 20 minutes.\n3. Serve with sour cream.',
    });
  });

  it('knows Method and Instructions, and keeps sub-headings of the steps as lines of their own', () => {
    const text =
      'Lemon Tart\r\nIngredients\r\n200 g flour\r\n3 lemons\r\nMethod\r\nFor the pastry:\r\nRub in the butter.\r\nFor the filling:\r\nWhisk the lemons.';
    expect(readRecipeText(text)).toEqual({
      name: 'Lemon Tart',
      ingredients: ['200 g flour', '3 lemons'],
      instructions: 'For the pastry:\n1. Rub in the butter.\nFor the filling:\n2. Whisk the lemons.',
    });
  });

  it('without headings takes lines that start with an amount as ingredients and the rest as steps', () => {
    const text = 'Pancakes\n2 eggs\n1 cup milk\n½ tsp salt\nWhisk everything together.\nFry in a hot pan.';
    expect(readRecipeText(text)).toEqual({
      name: 'Pancakes',
      ingredients: ['2 eggs', '1 cup milk', '½ tsp salt'],
      instructions: '1. Whisk everything together.\n2. Fry in a hot pan.',
    });
  });

  it('answers nothing when no ingredient can be found', () => {
    expect(readRecipeText('Just a note to self\nBuy a nice cake on the way home.')).toBeNull();
    expect(readRecipeText('Soup\nIngredients\nDirections\nBoil.')).toBeNull();
  });
});
