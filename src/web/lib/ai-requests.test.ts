import { LIMITS } from '@shared/limits';
import { describe, expect, it } from 'vitest';
import { namesForAi } from './ai-requests';

describe('namesForAi', () => {
  it('sends each name once, trimmed, without blanks, ignoring case', () => {
    expect(namesForAi([' milk ', 'Milk', '', 'eggs', '  ', 'milk'])).toEqual(['milk', 'eggs']);
  });

  it('sends no more names than one request may hold', () => {
    const names = Array.from({ length: LIMITS.maxItemsPerRequest + 10 }, (_, index) => `item ${index}`);
    expect(namesForAi(names)).toEqual(names.slice(0, LIMITS.maxItemsPerRequest));
  });
});
