import { describe, expect, it } from 'vitest';
import { addQuantities } from './item-quantity';
import { showQuantity as inGerman } from './quantity-words/de';
import { showQuantity as inSpanish } from './quantity-words/es';
import { showQuantity as inFrench } from './quantity-words/fr';
import { showQuantity as inItalian } from './quantity-words/it';
import { showQuantity as inDutch } from './quantity-words/nl';

describe('quantityInLanguage: a stored quantity as the shopper’s language writes it', () => {
  it.each([
    ['1.5 kg', '1,5 kg', '1,5 kg'],
    ['2 tbsp', '2 EL', '2 c. à s.'],
    ['1 cup + some', '1 Tasse + etwas', '1 tasse + un peu'],
    ['0.5 cup', '0,5 Tasse', '0,5 tasse'],
    ['2-3 cloves', '2-3 Zehen', '2-3 gousses'],
    ['2 × 15 oz cans', '2 × 15 oz Dosen', '2 × 15 oz boîtes'],
    ['1 × 400 g can', '1 × 400 g Dose', '1 × 400 g boîte'],
    ['2.25 lb', '2,25 lb', '2,25 lb'],
    ['3', '3', '3'],
    // What the reader did not write is the shopper's own text: shown as typed.
    ['enough for 4 + 2', 'enough for 4 + 2', 'enough for 4 + 2'],
  ])('%j → %j in German, %j in French', (stored, german, french) => {
    expect(inGerman(stored)).toBe(german);
    expect(inFrench(stored)).toBe(french);
  });

  it('writes Spanish, Italian and Dutch numbers and units alike', () => {
    expect(['1.5 L', '2 tbsp', '1 tsp', '3 slices'].map(inSpanish)).toEqual([
      '1,5 L',
      '2 cdas.',
      '1 cdta.',
      '3 rebanadas',
    ]);
    expect(['1.5 L', '2 tbsp', '1 bunch'].map(inItalian)).toEqual(['1,5 L', '2 cucchiai', '1 mazzo']);
    expect(['1.5 L', '2 tbsp', '2 cans'].map(inDutch)).toEqual(['1,5 L', '2 el', '2 blikken']);
  });

  it('shows what the line reader reads back as the same quantity, so an edit of it keeps the amount', () => {
    for (const stored of ['1.5 kg', '2 tbsp', '1 tsp', '2 cans', '0.5 cup', '3 cloves', '2 bottles']) {
      expect([stored, addQuantities(inGerman(stored), null)]).toEqual([stored, stored]);
    }
  });
});
