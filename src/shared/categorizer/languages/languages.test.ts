import { type EvalSetName, loadEvalSet, scoreEvalSet } from '@tests/support/categorizer-eval';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../categories';
import { categorizeLocally } from '../categorize-locally';
import './all-languages';
import { languageIndex, OTHER_LANGUAGES } from './language-registry';
import { stemWord } from './stem-word';

/** The bar: at least 90% of a language's held-out typed lines in the right aisle. */
const LANGUAGE_FLOOR = 0.9;

describe.each(OTHER_LANGUAGES)('the %s lexicon', (language) => {
  const index = languageIndex(language);
  if (index === undefined) {
    throw new Error(`the ${language} lexicon is not registered`);
  }

  it('gives no phrase two aisles, and names products for every aisle but the fallback', () => {
    expect(index.conflicts).toEqual([]);
    const aisles = new Set(index.phrases.values());
    expect([...aisles].sort()).toEqual(CATEGORIES.filter((category) => category !== 'Miscellaneous').sort());
    expect(index.termCount).toBeGreaterThanOrEqual(1200);
  });

  it(`puts at least ${LANGUAGE_FLOOR * 100}% of the held-out typed lines in the right aisle`, () => {
    const lines = loadEvalSet(`eval-${language}` as EvalSetName);
    expect(lines.length).toBeGreaterThanOrEqual(300);
    const score = scoreEvalSet(lines, language);
    expect(score.overall, score.report).toBeGreaterThanOrEqual(LANGUAGE_FLOOR);
  });
});

describe('reading other languages', () => {
  it('meets singular and plural on one stem', () => {
    expect(stemWord('tomaten', 'de')).toBe(stemWord('tomate', 'de'));
    expect(stemWord('zwiebeln', 'de')).toBe(stemWord('zwiebel', 'de'));
    expect(stemWord('tomaten', 'nl')).toBe(stemWord('tomaat', 'nl'));
    expect(stemWord('flessen', 'nl')).toBe(stemWord('fles', 'nl'));
    expect(stemWord('poireaux', 'fr')).toBe(stemWord('poireau', 'fr'));
    expect(stemWord('limones', 'es')).toBe(stemWord('limon', 'es'));
    expect(stemWord('tomates', 'es')).toBe(stemWord('tomate', 'es'));
    expect(stemWord('pomodori', 'it')).toBe(stemWord('pomodoro', 'it'));
    expect(stemWord('funghi', 'it')).toBe(stemWord('fungo', 'it'));
  });

  it('reads the issue’s own examples in the user’s language', () => {
    expect(categorizeLocally('Milch', 'de').category).toBe('Dairy & Eggs');
    expect(categorizeLocally('Äpfel', 'de').category).toBe('Produce');
    expect(categorizeLocally('Vollmilch', 'de').category).toBe('Dairy & Eggs');
    expect(categorizeLocally('Tiefkühlerbsen', 'de').category).toBe('Frozen Foods');
    expect(categorizeLocally('lait demi-écrémé', 'fr').category).toBe('Dairy & Eggs');
  });

  it('drops amounts and units written the language’s way', () => {
    expect(categorizeLocally('1,5 kg Kartoffeln', 'de').category).toBe('Produce');
    expect(categorizeLocally('500g Rinderhack', 'de').category).toBe('Meat & Seafood');
    expect(categorizeLocally('2 paquets de riz', 'fr').category).toBe('Pantry');
    expect(categorizeLocally('1 litro de leche', 'es').category).toBe('Dairy & Eggs');
  });

  it('reads a product by its head: the last part of a compound, the first product word of a phrase', () => {
    expect(categorizeLocally('Erdbeermarmelade', 'de').category).toBe('Pantry');
    expect(categorizeLocally('Apfelsaft', 'de').category).toBe('Beverages');
    expect(categorizeLocally("jus d'orange", 'fr').category).toBe('Beverages');
    expect(categorizeLocally('confiture de fraises', 'fr').category).toBe('Pantry');
    expect(categorizeLocally('succo di mela', 'it').category).toBe('Beverages');
    expect(categorizeLocally('appelsap', 'nl').category).toBe('Beverages');
  });

  it('lets frozen, canned and pet words move the product, and baby not move produce', () => {
    expect(categorizeLocally('TK Spinat', 'de').category).toBe('Frozen Foods');
    expect(categorizeLocally('épinards surgelés', 'fr').category).toBe('Frozen Foods');
    expect(categorizeLocally('Katzenfutter', 'de').category).toBe('Pets');
    expect(categorizeLocally('Babyspinat', 'de').category).toBe('Produce');
  });

  it('understands a line in another supported language than the user’s, and keeps English first for English users', () => {
    expect(categorizeLocally('Milch').category).toBe('Dairy & Eggs');
    expect(categorizeLocally('fromage râpé').category).toBe('Dairy & Eggs');
    expect(categorizeLocally('paper towels', 'de').category).toBe('Household & Cleaning');
    expect(categorizeLocally('paper towels').category).toBe('Household & Cleaning');
  });
});
