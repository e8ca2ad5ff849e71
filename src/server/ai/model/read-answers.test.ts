import { describe, expect, it } from 'vitest';
import { AppError } from '../../rpc/app-error';
import { readCategoryAnswer, readMealIdea, readSuggestions } from './read-answers';

describe('readCategoryAnswer', () => {
  it('reads a fenced JSON object keyed by category, matching names loosely', () => {
    const categoryOf = readCategoryAnswer(
      'Sure!\n```json\n{"produce": ["Dragon Fruit"], "Meat & Seafood": ["2 lbs  chuck roast"]}\n```',
    );
    expect(categoryOf('dragon fruit')).toBe('Produce');
    expect(categoryOf('2 lbs chuck roast')).toBe('Meat & Seafood');
    expect(categoryOf('chuck roast')).toBe('Meat & Seafood');
    expect(categoryOf('kiwi')).toBeUndefined();
  });

  it('skips unknown categories and values that are not lists of names', () => {
    const categoryOf = readCategoryAnswer(
      '{"Gadgets": ["phone"], "Bakery": "bagels", "Pets": [3, "kibble"]}',
    );
    expect(categoryOf('phone')).toBeUndefined();
    expect(categoryOf('bagels')).toBeUndefined();
    expect(categoryOf('kibble')).toBe('Pets');
  });

  it.each(['no json here', '["Produce"]', '{"Produce": [}'])('calls %j no valid response', (text) => {
    expect(() => readCategoryAnswer(text)).toThrow('Could not get a valid response from the AI.');
  });
});

describe('readMealIdea', () => {
  const idea = {
    title: 'Omelette',
    has: ['eggs', 'eggs'],
    needs: ['chives', 'Eggs'],
    instructions: 'Whisk; fry.',
  };

  it('drops needs already on the list and repeated has', () => {
    expect(readMealIdea(JSON.stringify(idea), ['3 eggs'])).toEqual({
      title: 'Omelette',
      has: ['eggs'],
      needs: ['chives'],
      instructions: 'Whisk; fry.',
    });
  });

  it('refuses an idea whose needs are all on the list', () => {
    const error = (() => {
      try {
        readMealIdea(JSON.stringify({ ...idea, needs: ['eggs'] }), ['eggs']);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe('AI returned an invalid meal idea format.');
  });
});

describe('readSuggestions', () => {
  it('cleans numbering, bullets, quotes and full stops, one per comma or line', () => {
    expect(readSuggestions('1. Basil\n- "Parmesan"\n* pine nuts.', ['pasta'], [])).toEqual([
      'Basil',
      'Parmesan',
      'pine nuts',
    ]);
  });

  it('never repeats the list, an earlier suggestion or itself, and stops at five', () => {
    const text = 'Milk, bread, BREAD, 2 eggs, butter, jam, honey, tea, coffee';
    expect(readSuggestions(text, ['milk'], ['eggs'])).toEqual(['bread', 'butter', 'jam', 'honey', 'tea']);
  });

  it('drops a lead-in before a colon and sentences that are not items', () => {
    const sentence = 'Here are some items you might want to add to your grocery list today';
    expect(readSuggestions(`${sentence}: apples, pears`, [], [])).toEqual(['apples', 'pears']);
    expect(readSuggestions(`apples, ${sentence}`, [], [])).toEqual(['apples']);
  });
});
