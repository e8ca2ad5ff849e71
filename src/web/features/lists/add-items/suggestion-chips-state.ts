import { LIMITS } from '@shared/limits';

/** One suggested item shown as a chip; `used` once its text went into the add box (each chip works once). */
export interface Chip {
  text: string;
  used: boolean;
}

/** The suggestions of one list in this page session: the chips on screen and every suggestion shown so far. */
export interface SuggestionChips {
  chips: Chip[];
  shown: string[];
  /** The last answer held nothing new: the chips stay and the box says there are no more. */
  exhausted: boolean;
}

export const NO_SUGGESTIONS: SuggestionChips = { chips: [], shown: [], exhausted: false };

const folded = (text: string) => text.trim().toLowerCase();

/** What the next request excludes: every suggestion shown before, the newest ones if there are too many. */
export function excludeList(state: SuggestionChips): string[] {
  return state.shown.slice(-LIMITS.maxItemsPerRequest);
}

/** A new answer replaces the chips; anything shown before (the server should not repeat it) is left out. */
export function withNewSuggestions(state: SuggestionChips, suggestions: readonly string[]): SuggestionChips {
  const seen = new Set(state.shown.map(folded));
  const fresh: string[] = [];
  for (const suggestion of suggestions) {
    const text = suggestion.trim();
    if (text !== '' && !seen.has(folded(text))) {
      seen.add(folded(text));
      fresh.push(text);
    }
  }
  if (fresh.length === 0) {
    return { ...state, exhausted: true };
  }
  return {
    chips: fresh.map((text) => ({ text, used: false })),
    shown: [...state.shown, ...fresh],
    exhausted: false,
  };
}

/** Marks the chip with this text as used. */
export function withChipUsed(state: SuggestionChips, text: string): SuggestionChips {
  return {
    ...state,
    chips: state.chips.map((chip) => (chip.text === text ? { ...chip, used: true } : chip)),
  };
}

/** The add box's text with one more item: on its own line after what is typed, or alone in an empty box. */
export function appendLine(box: string, line: string): string {
  if (box.trim() === '') {
    return line;
  }
  return `${box.replace(/\s+$/, '')}\n${line}`;
}
