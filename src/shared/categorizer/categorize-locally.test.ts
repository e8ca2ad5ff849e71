import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizeItemKey } from '../../server/items/item-keys';
import { CATEGORIES, type Category, isCategory } from '../categories';
import { categorizeLocally } from './categorize-locally';
import { LEXICON_SECTIONS } from './lexicon/all-sections';
import { parseTermList } from './lexicon/lexicon-section';
import { LEXICON_BUILD_MS, LEXICON_INDEX } from './lexicon-index';

interface EvalLine {
  readonly text: string;
  readonly expected: Category;
}

function loadEvalSet(): EvalLine[] {
  const raw = readFileSync(new URL('../../../tests/fixtures/categorizer-eval.tsv', import.meta.url), 'utf8');
  return raw
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => {
      const [text = '', expected = ''] = line.split('\t');
      if (!isCategory(expected)) {
        throw new Error(`Unknown category in eval line: ${JSON.stringify(line)}`);
      }
      return { text, expected };
    });
}

interface EvalScore {
  readonly overall: number;
  readonly perCategory: ReadonlyMap<Category, number>;
  readonly report: string;
}

/** Scores the categorizer on the eval set and writes the per-category and confusion report. */
function scoreEvalSet(lines: readonly EvalLine[]): EvalScore {
  const totals = new Map<Category, { right: number; all: number }>();
  const confusion = new Map<string, string[]>();
  let right = 0;
  for (const { text, expected } of lines) {
    const total = totals.get(expected) ?? { right: 0, all: 0 };
    const got = categorizeLocally(text).category;
    total.all += 1;
    if (got === expected) {
      total.right += 1;
      right += 1;
    } else {
      const key = `${expected} → ${got}`;
      confusion.set(key, [...(confusion.get(key) ?? []), text]);
    }
    totals.set(expected, total);
  }
  const perCategory = new Map(
    CATEGORIES.map((c) => [c, (totals.get(c)?.right ?? 0) / (totals.get(c)?.all ?? 1)]),
  );
  const overall = right / lines.length;
  const report = [
    `overall ${(overall * 100).toFixed(1)}% of ${lines.length}`,
    ...CATEGORIES.map(
      (c) => `  ${c}: ${((perCategory.get(c) ?? 0) * 100).toFixed(1)}% of ${totals.get(c)?.all}`,
    ),
    'confusion (expected → got):',
    ...[...confusion]
      .sort((a, b) => b[1].length - a[1].length)
      .map(
        ([key, texts]) =>
          `  ${key}: ${texts.length}  e.g. ${texts.slice(0, 4).map((t) => JSON.stringify(t))}`,
      ),
  ].join('\n');
  return { overall, perCategory, report };
}

describe('categorizeLocally on the labelled eval set', () => {
  const lines = loadEvalSet();
  const score = scoreEvalSet(lines);

  it('has at least 800 lines and 40 per category', () => {
    expect(lines.length).toBeGreaterThanOrEqual(800);
    for (const category of CATEGORIES) {
      expect(lines.filter((line) => line.expected === category).length, category).toBeGreaterThanOrEqual(40);
    }
  });

  it('is at least 93% accurate overall', () => {
    expect(score.overall, score.report).toBeGreaterThanOrEqual(0.93);
  });

  it('is at least 85% accurate in every category', () => {
    const weakest = Math.min(...score.perCategory.values());
    expect(weakest, score.report).toBeGreaterThanOrEqual(0.85);
  });
});

describe('acceptance examples', () => {
  const examples: [string, Category][] = [
    ['milk', 'Dairy & Eggs'],
    ['Apples', 'Produce'],
    ['chicken breast', 'Meat & Seafood'],
    ['sourdough bread', 'Bakery'],
    ['frozen peas', 'Frozen Foods'],
    ['dish soap', 'Household & Cleaning'],
    ['shampoo', 'Personal Care'],
    ['dog food', 'Pets'],
    ['diapers', 'Baby'],
    ['ground coffee', 'Beverages'],
    ['  eggs  ', 'Dairy & Eggs'],
  ];
  it.each(examples)('%j → %s', (text, category) => {
    expect(categorizeLocally(text).category).toBe(category);
  });
});

describe('normalizeItemKey', () => {
  it.each([
    ['Tomatoes', 'tomato'],
    ['berries', 'berry'],
    ['bay leaves', 'bay leaf'],
    ['knives', 'knife'],
    ['geese', 'goose'],
    ['mice', 'mouse'],
    ['potatoes', 'potato'],
    ['loaves', 'loaf'],
    ['cookies', 'cookie'],
    ['hummus', 'hummus'],
    ['asparagus', 'asparagus'],
  ])('singularizes %j to %j', (text, key) => {
    expect(normalizeItemKey(text)).toBe(key);
  });

  it.each([
    ['2 lbs ground beef', 'ground beef'],
    ['Bananas x6', 'banana'],
    ['3x lemons', 'lemon'],
    ['1 dozen eggs', 'egg'],
    ['500g pasta', 'pasta'],
    ['1/2 cup sugar', 'sugar'],
    ['2 cans of black beans', 'black bean'],
    ['a bag of rice', 'rice'],
    ['1.5 kg flour', 'flour'],
    ['1 gal 2% milk', 'milk'],
    ['12-pack Coke', 'coke'],
  ])('drops quantities and units from %j', (text, key) => {
    expect(normalizeItemKey(text)).toBe(key);
  });

  it.each([
    ['bag of chips', 'chip'],
    ['box of cereal', 'cereal'],
    ['jar of salsa', 'salsa'],
    ['bottle of wine', 'wine'],
    ['carton of eggs', 'egg'],
    ['trash bags', 'trash bag'],
    ['pound cake', 'pound cake'],
  ])('drops packaging only where it is packaging: %j', (text, key) => {
    expect(normalizeItemKey(text)).toBe(key);
  });

  it.each([
    ['Organic Fresh Large Ripe Avocados', 'avocado'],
    ['boneless skinless chicken thighs', 'chicken thigh'],
    ['low-fat unsalted butter', 'butter'],
    ['cat litter (unscented)', 'cat litter'],
    ['egg rolls (frozen)', 'frozen egg roll'],
    ['fresh salsa', 'fresh salsa'],
  ])('drops aisle-neutral adjectives and notes from %j', (text, key) => {
    expect(normalizeItemKey(text)).toBe(key);
  });
});

describe('head nouns, modifiers and misspellings', () => {
  it.each([
    ['chocolate milk', 'Dairy & Eggs'],
    ['milk chocolate', 'Pantry'],
    ['chicken broth', 'Pantry'],
    ['peanut butter', 'Pantry'],
    ['butter', 'Dairy & Eggs'],
    ['frozen chicken breasts', 'Frozen Foods'],
    ['frozen mango chunks', 'Frozen Foods'],
    ['dog shampoo', 'Pets'],
    ['cat treats', 'Pets'],
    ['puppy pads', 'Pets'],
    ['kitten food', 'Pets'],
    ['hot dog buns', 'Bakery'],
    ['baby shampoo', 'Baby'],
    ['baby spinach', 'Produce'],
    ['baby carrots', 'Produce'],
    ['baby potatoes', 'Produce'],
    ['baby bok choy', 'Produce'],
    ['canned peaches', 'Pantry'],
    ['tinned tomatoes', 'Pantry'],
    ['dried mango', 'Pantry'],
    ['bananna', 'Produce'],
    ['brocoli', 'Produce'],
    ['greek yoghurt', 'Dairy & Eggs'],
    ['tomatoe', 'Produce'],
    ['spinnach', 'Produce'],
    ['Cheerios', 'Pantry'],
    ['Tide', 'Household & Cleaning'],
    ['Pampers', 'Baby'],
    ['Coke', 'Beverages'],
    ['Doritos', 'Pantry'],
    ["Ben & Jerry's", 'Frozen Foods'],
    ['Colgate', 'Personal Care'],
    ['Purina', 'Pets'],
    ['birthday card', 'Miscellaneous'],
  ])('%j → %s', (text, category) => {
    expect(categorizeLocally(text).category).toBe(category);
  });
});

describe('confidence', () => {
  it('is 1 for an exact hit of the whole normalized phrase', () => {
    expect(categorizeLocally('2 lbs Bananas')).toEqual({ category: 'Produce', confidence: 1 });
  });

  it('is 0 with Miscellaneous for unknown text', () => {
    expect(categorizeLocally('zorblax')).toEqual({ category: 'Miscellaneous', confidence: 0 });
    expect(categorizeLocally('???')).toEqual({ category: 'Miscellaneous', confidence: 0 });
  });

  it('is between 0.6 and 0.8 for a typo-corrected match', () => {
    const { confidence } = categorizeLocally('bananna');
    expect(confidence).toBeGreaterThanOrEqual(0.6);
    expect(confidence).toBeLessThanOrEqual(0.8);
  });

  it('is below 1 for a head-noun match and below 0.6 for a word found elsewhere in the line', () => {
    expect(categorizeLocally('kirkland organic milk').confidence).toBeLessThan(1);
    expect(categorizeLocally('milk zorblax quux').confidence).toBeLessThan(0.6);
  });
});

describe('lexicon data', () => {
  it('holds at least 3,000 terms and builds in under 300 ms', () => {
    expect(LEXICON_INDEX.termCount).toBeGreaterThanOrEqual(3000);
    expect(LEXICON_BUILD_MS).toBeLessThan(300);
  });

  it('never gives one term (after normalization) to two categories', () => {
    const described = LEXICON_INDEX.conflicts.map((c) => `${c.key}: ${c.categories.join(' vs ')}`);
    expect(described).toEqual([]);
  });

  it('lists no term twice and none that normalizes to nothing', () => {
    for (const section of LEXICON_SECTIONS) {
      const terms = [...parseTermList(section.terms), ...parseTermList(section.brands)];
      const repeated = terms.filter((term, i) => terms.indexOf(term) !== i);
      expect(repeated, section.category).toEqual([]);
      expect(
        terms.filter((term) => normalizeItemKey(term) === ''),
        section.category,
      ).toEqual([]);
    }
  });
});
