import type { OutputOf } from '../../shared/api';
import { type Category, FALLBACK_CATEGORY } from '../../shared/categories';
import { groupByCategory, itemLinesProblem, parseItemLines } from '../../shared/list-text';
import { RpcError } from './rpc-client';

/**
 * Sorts typed text with the built-in categorizer, in the browser, as the server does without a model: for when
 * the server cannot be reached. The categorizer (its lexicon is most of its size) loads on first use only.
 */
export async function sortOnDevice(text: string): Promise<OutputOf<'sortItems'>> {
  const names = parseItemLines(text);
  const problem = itemLinesProblem(names);
  if (problem) {
    throw new RpcError('INVALID_ARGUMENT', problem);
  }
  const categories = await categorizeOnDevice(names);
  return {
    items: groupByCategory(
      names.map((name, index) => ({
        category: categories[index] ?? FALLBACK_CATEGORY,
        item: { name, checked: false },
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
    const { categorizeLocally } = await import('../../shared/categorizer/categorize-locally');
    return names.map((name) => categorizeLocally(name).category);
  } catch {
    return names.map(() => FALLBACK_CATEGORY);
  }
}

/** Whether a call failed for want of a server (no network, no answer in time, the server down). */
export function isUnreachable(error: unknown): boolean {
  return (
    error instanceof RpcError && (error.status === 'UNAVAILABLE' || error.status === 'DEADLINE_EXCEEDED')
  );
}
