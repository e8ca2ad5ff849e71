import { LIMITS } from '@shared/limits';
import { describe, expect, it } from 'vitest';
import {
  appendLine,
  excludeList,
  NO_SUGGESTIONS,
  withChipUsed,
  withNewSuggestions,
} from './suggestion-chips-state';

describe('suggestion chips', () => {
  it('shows an answer as unused chips and remembers it for the next request', () => {
    const state = withNewSuggestions(NO_SUGGESTIONS, ['parmesan', 'basil']);
    expect(state.chips).toEqual([
      { text: 'parmesan', used: false },
      { text: 'basil', used: false },
    ]);
    expect(excludeList(state)).toEqual(['parmesan', 'basil']);
  });

  it('replaces the chips on the next answer and keeps excluding everything shown before', () => {
    const first = withNewSuggestions(NO_SUGGESTIONS, ['parmesan', 'basil']);
    const second = withNewSuggestions(withChipUsed(first, 'basil'), ['garlic bread', 'olive oil']);
    expect(second.chips.map((chip) => chip.text)).toEqual(['garlic bread', 'olive oil']);
    expect(excludeList(second)).toEqual(['parmesan', 'basil', 'garlic bread', 'olive oil']);
  });

  it('drops blanks, repeats within an answer and anything shown before, ignoring case', () => {
    const first = withNewSuggestions(NO_SUGGESTIONS, ['Parmesan']);
    const second = withNewSuggestions(first, [' parmesan ', 'Basil', 'basil', '  ', 'pine nuts ']);
    expect(second.chips.map((chip) => chip.text)).toEqual(['Basil', 'pine nuts']);
    expect(second.shown).toEqual(['Parmesan', 'Basil', 'pine nuts']);
  });

  it('excludes only the newest suggestions once there are more than one request may send', () => {
    const many = Array.from({ length: LIMITS.maxItemsPerRequest + 3 }, (_, index) => `item ${index}`);
    const exclude = excludeList(withNewSuggestions(NO_SUGGESTIONS, many));
    expect(exclude).toHaveLength(LIMITS.maxItemsPerRequest);
    expect(exclude[0]).toBe('item 3');
    expect(exclude.at(-1)).toBe(`item ${LIMITS.maxItemsPerRequest + 2}`);
  });

  it('keeps the chips and says so when an answer holds nothing new', () => {
    const first = withNewSuggestions(NO_SUGGESTIONS, ['parmesan', 'basil']);
    const empty = withNewSuggestions(first, []);
    expect(empty.exhausted).toBe(true);
    expect(empty.chips).toEqual(first.chips);
    const repeated = withNewSuggestions(empty, ['Basil']);
    expect(repeated.exhausted).toBe(true);
    expect(withNewSuggestions(repeated, ['pine nuts']).exhausted).toBe(false);
  });

  it('uses a chip once and leaves the others alone', () => {
    const state = withChipUsed(withNewSuggestions(NO_SUGGESTIONS, ['parmesan', 'basil']), 'parmesan');
    expect(state.chips).toEqual([
      { text: 'parmesan', used: true },
      { text: 'basil', used: false },
    ]);
  });
});

describe('appendLine', () => {
  it('fills an empty or blank box with the item alone', () => {
    expect(appendLine('', 'basil')).toBe('basil');
    expect(appendLine('  \n ', 'basil')).toBe('basil');
  });

  it('puts the item on a new line after the typed text, without blank lines between', () => {
    expect(appendLine('milk', 'basil')).toBe('milk\nbasil');
    expect(appendLine('milk\neggs\n\n', 'basil')).toBe('milk\neggs\nbasil');
  });
});
