import { readFileSync } from 'node:fs';
import { CATEGORIES, type Category, FALLBACK_CATEGORY, isCategory } from '../../src/shared/categories';
import { categorizeLocally } from '../../src/shared/categorizer/categorize-locally';
// The server's categorizer reads all six languages.
import '../../src/shared/categorizer/languages/all-languages';
import type { Language } from '../../src/shared/languages';

/** One labelled line of an evaluation set: the text as a shopper has it, and its category. */
export interface EvalLine {
  readonly text: string;
  readonly expected: Category;
}

/**
 * The evaluation sets, kept apart from the lexicon: `typed` is lines as people type a list ("2 lbs chicken
 * thighs"); `retail` is full product names as an online store's order history has them, written from real
 * shelves with brands, flavours, sizes and counts, on purpose harder than the typed set.
 */
export const EVAL_SETS = {
  typed: 'categorizer-eval.tsv',
  retail: 'retail-products-eval.tsv',
  ...languageSets('eval'),
  ...languageSets('dev'),
} as const;

/**
 * Typed lines of the other five languages, in two sets each, written by other hands than the lexicons and never
 * shown to them: `eval-<lang>` is held out (only its score is read), `dev-<lang>` may be read to find what the
 * categorizer's mechanism misses.
 */
function languageSets<K extends 'eval' | 'dev'>(kind: K) {
  return {
    [`${kind}-de`]: `categorizer-${kind}-de.tsv`,
    [`${kind}-fr`]: `categorizer-${kind}-fr.tsv`,
    [`${kind}-es`]: `categorizer-${kind}-es.tsv`,
    [`${kind}-it`]: `categorizer-${kind}-it.tsv`,
    [`${kind}-nl`]: `categorizer-${kind}-nl.tsv`,
  } as Record<`${K}-${Exclude<Language, 'en'>}`, string>;
}

export type EvalSetName = keyof typeof EVAL_SETS;

/** The path of an evaluation set's file. */
export function evalSetPath(name: EvalSetName): URL {
  return new URL(`../fixtures/${EVAL_SETS[name]}`, import.meta.url);
}

/** Reads an evaluation set: `text<TAB>category` per line. */
export function loadEvalSet(name: EvalSetName): EvalLine[] {
  return readFileSync(evalSetPath(name), 'utf8')
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => {
      const [text = '', expected = ''] = line.split('\t');
      if (!isCategory(expected)) {
        throw new Error(`Unknown category in ${name} eval line: ${JSON.stringify(line)}`);
      }
      return { text, expected };
    });
}

/** How the categorizer did on a set: overall, per category, how often it gave up, and a readable report. */
export interface EvalScore {
  readonly overall: number;
  readonly perCategory: ReadonlyMap<Category, number>;
  /** The share of all lines answered Miscellaneous (the fallback). */
  readonly miscellaneousRate: number;
  readonly report: string;
}

/** Scores the built-in categorizer on a set and writes the per-category and confusion report. */
export function scoreEvalSet(lines: readonly EvalLine[], language: Language = 'en'): EvalScore {
  const totals = new Map<Category, { right: number; all: number }>();
  const confusion = new Map<string, string[]>();
  let right = 0;
  let miscellaneous = 0;
  for (const { text, expected } of lines) {
    const total = totals.get(expected) ?? { right: 0, all: 0 };
    const got = categorizeLocally(text, language).category;
    total.all += 1;
    if (got === FALLBACK_CATEGORY) {
      miscellaneous += 1;
    }
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
  const miscellaneousRate = miscellaneous / lines.length;
  const report = [
    `overall ${(overall * 100).toFixed(1)}% of ${lines.length}; answered Miscellaneous ${(miscellaneousRate * 100).toFixed(1)}%`,
    ...CATEGORIES.map(
      (c) => `  ${c}: ${((perCategory.get(c) ?? 0) * 100).toFixed(1)}% of ${totals.get(c)?.all ?? 0}`,
    ),
    'confusion (expected → got):',
    ...[...confusion]
      .sort((a, b) => b[1].length - a[1].length)
      .map(
        ([key, texts]) =>
          `  ${key}: ${texts.length}  e.g. ${texts
            .slice(0, 4)
            .map((t) => JSON.stringify(t))
            .join(', ')}`,
      ),
  ].join('\n');
  return { overall, perCategory, miscellaneousRate, report };
}
