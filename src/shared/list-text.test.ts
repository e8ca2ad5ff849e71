import { describe, expect, it } from 'vitest';
import { categorySections, countItems, formatListAsText, groupByCategory, parseItemLines } from './list-text';

describe('parseItemLines', () => {
  it('splits on any line ending, trims, and drops blank lines', () => {
    expect(parseItemLines('  milk \r\n\r\neggs\rbread\n\t\n')).toEqual(['milk', 'eggs', 'bread']);
  });

  it('reads whitespace-only text as no items', () => {
    expect(parseItemLines(' \n\t \n')).toEqual([]);
  });
});

describe('groupByCategory', () => {
  it('orders categories the store way and keeps typed order inside each', () => {
    const grouped = groupByCategory([
      { category: 'Pets', item: { name: 'kibble', checked: false } },
      { category: 'Produce', item: { name: 'kale', checked: false } },
      { category: 'Produce', item: { name: 'apples', checked: true } },
    ]);
    expect(Object.keys(grouped)).toEqual(['Produce', 'Pets']);
    expect(grouped.Produce?.map((item) => item.name)).toEqual(['kale', 'apples']);
  });
});

describe('formatListAsText', () => {
  it('writes a heading per category and marks checked items', () => {
    const text = formatListAsText({
      'Dairy & Eggs': [{ name: 'milk', checked: true }],
      Produce: [{ name: 'kale', checked: false }],
    });
    expect(text).toBe('🥦 Produce\n[ ] kale\n\n🧀 Dairy & Eggs\n[x] milk');
  });

  it('gives empty text for an empty or missing list', () => {
    expect(formatListAsText(null)).toBe('');
    expect(formatListAsText({ Produce: [] })).toBe('');
  });
});

describe('counting and sections', () => {
  it('counts items across categories and skips empty ones', () => {
    const items = { Produce: [{ name: 'kale', checked: false }], Bakery: [] };
    expect(countItems(items)).toBe(1);
    expect(categorySections(items).map(([category]) => category)).toEqual(['Produce']);
  });
});
