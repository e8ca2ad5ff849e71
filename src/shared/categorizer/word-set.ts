/** A set of the whitespace-separated words of a compact list. */
export function wordSet(list: string): ReadonlySet<string> {
  return new Set(list.split(/\s+/).filter((word) => word.length > 0));
}

/** A set of the comma-separated word pairs of a compact list, each as "first second". */
export function pairSet(list: string): ReadonlySet<string> {
  return new Set(list.split(',').map((pair) => pair.trim().split(/\s+/).join(' ')));
}

/** A map of the whitespace-separated "from:to" entries of a compact list. */
export function wordMap(list: string): ReadonlyMap<string, string> {
  const entries = list
    .split(/\s+/)
    .filter((entry) => entry.includes(':'))
    .map((entry) => {
      const [from = '', to = ''] = entry.split(':');
      return [from, to] as const;
    });
  return new Map(entries);
}
