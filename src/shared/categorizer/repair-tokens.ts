import { boundedEditDistance } from './edit-distance';
import { MEASURE_WORDS, NOISE_WORDS } from './item-word-lists';
import type { LexiconIndex } from './lexicon-index';
import type { ItemToken } from './normalize-item';
import { singularizeWord } from './singularize-word';

/** The words of a line after spelling repairs, and how many repairs it took. */
export interface RepairedWords {
  readonly words: readonly string[];
  readonly repairs: number;
}

const SHORTEST_FUZZY_WORD = 5;
const SHORTEST_CONFIRMED_FUZZY_WORD = 4;
const LONG_WORD = 8;

/** "tooth paste" → "toothpaste" when the joined word is known and the pair is not itself a phrase. */
function joinWithNext(
  token: ItemToken,
  next: ItemToken | undefined,
  index: LexiconIndex,
): string | undefined {
  if (next === undefined || index.phrases.has(`${token.word} ${next.word}`)) {
    return undefined;
  }
  const joined = singularizeWord(token.typed + next.typed);
  return index.knownWords.has(joined) ? joined : undefined;
}

/** "icecream" → "ice cream" when both halves are known words that form a phrase, or are both long. */
function splitInTwo(token: ItemToken, index: LexiconIndex, onlyPhrases: boolean): string[] | undefined {
  const typed = token.typed;
  let fallback: string[] | undefined;
  for (let cut = 3; cut <= typed.length - 3; cut += 1) {
    const left = typed.slice(0, cut);
    const right = singularizeWord(typed.slice(cut));
    if (!index.knownWords.has(left) || !index.knownWords.has(right)) {
      continue;
    }
    if (index.phrases.has(`${left} ${right}`)) {
      return [left, right];
    }
    if (!onlyPhrases && fallback === undefined && left.length >= 4 && right.length >= 4) {
      fallback = [left, right];
    }
  }
  return fallback;
}

function formsPhrase(
  candidate: string,
  previous: string | undefined,
  next: string | undefined,
  index: LexiconIndex,
): boolean {
  return (
    (previous !== undefined && index.phrases.has(`${previous} ${candidate}`)) ||
    (next !== undefined && index.phrases.has(`${candidate} ${next}`))
  );
}

/**
 * The known spelling closest to a misspelt word, preferring one that forms a phrase with a neighbour
 * ("paper towls" → towel, not toll). Words typed longer than 4 letters may take any close spelling;
 * 4-letter words only one that a neighbour confirms ("orange juce"), since short words collide too often.
 */
/**
 * The closest spelling that forms a two-word phrase with a neighbour, searched among those neighbours' phrase
 * partners only: a catalogue name's many unknown brand words would make a search of the whole vocabulary slow.
 */
function closestNeighbourWord(
  word: string,
  previous: string | undefined,
  next: string | undefined,
  maxDistance: number,
  index: LexiconIndex,
): string | undefined {
  const partners = [
    ...(previous === undefined ? [] : (index.wordsAfter.get(previous) ?? [])),
    ...(next === undefined ? [] : (index.wordsBefore.get(next) ?? [])),
  ];
  let best: string | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const partner of partners) {
    const distance = boundedEditDistance(word, partner, maxDistance);
    const score = distance + (partner[0] === word[0] ? 0 : 0.5);
    if (distance <= maxDistance && score < bestScore) {
      best = partner;
      bestScore = score;
    }
  }
  return best;
}

function correctSpelling(
  token: ItemToken,
  previous: string | undefined,
  next: string | undefined,
  index: LexiconIndex,
  onlyConfirmed: boolean,
): string | undefined {
  if (token.typed.length < SHORTEST_CONFIRMED_FUZZY_WORD) {
    return undefined;
  }
  const maxDistance = token.word.length >= LONG_WORD ? 2 : 1;
  if (onlyConfirmed) {
    return closestNeighbourWord(token.word, previous, next, maxDistance, index);
  }
  const candidates = index.vocabulary.nearest(token.word, maxDistance);
  const confirmed = candidates.find((candidate) => formsPhrase(candidate, previous, next, index));
  if (confirmed !== undefined || onlyConfirmed || token.typed.length < SHORTEST_FUZZY_WORD) {
    return confirmed;
  }
  return candidates[0];
}

/**
 * Rejoins split compounds, splits run-together ones and corrects misspellings against the lexicon. A name
 * copied from a shop's catalogue is spelt as the shop spells it, so there (`catalogueName`) a word is only
 * corrected when the correction forms a phrase with a neighbour ("Gummi Bears"), and only split when its
 * halves form one ("Alternative" is no "alter native"): an unknown word there is a
 * brand or a flavour ("Bengal Spice", "Tempura Batter"), not a typo of a known word.
 */
export function repairTokens(
  tokens: readonly ItemToken[],
  index: LexiconIndex,
  catalogueName = false,
): RepairedWords {
  const words: string[] = [];
  let repairs = 0;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (token === undefined) {
      continue;
    }
    const joined = joinWithNext(token, tokens[i + 1], index);
    if (joined !== undefined) {
      words.push(joined);
      repairs += 1;
      i += 1;
      continue;
    }
    // A measure ("Bananas, Bunch") is a real word, not a misspelt "Busch".
    if (index.knownWords.has(token.word) || MEASURE_WORDS.has(token.word) || token.word.length < 3) {
      words.push(token.word);
      continue;
    }
    const halves = token.word.length >= 6 ? splitInTwo(token, index, catalogueName) : undefined;
    if (halves !== undefined) {
      words.push(...halves);
      repairs += 1;
      continue;
    }
    const corrected = correctSpelling(
      token,
      words[words.length - 1],
      tokens[i + 1]?.word,
      index,
      catalogueName,
    );
    if (corrected === undefined) {
      words.push(token.word);
      continue;
    }
    repairs += 1;
    if (!NOISE_WORDS.has(corrected)) {
      words.push(corrected);
    }
  }
  return { words, repairs };
}
