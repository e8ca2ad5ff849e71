import type { LexiconEntry, LexiconIndex } from './lexicon-index';

/** A lexicon phrase found at words[start, end). */
export interface PhraseMatch {
  readonly entry: LexiconEntry;
  readonly start: number;
  readonly end: number;
}

function lookup(
  words: readonly string[],
  start: number,
  end: number,
  index: LexiconIndex,
): LexiconEntry | undefined {
  return index.phrases.get(words.slice(start, end).join(' '));
}

/** The whole line as one lexicon phrase. */
export function matchWhole(words: readonly string[], index: LexiconIndex): LexiconEntry | undefined {
  return words.length === 0 ? undefined : lookup(words, 0, words.length, index);
}

/**
 * The longest phrase that ends the line and starts at or after `from`: the head noun, which usually
 * decides the aisle ("chocolate milk" is milk, "milk chocolate" is chocolate).
 */
export function matchHead(
  words: readonly string[],
  from: number,
  index: LexiconIndex,
): PhraseMatch | undefined {
  const firstStart = Math.max(from, words.length - index.longestPhraseWords);
  for (let start = firstStart; start < words.length; start += 1) {
    const entry = lookup(words, start, words.length, index);
    if (entry !== undefined) {
      return { entry, start, end: words.length };
    }
  }
  return undefined;
}

/** The longest phrase that opens the line, if it leaves at least one word after it. */
export function matchLeadingPhrase(words: readonly string[], index: LexiconIndex): PhraseMatch | undefined {
  const longest = Math.min(index.longestPhraseWords, words.length - 1);
  for (let end = longest; end >= 1; end -= 1) {
    const entry = lookup(words, 0, end, index);
    if (entry !== undefined) {
      return { entry, start: 0, end };
    }
  }
  return undefined;
}

/** The longest phrase anywhere in the line, the rightmost when several are equally long. */
export function matchAnywhere(words: readonly string[], index: LexiconIndex): PhraseMatch | undefined {
  for (let length = Math.min(index.longestPhraseWords, words.length); length >= 1; length -= 1) {
    for (let start = words.length - length; start >= 0; start -= 1) {
      const entry = lookup(words, start, start + length, index);
      if (entry !== undefined) {
        return { entry, start, end: start + length };
      }
    }
  }
  return undefined;
}
