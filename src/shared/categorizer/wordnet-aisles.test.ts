import { readFileSync } from 'node:fs';
import { buildWordNetAisles, wordNetAislesModule } from '@scripts/wordnet/build-wordnet-aisles';
import { readWordNetNouns, WORDNET_DICT_DIR } from '@scripts/wordnet/read-wordnet';
import { describe, expect, it } from 'vitest';
import { categorizeLocally } from './categorize-locally';
import { WORDNET_INDEX } from './wordnet-index';

describe('the WordNet aisle table', () => {
  const nouns = readWordNetNouns(WORDNET_DICT_DIR);
  const aisles = buildWordNetAisles(nouns);

  it('is the one the generator makes from WordNet 3.1 (run `npm run categorizer:wordnet` after a change)', () => {
    const committed = readFileSync(new URL('./wordnet-aisles.ts', import.meta.url), 'utf8');
    expect(committed).toBe(wordNetAislesModule(aisles));
    expect(WORDNET_INDEX.size).toBe(aisles.size);
  });

  it.each([
    ['seltzer', 'Beverages'],
    ['treacle', 'Pantry'],
    ['chutney', 'Pantry'],
    ['famotidine', 'Personal Care'],
    ['shampoo', 'Household & Cleaning'],
    ['bagel', 'Bakery'],
    ['cookie', 'Pantry'],
    ['clam', 'Meat & Seafood'],
    ['mackerel', 'Meat & Seafood'],
    ['kirsch', 'Beverages'],
    ['diaper', 'Baby'],
  ])('walks every sense of %j up its hypernyms to %s', (word, aisle) => {
    expect(aisles.get(word)).toBe(aisle);
  });

  it('passes over senses no shop sells and gives no aisle when the first product sense has none', () => {
    // "clam" is first an animal and a dollar before it is seafood; "stick" is first an implement.
    expect(aisles.get('clam')).toBe('Meat & Seafood');
    expect(aisles.has('stick')).toBe(false);
    expect(aisles.has('rock')).toBe(false);
    expect(aisles.has('scrub')).toBe(false);
  });
});

describe('WordNet behind the lexicon', () => {
  it('shelves a product named by a noun only WordNet knows, unsure so a model may check it', () => {
    expect(categorizeLocally('Black Treacle 16 oz')).toEqual({ category: 'Pantry', confidence: 0.45 });
    expect(categorizeLocally('Zantac 360 Famotidine 50 ct').category).toBe('Personal Care');
  });

  it('comes after our own vocabulary: the lexicon, not WordNet, says where shampoo goes', () => {
    expect(categorizeLocally('shampoo')).toEqual({ category: 'Personal Care', confidence: 1 });
  });
});
