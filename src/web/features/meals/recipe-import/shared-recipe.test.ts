import { describe, expect, it } from 'vitest';
import { firstWebLink, sharedRecipeFromState, sharedRecipeOf } from './shared-recipe';

const shared = (fields: Record<string, string>) => sharedRecipeOf(new URLSearchParams(fields));

describe('firstWebLink', () => {
  it('finds the first http(s) link in a sentence, without the punctuation after it', () => {
    expect(firstWebLink('Look at this: https://example.com/soup. So good!')).toBe('https://example.com/soup');
    expect(firstWebLink('(see http://example.com/a?b=1&c=2), and https://other.test')).toBe(
      'http://example.com/a?b=1&c=2',
    );
    expect(firstWebLink('“https://example.com/pie”')).toBe('https://example.com/pie');
  });

  it('keeps a bracket the link opened itself', () => {
    expect(firstWebLink('https://en.wikipedia.test/wiki/Pie_(food).')).toBe(
      'https://en.wikipedia.test/wiki/Pie_(food)',
    );
  });

  it('finds nothing in text without a web link', () => {
    expect(firstWebLink('ftp://example.com/file and example.com/soup')).toBeNull();
    expect(firstWebLink('')).toBeNull();
  });
});

describe('sharedRecipeOf (the share target)', () => {
  it('takes the shared url first', () => {
    expect(shared({ url: ' https://example.com/soup ', text: 'https://other.test/x' })).toEqual({
      kind: 'link',
      url: 'https://example.com/soup',
    });
  });

  it('finds the link in the text, or the title, when the url is missing or not a web link', () => {
    expect(shared({ title: 'Soup', text: 'Try this https://example.com/soup' })).toEqual({
      kind: 'link',
      url: 'https://example.com/soup',
    });
    expect(shared({ url: 'not a link', title: 'https://example.com/pie' })).toEqual({
      kind: 'link',
      url: 'https://example.com/pie',
    });
  });

  it('passes text without a link on as a recipe to read, its title said once', () => {
    expect(shared({ title: 'Pancakes', text: 'Ingredients\n2 eggs' })).toEqual({
      kind: 'text',
      text: 'Pancakes\nIngredients\n2 eggs',
    });
    expect(shared({ title: 'Pancakes', text: 'Pancakes\n2 eggs' })).toEqual({
      kind: 'text',
      text: 'Pancakes\n2 eggs',
    });
  });

  it('is nothing when the share is empty', () => {
    expect(shared({})).toBeNull();
    expect(shared({ title: ' ', text: '' })).toBeNull();
  });
});

describe('sharedRecipeFromState', () => {
  it('reads a share carried in history state, and nothing else', () => {
    const link = { kind: 'link', url: 'https://example.com/soup' };
    expect(sharedRecipeFromState({ sharedRecipe: link })).toEqual(link);
    expect(sharedRecipeFromState({ sharedRecipe: { kind: 'text', text: 'Soup' } })).toEqual({
      kind: 'text',
      text: 'Soup',
    });
    expect(sharedRecipeFromState(null)).toBeNull();
    expect(sharedRecipeFromState({ sharedRecipe: { kind: 'link', url: 3 } })).toBeNull();
    expect(sharedRecipeFromState({ key: 'default' })).toBeNull();
  });
});
