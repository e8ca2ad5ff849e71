import { describe, expect, it } from 'vitest';
import { dataFileName } from './data-file';

describe('dataFileName', () => {
  it('names the file after the day on the shopper’s clock, zero-padded', () => {
    expect(dataFileName(new Date(2025, 0, 5, 23, 59))).toBe('aislewise-data-2025-01-05.json');
    expect(dataFileName(new Date(2026, 11, 31, 0, 1))).toBe('aislewise-data-2026-12-31.json');
  });
});
