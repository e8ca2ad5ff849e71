import type { LexiconEntry, LexiconIndex } from './lexicon-index';

/** A lexicon phrase found at words[start, end). */
export interface PhraseMatch {
  readonly entry: LexiconEntry;
  readonly start: number;
  readonly end: number;
}

/** The lexicon entry of the phrase words[start, end), if that span is one. */
export function phraseAt(
  words: readonly string[],
  start: number,
  end: number,
  index: LexiconIndex,
): LexiconEntry | undefined {
  let key = words[start] ?? '';
  for (let i = start + 1; i < end; i += 1) {
    if (!index.phrasePrefixes.has(key)) {
      return undefined;
    }
    key = `${key} ${words[i] ?? ''}`;
  }
  return index.phrases.get(key);
}

/** The ends of the phrases that start at words[start] and stop at or before `limit`, shortest first. */
function phraseEnds(words: readonly string[], start: number, limit: number, index: LexiconIndex): number[] {
  const ends: number[] = [];
  let key = '';
  for (let i = start; i < limit; i += 1) {
    key = i === start ? (words[i] ?? '') : `${key} ${words[i] ?? ''}`;
    if (!index.phrasePrefixes.has(key)) {
      break;
    }
    if (index.phrases.has(key)) {
      ends.push(i + 1);
    }
  }
  return ends;
}

/** The whole line as one lexicon phrase. */
export function matchWhole(words: readonly string[], index: LexiconIndex): LexiconEntry | undefined {
  return words.length === 0 ? undefined : phraseAt(words, 0, words.length, index);
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
    const ends = phraseEnds(words, start, words.length, index);
    const entry =
      ends[ends.length - 1] === words.length ? phraseAt(words, start, words.length, index) : undefined;
    if (entry !== undefined) {
      return { entry, start, end: words.length };
    }
  }
  return undefined;
}

/** The longest phrase that opens the line, if it leaves at least one word after it. */
export function matchLeadingPhrase(words: readonly string[], index: LexiconIndex): PhraseMatch | undefined {
  const end = phraseEnds(words, 0, words.length - 1, index).pop();
  const entry = end === undefined ? undefined : phraseAt(words, 0, end, index);
  return entry === undefined || end === undefined ? undefined : { entry, start: 0, end };
}

/** The longest phrase anywhere in the line, the rightmost when several are equally long. */
export function matchAnywhere(words: readonly string[], index: LexiconIndex): PhraseMatch | undefined {
  let best: { start: number; end: number } | undefined;
  for (let start = words.length - 1; start >= 0; start -= 1) {
    const end = phraseEnds(words, start, words.length, index).pop();
    if (end !== undefined && (best === undefined || end - start > best.end - best.start)) {
      best = { start, end };
    }
  }
  const entry = best === undefined ? undefined : phraseAt(words, best.start, best.end, index);
  return entry === undefined || best === undefined ? undefined : { entry, ...best };
}
