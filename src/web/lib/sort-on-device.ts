import type { OutputOf } from '@shared/api';
import { type Category, FALLBACK_CATEGORY } from '@shared/categories';
import { itemLine } from '@shared/item-line';
import type { ItemLine, ItemWithQuantity } from '@shared/items/item-quantity';
import type { ListAddPlan, ListedRow } from '@shared/items/merge-into-list';
import { pickLanguage } from '@shared/languages';
import { groupByCategory, itemTextProblem, parseItemLines } from '@shared/list-text';
import { pageLanguage } from './page-language';
import { RpcError } from './rpc-client';

/**
 * Sorts typed text with the built-in categorizer, in the browser, as the server answers a guest without a
 * model: quantities taken off the names, the same item twice one row, each filed by its name. For when the
 * server cannot be reached. The categorizer (its lexicon is most of its size) loads on first use only.
 */
export async function sortOnDevice(text: string): Promise<OutputOf<'sortItems'>> {
  const names = parseItemLines(text);
  const problem = itemTextProblem(text);
  if (problem) {
    throw new RpcError('INVALID_ARGUMENT', problem);
  }
  const tools = await loadItemTools();
  const typed = tools.planListAdd([], names.map(tools.splitQuantity)).added;
  const categories = await categorizeOnDevice(typed.map((item) => item.name));
  return {
    items: groupByCategory(
      typed.map((item, index) => ({
        category: categories[index] ?? FALLBACK_CATEGORY,
        item: {
          name: tools.itemLine(item),
          label: item.name,
          quantity: item.quantity,
          note: item.note,
          checked: false,
        },
      })),
    ),
  };
}

/**
 * The aisle of each name by the built-in categorizer, in the browser. The chunk is precached by the service
 * worker; should it still fail to load, every name goes to the fallback aisle rather than the add failing.
 */
export async function categorizeOnDevice(names: readonly string[]): Promise<Category[]> {
  try {
    const language = pickLanguage([pageLanguage()]);
    const [{ categorizeLocally }, { loadLexicon }] = await Promise.all([
      import('@shared/categorizer/categorize-locally'),
      import('@shared/categorizer/languages/load-lexicon'),
    ]);
    // The user's language as well as English; a lexicon that fails to load leaves English to read the line.
    await loadLexicon(language).catch(() => undefined);
    return names.map((name) => categorizeLocally(name, language).category);
  } catch {
    return names.map(() => FALLBACK_CATEGORY);
  }
}

/**
 * What the device needs to take quantities apart and merge items as the server does (in the same units), loaded on
 * first use: the
 * quantity parser is too large for the guest page's first load. The chunks are precached by the service worker;
 * should they still fail to load (offline before the worker was installed), lines are kept whole and nothing is
 * merged on the device, and the server takes them apart when it has them, rather than the add failing.
 */
export async function loadItemTools(): Promise<ItemTools> {
  try {
    const [quantities, merging, { unitsNow }] = await Promise.all([
      import('@shared/items/item-quantity'),
      import('@shared/items/merge-into-list'),
      import('./units-now'),
    ]);
    // Sums in the units the server will write them in, read when the sum is made (a household may change them).
    return {
      splitQuantity: quantities.splitQuantity,
      addQuantities: (first, second) => quantities.addQuantities(first, second, unitsNow()),
      itemLine: quantities.itemLine,
      planListAdd: (existing, incoming) => merging.planListAdd(existing, incoming, unitsNow()),
    };
  } catch {
    return WHOLE_LINES;
  }
}

/** The stand-in tools (see loadItemTools): every line a row of its own, as typed. */
const WHOLE_LINES: ItemTools = {
  splitQuantity: (line) => ({ name: line.trim(), quantity: null, note: null }),
  addQuantities: (first, second) =>
    [first, second].filter((quantity) => quantity !== null && quantity !== '').join(' + ') || null,
  itemLine,
  planListAdd: (_existing, incoming) => ({ added: [...incoming], merged: [] }),
};

/** The device's tools for quantities and merging (see loadItemTools): src/shared/meals's, or stand-ins. */
export interface ItemTools {
  splitQuantity: (line: string) => ItemLine;
  addQuantities: (first: string | null, second: string | null) => string | null;
  itemLine: (item: ItemWithQuantity) => string;
  planListAdd: <T extends ItemWithQuantity>(
    existing: readonly ListedRow[],
    incoming: readonly T[],
  ) => ListAddPlan<T>;
}

/** Whether a call failed for want of a server (no network, no answer in time, the server down). */
export function isUnreachable(error: unknown): boolean {
  return (
    error instanceof RpcError && (error.status === 'UNAVAILABLE' || error.status === 'DEADLINE_EXCEEDED')
  );
}
