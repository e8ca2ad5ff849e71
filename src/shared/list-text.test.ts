import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits';
import {
  categorySections,
  countItems,
  formatListAsText,
  groupByCategory,
  itemLinesProblem,
  itemTextProblem,
  lineStart,
  parseItemLines,
} from './list-text';
import { MESSAGES } from './messages';

/** An item with no quantity, as the API presents it. */
const item = (name: string, checked: boolean) => ({ name, label: name, quantity: null, checked });

describe('parseItemLines', () => {
  it('splits on any line ending, trims, and drops blank lines', () => {
    expect(parseItemLines('  milk \r\n\r\neggs\rbread\n\t\n')).toEqual(['milk', 'eggs', 'bread']);
  });

  it('reads whitespace-only text as no items', () => {
    expect(parseItemLines(' \n\t \n')).toEqual([]);
  });
});

describe('itemTextProblem', () => {
  const long = `Tillamook Extra Sharp White Cheddar, ${'the two pound block '.repeat(10)}`;

  it('names a line over the limit by its number as typed (blank lines counted) and its first words', () => {
    expect(long.trim().length).toBeGreaterThan(LIMITS.maxItemLength);
    expect(itemTextProblem(`milk\n\n  \n${long}\neggs`)).toBe(
      'Line 4 (“Tillamook Extra Sharp White…”) is longer than 200 characters. Shorten it or split it into two lines.',
    );
    expect(itemLinesProblem(['milk', long])).toBe(
      MESSAGES.itemLineTooLong(2, 'Tillamook Extra Sharp White', 200),
    );
  });

  it('accepts a line of exactly the limit, and says what else is wrong', () => {
    expect(itemTextProblem(`milk\n${'a'.repeat(LIMITS.maxItemLength)}`)).toBeNull();
    expect(itemTextProblem(' \n ')).toBe(MESSAGES.emptySort);
    expect(itemTextProblem('x\n'.repeat(LIMITS.maxItemsPerRequest + 1))).toBe(
      MESSAGES.tooManyItems(LIMITS.maxItemsPerRequest),
    );
  });
});

describe('lineStart', () => {
  it('cuts between words at 30 characters, or inside one word longer than that', () => {
    expect(lineStart('  milk  ')).toBe('milk');
    expect(lineStart('Tillamook Extra Sharp White Cheddar 2 lb')).toBe('Tillamook Extra Sharp White');
    expect(lineStart('a'.repeat(50))).toBe('a'.repeat(30));
  });
});

describe('groupByCategory', () => {
  it('orders categories the store way and keeps typed order inside each', () => {
    const grouped = groupByCategory([
      { category: 'Pets', item: item('kibble', false) },
      { category: 'Produce', item: item('kale', false) },
      { category: 'Produce', item: item('apples', true) },
    ]);
    expect(Object.keys(grouped)).toEqual(['Produce', 'Pets']);
    expect(grouped.Produce?.map((item) => item.name)).toEqual(['kale', 'apples']);
  });
});

describe('formatListAsText', () => {
  it('writes a heading per category and marks checked items', () => {
    const text = formatListAsText({
      'Dairy & Eggs': [item('milk', true)],
      Produce: [item('kale', false)],
    });
    expect(text).toBe('🥦 Produce\n[ ] kale\n\n🧀 Dairy & Eggs\n[x] milk');
  });

  it('prints the quantity after the name', () => {
    const text = formatListAsText({
      'Meat & Seafood': [
        { name: 'chicken thighs (2 lb)', label: 'chicken thighs', quantity: '2 lb', checked: false },
      ],
    });
    expect(text).toBe('🥩 Meat & Seafood\n[ ] chicken thighs (2 lb)');
  });

  it('gives empty text for an empty or missing list', () => {
    expect(formatListAsText(null)).toBe('');
    expect(formatListAsText({ Produce: [] })).toBe('');
  });
});

describe('counting and sections', () => {
  it('counts items across categories and skips empty ones', () => {
    const items = { Produce: [item('kale', false)], Bakery: [] };
    expect(countItems(items)).toBe(1);
    expect(categorySections(items).map(([category]) => category)).toEqual(['Produce']);
  });
});
