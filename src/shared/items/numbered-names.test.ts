import { LEXICON_SECTIONS } from '@shared/categorizer/lexicon/all-sections';
import { describe, expect, it } from 'vitest';
import { splitQuantity } from './item-quantity';
import { NUMBERED_NAMES, startsWithNumberedName } from './numbered-names';

describe('products named with a number', () => {
  it('covers every term of the lexicon that starts with a number', () => {
    const numbered = LEXICON_SECTIONS.flatMap((section) =>
      section.terms
        .split(/[,\n]/)
        .map((term) => term.trim())
        // '2% milk' and '7up' keep their number by another rule (a sign or letters glued to it).
        .filter((term) => /^\d+\s+\p{L}/u.test(term)),
    );
    expect(numbered.length).toBeGreaterThan(0);
    for (const term of numbered) {
      expect(startsWithNumberedName(term), term).toBe(true);
    }
    expect(NUMBERED_NAMES.every((name) => name === name.toLowerCase())).toBe(true);
  });

  it.each([
    ['3 Musketeers bars', '3 Musketeers bars', null],
    ['2 3 Musketeers bars', '3 Musketeers bars', '2'],
    ['5-hour energy shots x6', '5-hour energy shots', '6'],
    ['3 musketeer hats', 'musketeer hats', '3'],
  ])('reads %j as %j with %j', (line, name, quantity) => {
    expect(splitQuantity(line)).toMatchObject({ name, quantity });
  });
});
