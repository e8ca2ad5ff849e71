import { boundedEditDistance } from './edit-distance';

/** Known words bucketed by length, searched for the closest spellings of a misspelt word. */
export interface FuzzyVocabulary {
  /** Known words within `maxDistance` edits of `word`, closest first. */
  nearest(word: string, maxDistance: number): string[];
}

interface LengthBucket {
  readonly words: string[];
  readonly letterMasks: number[];
}

interface ScoredWord {
  readonly word: string;
  readonly score: number;
}

/** A bit per letter present (digits share the six spare bits), for a cheap lower bound on edit distance. */
function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i += 1) {
    const code = word.charCodeAt(i);
    const bit = code >= 97 && code <= 122 ? code - 97 : 26 + (code % 6);
    mask |= 1 << bit;
  }
  return mask;
}

function countBits(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Builds a fuzzy vocabulary over the given words (duplicates are ignored). */
export function createFuzzyVocabulary(words: Iterable<string>): FuzzyVocabulary {
  const byLength = new Map<number, LengthBucket>();
  for (const word of new Set(words)) {
    let bucket = byLength.get(word.length);
    if (bucket === undefined) {
      bucket = { words: [], letterMasks: [] };
      byLength.set(word.length, bucket);
    }
    bucket.words.push(word);
    bucket.letterMasks.push(letterMask(word));
  }
  return {
    nearest(word, maxDistance) {
      const found: ScoredWord[] = [];
      const mask = letterMask(word);
      // One edit adds and/or removes at most one distinct letter, so more differing letters rule a word out.
      const maxDifferingLetters = 2 * maxDistance;
      for (let length = word.length - maxDistance; length <= word.length + maxDistance; length += 1) {
        const bucket = byLength.get(length);
        if (bucket === undefined) {
          continue;
        }
        for (let i = 0; i < bucket.words.length; i += 1) {
          if (countBits(mask ^ (bucket.letterMasks[i] ?? 0)) > maxDifferingLetters) {
            continue;
          }
          const candidate = bucket.words[i] ?? '';
          const distance = boundedEditDistance(word, candidate, maxDistance);
          if (distance > maxDistance) {
            continue;
          }
          // Shoppers rarely mistype the first letter, so keeping it breaks ties.
          const firstLetterPenalty = candidate[0] === word[0] ? 0 : 0.5;
          found.push({ word: candidate, score: distance + firstLetterPenalty });
        }
      }
      return found.sort((a, b) => a.score - b.score).map((scored) => scored.word);
    },
  };
}
