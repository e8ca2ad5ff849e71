import { describe, expect, it } from 'vitest';
import { lineAt, withoutLine } from './typed-line';

describe('the line being typed', () => {
  it('is the line the caret is on', () => {
    expect(lineAt('milk', 4)).toEqual({ text: 'milk', start: 0, end: 4 });
    expect(lineAt('milk\nbre\neggs', 8).text).toBe('bre');
    expect(lineAt('milk\n', 5).text).toBe('');
  });

  it('goes from the text, with its line break, when an option is picked', () => {
    const text = 'milk\nbre\neggs';
    expect(withoutLine(text, lineAt(text, 8))).toBe('milk\neggs');
    expect(withoutLine('milk\nbre', lineAt('milk\nbre', 8))).toBe('milk');
    expect(withoutLine('bre', lineAt('bre', 3))).toBe('');
  });
});
