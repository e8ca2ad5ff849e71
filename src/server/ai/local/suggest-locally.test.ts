import { describe, expect, it } from 'vitest';
import { foodKey, sameFood } from '../../items/same-food';
import { suggestLocally } from './suggest-locally';

describe('suggestLocally', () => {
  it('offers five foods that go with the list, led by its pairings', () => {
    const suggestions = suggestLocally(['spaghetti'], []);
    expect(suggestions).toHaveLength(5);
    expect(suggestions.map((name) => name.toLowerCase())).toEqual(
      expect.arrayContaining([expect.stringMatching(/parmesan|basil|garlic|marinara|olive oil/)]),
    );
  });

  it('never offers what is on the list or was offered before, even after many presses', () => {
    const items = ['spaghetti', 'canned tomatoes', 'garlic'];
    const shown: string[] = [];
    for (let press = 0; press < 6; press += 1) {
      const next = suggestLocally(items, shown);
      for (const name of next) {
        expect([...items, ...shown].some((taken) => sameFood(foodKey(taken), foodKey(name)))).toBe(false);
      }
      shown.push(...next);
    }
    expect(new Set(shown.map((text) => foodKey(text))).size).toBe(shown.length);
  });

  it('falls back to everyday staples for a list it knows nothing about', () => {
    expect(suggestLocally(['zorblax'], [])).toHaveLength(5);
  });
});
