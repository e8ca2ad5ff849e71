import type { OutputOf } from '../../shared/api';
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
  const { categorizeLocally } = await import('../../shared/categorizer/categorize-locally');
  return {
    items: groupByCategory(
      names.map((name) => ({ category: categorizeLocally(name).category, item: { name, checked: false } })),
    ),
  };
}

/** Whether a call failed for want of a server (no network, no answer in time, the server down). */
export function isUnreachable(error: unknown): boolean {
  return (
    error instanceof RpcError && (error.status === 'UNAVAILABLE' || error.status === 'DEADLINE_EXCEEDED')
  );
}
