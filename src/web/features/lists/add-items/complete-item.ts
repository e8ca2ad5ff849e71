import type { Category } from '@shared/categories';
import { foldItemText } from '@shared/categorizer/fold-item-text';
import { itemKey } from '@shared/items/item-key';

/** An item the household bought, as completion ranks it (the getItemHistory item, or the part of it used). */
export interface KnownItem {
  name: string;
  category: Category;
  quantity: string | null;
  timesBought: number;
  favourite: boolean;
}

/** A word of the built-in vocabulary (the categorizer's lexicon) and its aisle. */
export interface VocabularyTerm {
  name: string;
  category: Category;
}

/** One option of the completion: a name to add, where it goes, and whether it is on the list already. */
export interface Completion {
  name: string;
  category: Category;
  /** The amount last bought (household items); null for the vocabulary. */
  quantity: string | null;
  source: 'household' | 'vocabulary';
  favourite: boolean;
  /** The row on the list by the same item (itemKey), with its amount; null when it is not on the list. */
  onList: { quantity: string | null } | null;
}

interface Entry {
  folded: string;
  /** Where each word of `folded` starts, after the first. */
  wordStarts: number[];
  timesBought: number;
  completion: Omit<Completion, 'onList'>;
}

/** What completion searches, built once per history and vocabulary (see prepareCompletion). */
export interface CompletionIndex {
  household: Entry[];
  vocabulary: Entry[];
}

/** The household's items ranked as completion offers them: favourites, then the most often bought. */
function householdOrder(a: Entry, b: Entry): number {
  if (a.completion.favourite !== b.completion.favourite) {
    return a.completion.favourite ? -1 : 1;
  }
  return b.timesBought - a.timesBought;
}

function entryOf(completion: Omit<Completion, 'onList'>, timesBought = 0): Entry {
  const folded = foldItemText(completion.name).replace(/\s+/g, ' ').trim();
  const wordStarts: number[] = [];
  for (let index = folded.indexOf(' '); index !== -1; index = folded.indexOf(' ', index + 1)) {
    wordStarts.push(index + 1);
  }
  return { folded, wordStarts, timesBought, completion };
}

/**
 * Builds what completion searches: the household's items ranked (favourites first, then the most often bought,
 * then the most recently bought, the order they come in), and the vocabulary without the household's own items,
 * shortest names first.
 */
export function prepareCompletion(
  history: readonly KnownItem[],
  vocabulary: readonly VocabularyTerm[],
): CompletionIndex {
  const household = history.map((item) =>
    entryOf(
      {
        name: item.name,
        category: item.category,
        quantity: item.quantity,
        source: 'household',
        favourite: item.favourite,
      },
      item.timesBought,
    ),
  );
  // A stable sort keeps the most recently bought first among equals.
  household.sort(householdOrder);
  const own = new Set(household.map((entry) => entry.folded));
  const words = vocabulary
    .map((term) =>
      entryOf({
        name: term.name,
        category: term.category,
        quantity: null,
        source: 'vocabulary',
        favourite: false,
      }),
    )
    .filter((entry) => !own.has(entry.folded))
    .sort((a, b) => a.folded.length - b.folded.length || (a.folded < b.folded ? -1 : 1));
  return { household, vocabulary: words };
}

/** 0 when the name starts with the typed text, 1 when one of its later words does, -1 when neither. */
function matchOf(entry: Entry, typed: string): number {
  if (entry.folded.startsWith(typed)) {
    return 0;
  }
  return entry.wordStarts.some((start) => entry.folded.startsWith(typed, start)) ? 1 : -1;
}

/** Up to `limit` entries that match, in their order. */
function matchingInOrder(entries: readonly Entry[], typed: string, limit: number): Entry[] {
  const found: Entry[] = [];
  for (const entry of entries) {
    if (found.length >= limit) {
      break;
    }
    if (matchOf(entry, typed) !== -1) {
      found.push(entry);
    }
  }
  return found;
}

/** Up to `limit` entries that match, those starting with the typed text before those with a later word that does. */
function matchingStartsFirst(entries: readonly Entry[], typed: string, limit: number): Entry[] {
  const starts: Entry[] = [];
  const inside: Entry[] = [];
  for (const entry of entries) {
    const match = matchOf(entry, typed);
    if (match === 0) {
      starts.push(entry);
      if (starts.length >= limit) {
        break;
      }
    } else if (match === 1 && inside.length < limit) {
      inside.push(entry);
    }
  }
  return [...starts, ...inside].slice(0, limit);
}

/**
 * The options for a line being typed: the household's items first, in their rank, then the vocabulary, each
 * marked when the same item is on the list (`listed`: itemKey → its row's amount). Nothing for a blank line.
 */
export function completeItem(
  index: CompletionIndex,
  typedLine: string,
  listed: ReadonlyMap<string, string | null>,
  limit = 8,
): Completion[] {
  const typed = foldItemText(typedLine).replace(/\s+/g, ' ').trim();
  if (typed === '') {
    return [];
  }
  // The household's own items keep their rank (favourites, then the most bought) however the text matches them.
  const own = matchingInOrder(index.household, typed, limit);
  const words = own.length < limit ? matchingStartsFirst(index.vocabulary, typed, limit - own.length) : [];
  return [...own, ...words].map(({ completion }) => {
    const key = itemKey(completion.name);
    return { ...completion, onList: listed.has(key) ? { quantity: listed.get(key) ?? null } : null };
  });
}
