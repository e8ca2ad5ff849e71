// bench/completion: how long the add box's completion (src/web/features/lists/add-items/complete-item.ts) takes
// to answer a keystroke for a household that bought 2,000 distinct items, with the built-in vocabulary behind
// them, beside the time to render one list row (the real ItemRow, to a string) in the same run. A frame is 16 ms.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { LEXICON_SECTIONS } from '../src/shared/categorizer/lexicon/all-sections';
import { parseTermList } from '../src/shared/categorizer/lexicon/lexicon-section';
import {
  completeItem,
  type KnownItem,
  prepareCompletion,
} from '../src/web/features/lists/add-items/complete-item';
import { listedItems } from '../src/web/features/lists/add-items/listed-items';
import { ItemRow } from '../src/web/features/lists/items/item-row';

const HOUSEHOLD_ITEMS = 2000;
const ROUNDS = 200;
/** What a shopper types before picking: the first one to four letters of common items. */
const PREFIXES = [
  'm',
  'mi',
  'mil',
  'milk',
  'b',
  'ba',
  'ban',
  'ch',
  'chi',
  'chic',
  'to',
  'tom',
  'gr',
  'gro',
  'e',
  'eg',
];

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

function timed(run: () => void, rounds: number): { median: number; p95: number } {
  // Warmed up first, so the figures are the code's and not the JIT's first compile.
  for (let round = 0; round < rounds / 4; round += 1) {
    run();
  }
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/** The vocabulary as the device loads it (load-vocabulary.ts), and 2,000 of its words as the household's own. */
function household() {
  const vocabulary = LEXICON_SECTIONS.flatMap((section) =>
    parseTermList(section.terms).map((name) => ({ name, category: section.category })),
  );
  const history: KnownItem[] = [];
  for (let index = 0; history.length < HOUSEHOLD_ITEMS; index += 1) {
    const term = vocabulary[(index * 7) % vocabulary.length];
    if (!term) {
      break;
    }
    // Past the vocabulary's size, a brand in front makes another distinct item.
    const name = index < vocabulary.length ? term.name : `store brand ${term.name} ${index}`;
    history.push({
      ...term,
      name,
      quantity: index % 3 === 0 ? '2 lb' : null,
      timesBought: (index * 13) % 17,
      favourite: index % 97 === 0,
    });
  }
  return { history, vocabulary };
}

export async function benchCompletion(): Promise<string[]> {
  const { history, vocabulary } = household();
  const prepare = timed(() => prepareCompletion(history, vocabulary), 20);
  const index = prepareCompletion(history, vocabulary);
  const listed = listedItems({
    'Dairy & Eggs': [{ name: '2 lb milk', label: 'milk', quantity: '2 lb', checked: false }],
  });
  let prefix = 0;
  const answer = timed(() => {
    completeItem(index, PREFIXES[prefix % PREFIXES.length] ?? 'm', listed);
    prefix += 1;
  }, ROUNDS * PREFIXES.length);
  const item = {
    id: 'row-1',
    name: '2 lb Tillamook Extra Sharp White Cheddar',
    label: 'Tillamook Extra Sharp White Cheddar',
    quantity: '2 lb',
    checked: false,
    checkedAt: null,
  };
  const noop = () => undefined;
  const row = timed(
    () =>
      renderToString(
        createElement(
          'ul',
          null,
          createElement(ItemRow, {
            item,
            category: 'Dairy & Eggs',
            onToggle: noop,
            onEdit: noop,
            onDelete: noop,
          }),
        ),
      ),
    ROUNDS,
  );
  const ms = (value: number) => `${value.toFixed(3)} ms`;
  return [
    `completion: ${history.length} household items + ${index.vocabulary.length} vocabulary words; one keystroke's answer (${PREFIXES.length} prefixes): median ${ms(answer.median)}, p95 ${ms(answer.p95)} (goal < 16 ms); ` +
      `rendering one list row (ItemRow to a string): median ${ms(row.median)}, p95 ${ms(row.p95)}; ` +
      `completion = ${(answer.median / row.median).toFixed(2)}x a row's render (median), ${(answer.p95 / row.p95).toFixed(2)}x (p95)`,
    `completion: building the index when the history changes: median ${ms(prepare.median)}, p95 ${ms(prepare.p95)}`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchCompletion()) {
    console.log(line);
  }
  process.exit(0);
}
