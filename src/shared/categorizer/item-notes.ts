import { splitItemWords } from './fold-item-text';
import { NOTE_WORDS_KEPT } from './item-word-lists';

const NOTE_PATTERN = /\(([^)]*)\)?|\[([^\]]*)\]?/g;
const PURPOSE_PATTERN = /\sfor\s/;
const LONGEST_NOTE_WORDS = 2;

/** The words of a note that can change the aisle; a long note is more likely a brand than a modifier. */
function keptWordsOfNote(note: string, keptNoteWords: string[], anyLength: boolean): void {
  const words = splitItemWords(note);
  if (!anyLength && words.length > LONGEST_NOTE_WORDS) {
    return;
  }
  for (const word of words) {
    if (NOTE_WORDS_KEPT.has(word)) {
      keptNoteWords.push(word);
    }
  }
}

/**
 * Pulls bracketed notes and a trailing "for …" purpose out of the line ("eggs (for cake)", "beef for
 * stew"), keeping only the words in them that can change the aisle ("flea medicine for the dog").
 */
export function separateItemNotes(text: string): { main: string; keptNoteWords: string[] } {
  const keptNoteWords: string[] = [];
  let main = text;
  if (main.includes('(') || main.includes('[')) {
    main = main.replace(NOTE_PATTERN, (_match, round?: string, square?: string) => {
      keptWordsOfNote(round ?? square ?? '', keptNoteWords, false);
      return ' ';
    });
  }
  const purpose = PURPOSE_PATTERN.exec(main);
  if (purpose !== null && purpose.index > 0) {
    keptWordsOfNote(main.slice(purpose.index), keptNoteWords, true);
    main = main.slice(0, purpose.index);
  }
  return { main, keptNoteWords };
}
