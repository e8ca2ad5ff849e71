const MAX_LENGTH = 64;
// Reused rows: the fuzzy search calls this thousands of times per list, so it must not allocate.
let rowBeforePrevious = new Int32Array(MAX_LENGTH + 1);
let previousRow = new Int32Array(MAX_LENGTH + 1);
let currentRow = new Int32Array(MAX_LENGTH + 1);

/**
 * Optimal-string-alignment distance (insertions, deletions, substitutions, adjacent swaps) between two
 * words, or `max + 1` as soon as it is certain to exceed `max`.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  const tooFar = max + 1;
  if (Math.abs(a.length - b.length) > max || a.length > MAX_LENGTH || b.length > MAX_LENGTH) {
    return tooFar;
  }
  for (let j = 0; j <= b.length; j += 1) {
    previousRow[j] = j;
  }
  for (let i = 1; i <= a.length; i += 1) {
    currentRow[0] = i;
    let rowMinimum = i;
    const charA = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j += 1) {
      const charB = b.charCodeAt(j - 1);
      const substitution = (previousRow[j - 1] ?? 0) + (charA === charB ? 0 : 1);
      let best = Math.min((previousRow[j] ?? 0) + 1, (currentRow[j - 1] ?? 0) + 1, substitution);
      if (i > 1 && j > 1 && charA === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === charB) {
        best = Math.min(best, (rowBeforePrevious[j - 2] ?? 0) + 1);
      }
      currentRow[j] = best;
      rowMinimum = Math.min(rowMinimum, best);
    }
    if (rowMinimum > max) {
      return tooFar;
    }
    const recycled = rowBeforePrevious;
    rowBeforePrevious = previousRow;
    previousRow = currentRow;
    currentRow = recycled;
  }
  const distance = previousRow[b.length] ?? tooFar;
  return distance <= max ? distance : tooFar;
}
