import '@shared/categorizer/languages/all-languages';
import { OTHER_LANGUAGES } from '@shared/categorizer/languages/language-registry';
import { describe, expect, it } from 'vitest';
import { foodKey, sameFood } from '../../items/same-food';
import { FOOD_NAME_TABLES, foodNameIn } from './food-names-in';
import { ingredientName } from './ingredient-name';
import { suggestedMealsIn } from './meals-in-language';
import { PAIRINGS } from './pairings';
import { EVERYDAY, NEVER, suggestLocally } from './suggest-locally';

/** Every English name the built-in suggestions can offer or look for. */
const OFFERED = new Set([...Object.keys(PAIRINGS), ...Object.values(PAIRINGS).flat(), ...EVERYDAY, ...NEVER]);

describe('the built-in suggestions in the shopper’s language', () => {
  it.each(OTHER_LANGUAGES)('%s has a name for every food the suggestions know, and no other', (language) => {
    const table = FOOD_NAME_TABLES[language];
    expect(new Set(Object.keys(table))).toEqual(OFFERED);
    for (const [english, name] of Object.entries(table)) {
      // A name as a list shows it: no amount before it, nothing around it.
      expect(name, english).toBe(name.trim());
      expect(name, english).toMatch(/^\p{L}/u);
    }
  });

  it.each(OTHER_LANGUAGES)(
    'suggests in %s from its own words, led by the pairings of what was typed',
    (language) => {
      const ownWords = new Set([
        ...Object.values(FOOD_NAME_TABLES[language]),
        ...suggestedMealsIn(language).flatMap((meal) => meal.ingredients.map(ingredientName)),
      ]);
      const lists = [['spaghetti'], ['milk', 'bread', 'eggs'], ['dog food'], ['toilet paper', 'dish soap']];
      for (const english of lists) {
        const items = english.map((name) => foodNameIn(name, language));
        const suggestions = suggestLocally(items, [], suggestedMealsIn(language), language);
        expect(suggestions, items.join(', ')).toHaveLength(5);
        for (const suggestion of suggestions) {
          expect(ownWords.has(suggestion), `${suggestion} for ${items.join(', ')}`).toBe(true);
          expect(items.some((item) => sameFood(foodKey(item, language), foodKey(suggestion, language)))).toBe(
            false,
          );
        }
      }
      const [first] = suggestLocally(
        [foodNameIn('spaghetti', language)],
        [],
        suggestedMealsIn(language),
        language,
      );
      expect(PAIRINGS.spaghetti?.map((pair) => foodNameIn(pair, language))).toContain(first);
    },
  );

  it('finds a pairing however the shopper writes the number: Zwiebeln are the Zwiebel of the table', () => {
    expect(foodNameIn('onion', 'de')).toBe('Zwiebel');
    const pairs = (PAIRINGS.onion ?? []).map((pair) => foodNameIn(pair, 'de'));
    const [first] = suggestLocally(['Zwiebeln'], [], suggestedMealsIn('de'), 'de');
    expect(pairs).toContain(first);
  });
});
