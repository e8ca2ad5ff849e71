import '@shared/categorizer/languages/all-languages';
import { OTHER_LANGUAGES } from '@shared/categorizer/languages/language-registry';
import { splitQuantity } from '@shared/items/item-quantity';
import { SUGGESTED_MEALS, type SuggestedMeal } from '@shared/meals/suggested-meals';
import { describe, expect, it } from 'vitest';
import { foodKey, sameFood } from '../../items/same-food';
import { ingredientName } from './ingredient-name';
import { mealIdeaLocally } from './meal-idea-locally';
import { suggestedMealsIn } from './meals-in-language';

const meal = (name: string, ingredients: string[]): SuggestedMeal => ({
  id: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  ingredients,
  instructions: `Make ${name}.`,
  tags: [],
  mealType: 'dinner',
});

const MEALS = [
  meal('Tomato Pasta', [
    '200 g spaghetti',
    '1 can chopped tomatoes',
    '2 cloves garlic',
    '1 tbsp olive oil',
    'basil',
  ]),
  meal('Omelette', ['3 eggs', '1 tbsp butter', 'salt', 'chives']),
  meal('Big Curry', [
    'chicken thighs',
    'onion',
    'garlic',
    'ginger',
    'curry paste',
    'coconut milk',
    'rice',
    'coriander',
  ]),
];

describe('mealIdeaLocally', () => {
  it('picks the meal that uses most of the list and needs only 1–3 more things', () => {
    const idea = mealIdeaLocally(['Spaghetti', '2 cans tomatoes', 'garlic', 'milk'], MEALS, () => 0);
    expect(idea).toEqual({
      title: 'Tomato Pasta',
      has: ['Spaghetti', '2 cans tomatoes', 'garlic'],
      needs: ['basil', 'olive oil'],
      instructions: 'Make Tomato Pasta.',
    });
  });

  it('names the staples the steps use after the real needs, while there is room', () => {
    expect(mealIdeaLocally(['eggs', 'butter', 'chives'], MEALS, () => 0).needs).toEqual(['salt']);
    expect(mealIdeaLocally(['eggs', 'butter'], MEALS, () => 0).needs).toEqual(['chives', 'salt']);
  });

  it('lists one row of the list per ingredient, so two cheddars show once', () => {
    const toastie = meal('Cheese Toastie', ['2 slices bread', '50 g cheddar', '1 tbsp butter']);
    const idea = mealIdeaLocally(['cheddar', 'shredded cheddar', 'bread'], [toastie], () => 0);
    expect(idea).toMatchObject({ has: ['cheddar', 'bread'], needs: ['butter'] });
  });

  it('prefers a meal whose every food is had or needed over one that uses more of the list', () => {
    const stew = meal('Stew', ['beef', 'carrots', 'potatoes', 'celery', 'leeks', 'thyme', 'stock']);
    const steak = meal('Steak', ['beef', 'salt']);
    const idea = mealIdeaLocally(['beef', 'carrots'], [stew, steak], () => 0);
    expect(idea).toMatchObject({ title: 'Steak', has: ['beef'], needs: ['salt'] });
  });

  it('prefers a meal that needs few more things, and never names more than three', () => {
    expect(mealIdeaLocally(['chicken thighs', 'eggs'], MEALS, () => 0).title).toBe('Omelette');
    expect(mealIdeaLocally(['chicken thighs', 'rice', 'dog food'], MEALS, () => 0)).toMatchObject({
      title: 'Big Curry',
      has: ['chicken thighs', 'rice'],
      needs: ['onion', 'garlic', 'ginger'],
    });
  });

  it('does not take a product made from a food for the food itself', () => {
    expect(sameFood(foodKey('milk'), foodKey('1 can coconut milk'))).toBe(false);
    expect(sameFood(foodKey('chicken'), foodKey('500 ml chicken stock'))).toBe(false);
    expect(sameFood(foodKey('butter'), foodKey('peanut butter'))).toBe(false);
    expect(sameFood(foodKey('cherry tomatoes'), foodKey('2 tomatoes'))).toBe(true);
    expect(sameFood(foodKey('chicken breasts'), foodKey('4 chicken thighs'))).toBe(true);
  });

  it('says so plainly when nothing on the list goes into a known meal', () => {
    expect(() => mealIdeaLocally(['dog food', 'paper towels'], MEALS)).toThrow(/None of these items/);
  });

  it('always answers from the catalogue with needs that are not on the list', () => {
    const lists = [
      ['spaghetti', 'canned tomatoes', 'garlic', 'onion'],
      ['eggs', 'bread', 'butter'],
      ['chicken breasts', 'rice', 'broccoli'],
      ['oats', 'milk', 'bananas'],
    ];
    for (const items of lists) {
      for (let pick = 0; pick < 3; pick += 1) {
        const idea = mealIdeaLocally(items, SUGGESTED_MEALS, () => pick);
        expect(SUGGESTED_MEALS.map((known) => known.name)).toContain(idea.title);
        expect(idea.needs.length).toBeGreaterThanOrEqual(1);
        expect(idea.needs.length).toBeLessThanOrEqual(3);
        expect(idea.has.length).toBeGreaterThan(0);
        for (const need of idea.needs) {
          expect(items.some((item) => sameFood(foodKey(item), foodKey(need)))).toBe(false);
        }
      }
    }
  });
});

describe("mealIdeaLocally in the shopper's language", () => {
  it('reads the list and the meals in German and Italian: plurals meet, amounts and units go, staples come last', () => {
    const german = mealIdeaLocally(
      [
        'Rinderhackfleisch',
        'Zwiebeln',
        'Karotte',
        'Knoblauchzehen',
        'gehackte Tomaten',
        'Tomatenmark',
        'Spaghetti',
      ],
      suggestedMealsIn('de'),
      () => 0,
      'de',
    );
    // '1 EL Olivenöl' is the olive oil of the English recipe: a staple, named after what the kitchen lacks.
    expect(german).toMatchObject({
      title: 'Spaghetti Bolognese',
      needs: ['Rotwein', 'Parmesan', 'Olivenöl'],
    });
    expect(german.has).toHaveLength(7);
    const italian = mealIdeaLocally(
      [
        'carne macinata di manzo',
        'cipolle',
        'carota',
        'aglio',
        'pomodori pelati',
        'concentrato di pomodoro',
        'spaghetti',
      ],
      suggestedMealsIn('it'),
      () => 0,
      'it',
    );
    expect(italian).toMatchObject({
      title: 'Spaghetti alla bolognese',
      needs: ['vino rosso', 'parmigiano', "olio d'oliva"],
    });
  });

  it.each(OTHER_LANGUAGES)(
    'names what to buy in %s as a shopper writes it: no amount, no unit',
    (language) => {
      const meals = suggestedMealsIn(language);
      for (const meal of meals) {
        // The meal's first line on the list: the rest are what it needs.
        const [first = ''] = meal.ingredients;
        const idea = mealIdeaLocally([ingredientName(first)], [meal], () => 0, language);
        for (const need of idea.needs) {
          expect(splitQuantity(need), `${meal.id}: ${need}`).toMatchObject({ name: need, quantity: null });
        }
      }
    },
  );

  it('tells the same food in its plural and singular apart from another food, in each language', () => {
    expect(sameFood(foodKey('Zwiebeln', 'de'), foodKey('1 Zwiebel', 'de'))).toBe(true);
    expect(sameFood(foodKey('cipolle', 'it'), foodKey('1 cipolla', 'it'))).toBe(true);
    expect(sameFood(foodKey('tomaten', 'nl'), foodKey('2 tomaten', 'nl'))).toBe(true);
    expect(sameFood(foodKey('oignons', 'fr'), foodKey("2 gousses d'ail", 'fr'))).toBe(false);
    expect(sameFood(foodKey('cebollas', 'es'), foodKey('1 cebolla', 'es'))).toBe(true);
  });
});

describe('ingredientName', () => {
  it.each([
    ['1 1/2 cups basmati rice', 'basmati rice'],
    ['2-3 cloves garlic', 'garlic'],
    ['½ tsp salt', 'salt'],
    ['200 g spinach', 'spinach'],
    ['2 chicken breasts', 'chicken breasts'],
    ['1 can of chickpeas', 'chickpeas'],
    ['basil', 'basil'],
    ['2 cups', '2 cups'],
    ['1 can crushed tomatoes (400 g)', 'crushed tomatoes'],
    ['2 EL Zucker', 'Zucker'],
    ['190 g de farine', 'farine'],
    ['2 cucharadas de azúcar', 'azúcar'],
    ['1 cucchiaio di miele', 'miele'],
    ['½ tl zout', 'zout'],
  ])('%s → %s', (line, name) => {
    expect(ingredientName(line)).toBe(name);
  });
});
