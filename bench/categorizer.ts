import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { normalizeItemText } from '@shared/categorizer/normalize-item';
import type { Category } from '../src/shared/categories';
import { categorizeLocally } from '../src/shared/categorizer/categorize-locally';
import '../src/shared/categorizer/languages/all-languages';
import { OTHER_LANGUAGES } from '../src/shared/categorizer/languages/language-registry';
import { LEXICON_SECTIONS } from '../src/shared/categorizer/lexicon/all-sections';
import { buildLexiconIndex, LEXICON_BUILD_MS } from '../src/shared/categorizer/lexicon-index';
import { type EvalSetName, loadEvalSet, scoreEvalSet } from '../tests/support/categorizer-eval';

const ASSETS = join(process.cwd(), 'dist/web/assets');

/** Accuracy per category on an evaluation set, and how often the categorizer fell back to Miscellaneous. */
function accuracyLines(name: EvalSetName, target: string, miscellaneousTarget: string): string[] {
  const score = scoreEvalSet(loadEvalSet(name));
  const perCategory = [...score.perCategory]
    .map(([category, share]) => `${category} ${(share * 100).toFixed(1)}%`)
    .join(', ');
  return [
    `accuracy on the ${name} set: ${(score.overall * 100).toFixed(1)}% overall (${target}); ` +
      `answered Miscellaneous ${(score.miscellaneousRate * 100).toFixed(1)}% (${miscellaneousTarget})`,
    `  per category: ${perCategory}`,
  ];
}

/** The in-browser categorizer chunk of the last build, gzipped (the goal is 60 KiB at most). */
function chunkLine(): string {
  const file = existsSync(ASSETS)
    ? readdirSync(ASSETS).find((name) => name.startsWith('categorize-locally') && name.endsWith('.js'))
    : undefined;
  return file
    ? `in-browser chunk ${file}: ${(gzipSync(readFileSync(join(ASSETS, file)), { level: 9 }).length / 1024).toFixed(1)} KiB gzip (target <= 60 KiB)`
    : 'in-browser chunk: not built (run npm run build first)';
}

/** A realistic 100-line list: mixed case, quantities, brands, notes and about one typo in ten. */
export const LIST: readonly string[] = [
  '2 lbs ground beef',
  'Bananas x6',
  'greek yoghurt',
  'paper towls',
  'Tide pods',
  '1 gal 2% milk',
  'cat litter (unscented)',
  'GF pasta',
  'frozen blueberries',
  'baby wipes',
  'baby spinach',
  'sourdough bread',
  'chicken breast',
  'eggs',
  'butter',
  'shredded cheddar',
  'Honeycrisp apples',
  'brocoli',
  'red onions',
  'garlic',
  'cilantro',
  'limes x4',
  'avocados',
  'cherry tomatoes',
  'romaine hearts',
  'carrots 2lb',
  'sweet potatoes',
  'strawberies',
  'blueberries',
  'hummus',
  'tofu (firm)',
  'bagels',
  'flour tortillas',
  'hamburger buns',
  'croissants',
  'bacon',
  'salmon fillets',
  'shrimp 1 lb',
  'deli turkey',
  'italian sausage',
  'half and half',
  'oat milk',
  'sour cream',
  'cream cheese',
  'string cheese',
  'ground coffee',
  'tea bags',
  'Cheerios',
  'peanut butter',
  'strawberry jam',
  'spaghetti',
  'marinara sauce',
  'jasmine rice',
  'olive oil',
  'chicken broth',
  '2 cans black beans',
  'diced tomatoes',
  'taco seasoning',
  'tortilla chips',
  'salsa',
  'Goldfish crackers',
  'granola bars',
  'chocolate chips',
  'brown sugar',
  'frozen peas',
  'ice cream',
  "Ben & Jerry's",
  'frozen pizza',
  'tater tots',
  'bag of ice',
  'sparkling water',
  'orange juice',
  'Diet Coke 12 pk',
  'coffee creamer',
  'red wine',
  'IPA 6 pack',
  'dish soap',
  'dishwasher pods',
  'trash bags',
  'toilet paper',
  'aluminum foil',
  'sponges',
  'AA batteries',
  'shampoo',
  'toothpaste',
  'deodorant',
  'ibuprofen',
  'band-aids',
  'sunscreen',
  'dog food',
  'cat treats',
  'poop bags',
  'diapers size 4',
  'formula',
  'baby food pouches',
  'birthday card',
  'gift wrap',
  'flowers',
  'zorblax',
  'spinnach',
];

const WARM_UP_ROUNDS = 300;
const MEASURED_ROUNDS = 3000;
// One Map lookup takes nanoseconds, below the timer's resolution, so the baseline is timed in batches.
const BASELINE_BATCH = 200;

function percentile(sortedMs: readonly number[], fraction: number): number {
  return sortedMs[Math.min(sortedMs.length - 1, Math.floor(sortedMs.length * fraction))] ?? 0;
}

/** Times `run` (one pass over the list, repeated `batch` times per sample) and returns per-list samples in ms. */
function sampleListTimes(run: () => number, batch: number): { samples: number[]; checksum: number } {
  let checksum = 0;
  for (let i = 0; i < WARM_UP_ROUNDS; i += 1) {
    checksum += run();
  }
  const samples: number[] = [];
  for (let i = 0; i < MEASURED_ROUNDS; i += 1) {
    const start = performance.now();
    for (let b = 0; b < batch; b += 1) {
      checksum += run();
    }
    samples.push((performance.now() - start) / batch);
  }
  return { samples: samples.sort((a, b) => a - b), checksum };
}

function describeTimes(label: string, sortedMs: readonly number[]): { line: string; medianMs: number } {
  const medianMs = percentile(sortedMs, 0.5);
  const itemsPerSecond = Math.round(LIST.length / (medianMs / 1000));
  const line =
    `${label}: median ${medianMs.toFixed(4)} ms, p95 ${percentile(sortedMs, 0.95).toFixed(4)} ms ` +
    `per ${LIST.length}-item list (${itemsPerSecond.toLocaleString('en-US')} items/s)`;
  return { line, medianMs };
}

/** Benchmarks the local categorizer against a plain Map lookup and reports the index build time. */
export async function benchCategorizer(): Promise<string[]> {
  const keys = LIST.map((text) => normalizeItemText(text));
  const baselineMap = new Map<string, Category>(
    LIST.map((text, i) => [keys[i] ?? '', categorizeLocally(text).category]),
  );

  const categorizer = sampleListTimes(() => {
    let confidenceSum = 0;
    for (const text of LIST) {
      confidenceSum += categorizeLocally(text).confidence;
    }
    return confidenceSum;
  }, 1);
  const baseline = sampleListTimes(() => {
    let found = 0;
    for (const key of keys) {
      found += baselineMap.get(key) === undefined ? 0 : 1;
    }
    return found;
  }, BASELINE_BATCH);

  const rebuilds: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const start = performance.now();
    buildLexiconIndex(LEXICON_SECTIONS);
    rebuilds.push(performance.now() - start);
  }
  // Full catalogue names are longer and reach the product-part and brand rules, so they are timed too.
  const retailNames = loadEvalSet('retail')
    .slice(0, LIST.length)
    .map((line) => line.text);
  const retail = sampleListTimes(() => {
    let confidenceSum = 0;
    for (const text of retailNames) {
      confidenceSum += categorizeLocally(text).confidence;
    }
    return confidenceSum;
  }, 1);
  const ours = describeTimes('categorizeLocally', categorizer.samples);
  const ourRetail = describeTimes(
    'categorizeLocally on retail product names (target < 5 ms)',
    retail.samples,
  );
  const plain = describeTimes('baseline Map.get (pre-normalized keys)', baseline.samples);
  const termCount = buildLexiconIndex(LEXICON_SECTIONS).termCount;
  return [
    ours.line,
    ourRetail.line,
    plain.line,
    `ratio categorizer / Map baseline: ${(ours.medianMs / plain.medianMs).toFixed(0)}x (medians)`,
    `index build at module load: ${LEXICON_BUILD_MS.toFixed(1)} ms for ${termCount} terms ` +
      `(warm rebuilds: median ${percentile(
        rebuilds.sort((a, b) => a - b),
        0.5,
      ).toFixed(1)} ms)`,
    `(checksums ${categorizer.checksum.toFixed(0)} / ${baseline.checksum})`,
    ...accuracyLines('typed', 'target >= 95%', 'the set labels 5.5% Miscellaneous itself'),
    ...accuracyLines('retail', 'target >= 92%, no category below 85%', 'target < 3%'),
    ...OTHER_LANGUAGES.map((language) => {
      const score = scoreEvalSet(loadEvalSet(`eval-${language}`), language);
      return `accuracy on the held-out ${language} typed set: ${(score.overall * 100).toFixed(1)}% of ${loadEvalSet(`eval-${language}`).length} (target >= 90%)`;
    }),
    chunkLine(),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const l of await benchCategorizer()) {
    console.log(l);
  }
}
