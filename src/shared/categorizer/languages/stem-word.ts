import type { Language } from '../../languages';

const VOWELS = 'aeiou';

function isVowel(letter: string | undefined): boolean {
  return letter !== undefined && VOWELS.includes(letter);
}

/** German plurals and their -e/-en/-n/-er/-s endings ("Tomaten", "Tomate" → tomat; "Zwiebeln" → zwiebel). */
function stemGerman(word: string): string {
  // "Eis", "Reis", "Mais" and their compounds ("Schokoeis") end in an s of their own, not a plural's.
  if (word.length > 4 && word.endsWith('s') && !/(?:ss|eis|ais)$/.test(word)) {
    return word.slice(0, -1);
  }
  if (word.length > 5 && (word.endsWith('eln') || word.endsWith('ern'))) {
    return word.slice(0, -1);
  }
  if (word.length > 5 && word.endsWith('en')) {
    return word.slice(0, -2);
  }
  if (word.length > 5 && word.endsWith('er')) {
    return word.slice(0, -2);
  }
  if (word.length > 4 && word.endsWith('e')) {
    return word.slice(0, -1);
  }
  return word;
}

/**
 * Dutch plurals (-en, -s, -'s) with the spelling changes they bring: a doubled vowel before the last consonant is
 * written single and a consonant doubled after a short vowel ("tomaat" and "tomaten" → tomat; "flessen" → fles).
 */
function stemDutch(word: string): string {
  let stem = word;
  if (stem.length > 5 && stem.endsWith('en')) {
    stem = stem.slice(0, -2);
  } else if (stem.length > 4 && stem.endsWith('s') && !stem.endsWith('ss')) {
    stem = stem.slice(0, -1);
  }
  const last = stem.at(-1);
  const beforeLast = stem.at(-2);
  if (stem.length > 3 && !isVowel(last) && last === beforeLast) {
    return stem.slice(0, -1);
  }
  const vowel = stem.at(-2);
  if (stem.length > 3 && !isVowel(last) && isVowel(vowel) && vowel === stem.at(-3)) {
    return stem.slice(0, -3) + stem.slice(-2);
  }
  return stem;
}

/** French plurals in -s and -x ("épinards" → epinard, "poireaux" → poireau). */
function stemFrench(word: string): string {
  if (word.length > 3 && (word.endsWith('s') || word.endsWith('x')) && !word.endsWith('ss')) {
    return word.slice(0, -1);
  }
  return word;
}

/** Spanish plurals in -s and -es, and the final vowel they bring ("tomates", "tomate" → tomat; "limones" → limon). */
function stemSpanish(word: string): string {
  let stem = word;
  if (stem.length > 3 && stem.endsWith('s')) {
    stem = stem.slice(0, -1);
  }
  if (stem.length > 3 && stem.endsWith('e') && !isVowel(stem.at(-2))) {
    stem = stem.slice(0, -1);
  }
  return stem;
}

/** Italian nouns by their stem, as singular and plural change the last vowel ("pomodori", "pomodoro" → pomodor). */
function stemItalian(word: string): string {
  if (word.length <= 3 || !isVowel(word.at(-1))) {
    return word;
  }
  // "formaggio"/"formaggi", "funghi"/"fungo": the i or h that only spells the sound goes too.
  let stem = word.slice(0, -1);
  if (stem.length > 3 && stem.endsWith('i') && (stem.endsWith('gi') || stem.endsWith('ci'))) {
    stem = stem.slice(0, -1);
  }
  if (stem.length > 3 && (stem.endsWith('gh') || stem.endsWith('ch'))) {
    stem = stem.slice(0, -1);
  }
  return stem;
}

const STEMMERS: Record<Exclude<Language, 'en'>, (word: string) => string> = {
  de: stemGerman,
  nl: stemDutch,
  fr: stemFrench,
  es: stemSpanish,
  it: stemItalian,
};

/**
 * A folded word's light stem in its language: singular and plural of a noun meet on one form. Lexicon terms and typed
 * lines are stemmed the same way, so the stem only has to be consistent, not a dictionary word.
 */
export function stemWord(word: string, language: Exclude<Language, 'en'>): string {
  return STEMMERS[language](word);
}
